import { Skeleton, Swiper } from 'antd-mobile';
import { GAMES_LIMITS } from '@app/contract/games-constants';
import { useBanners } from '../api/banners.ts';
import './banner-carousel.css';

/**
 * The banner carousel of home and /gameList (spec part 1 §2): autoplay every 3 s, looping. A banner
 * with a link opens it: an in-app route (starting with '#/' or '/') in place, anything else in a
 * new window.
 */
export function BannerCarousel({ onOpen }: { onOpen?: (link: string) => void }) {
  const banners = useBanners();
  if (banners.isPending) {
    return <Skeleton animated className="banner-carousel banner-carousel--loading" />;
  }
  const list = banners.data ?? [];
  if (list.length === 0) return null;
  return (
    <Swiper
      className="banner-carousel"
      autoplay
      autoplayInterval={GAMES_LIMITS.bannerAutoplayMs}
      loop
      indicatorProps={{ color: 'white' }}
    >
      {list.map((banner, index) => (
        <Swiper.Item key={banner.id}>
          <img
            className="banner-carousel__img"
            src={banner.src}
            alt=""
            // the first banner is what the player sees first; the rest wait
            loading={index === 0 ? 'eager' : 'lazy'}
            onClick={() => banner.link && onOpen?.(banner.link)}
          />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
