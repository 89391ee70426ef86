import { Skeleton } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { GAMES_LIMITS } from '@app/contract/games-constants';
import { useBanners } from '../api/banners.ts';
import { SHELL_TEXT } from './strings.ts';
import './banner-carousel.css';

/** The banners' drawn size (750 × 300, the server's pictures): the box keeps it before they load. */
export const BANNER_SIZE = { width: 750, height: 300 } as const;

/**
 * The banner carousel of home and /gameList (spec part 1 §2): autoplay every 3 s, looping. A banner
 * with a link opens it: an in-app route (starting with '#/' or '/') in place, anything else in a
 * new window. The banners are a strip that scrolls sideways with snap points: the finger moves it
 * natively, so no gesture or animation library is fetched (antd-mobile's Swiper brought ~27 KB
 * gzip of them to every first visit, DESIGN §10). Autoplay pauses while a finger is on it.
 */
export function BannerCarousel({ onOpen }: { onOpen?: (link: string) => void }) {
  const banners = useBanners();
  const list = banners.data ?? [];
  const count = list.length;
  const track = useRef<HTMLDivElement>(null);
  const touching = useRef(false);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => {
      const strip = track.current;
      if (!strip || touching.current || document.hidden) return;
      const width = strip.clientWidth;
      if (width === 0) return;
      const next = (Math.round(strip.scrollLeft / width) + 1) % count;
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      strip.scrollTo?.({ left: next * width, behavior: still ? 'auto' : 'smooth' });
    }, GAMES_LIMITS.bannerAutoplayMs);
    return () => window.clearInterval(timer);
  }, [count]);

  if (banners.isPending) {
    return <Skeleton animated className="banner-carousel banner-carousel--loading" />;
  }
  if (count === 0) return null;
  return (
    <div className="banner-carousel">
      <div
        className="banner-carousel__track"
        ref={track}
        // Reachable by keyboard (arrow keys scroll it), named for screen readers.
        tabIndex={0}
        role="region"
        aria-label={SHELL_TEXT.banners}
        onScroll={(event) => {
          const strip = event.currentTarget;
          if (strip.clientWidth > 0) setCurrent(Math.round(strip.scrollLeft / strip.clientWidth));
        }}
        onPointerDown={() => (touching.current = true)}
        onPointerUp={() => (touching.current = false)}
        onPointerCancel={() => (touching.current = false)}
        onTouchStart={() => (touching.current = true)}
        onTouchEnd={() => (touching.current = false)}
      >
        {list.map((banner, index) => (
          <div className="banner-carousel__slide" key={banner.id}>
            <img
              className="banner-carousel__img"
              src={banner.src}
              alt=""
              width={BANNER_SIZE.width}
              height={BANNER_SIZE.height}
              // the first banner is what the player sees first (the screen's largest paint)
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              decoding={index === 0 ? 'sync' : 'async'}
              onClick={() => banner.link && onOpen?.(banner.link)}
            />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="banner-carousel__dots" aria-hidden="true">
          {list.map((banner, index) => (
            <span
              key={banner.id}
              className={
                index === current
                  ? 'banner-carousel__dot banner-carousel__dot--active'
                  : 'banner-carousel__dot'
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}
