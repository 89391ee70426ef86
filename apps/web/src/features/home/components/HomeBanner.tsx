import { Skeleton } from 'antd-mobile';
import { lazy, Suspense, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useBanners } from '../../../api/banners.ts';
import { openLink } from '../open-link.ts';

// The carousel brings antd-mobile's Swiper with its animation and gesture libraries (~27 KB
// gzip): fetched as soon as the screen renders, in parallel with the banner list, but not part of
// the code the first paint waits for (DESIGN §10 budget). Same placeholder as its own loading state.
// Its download starts when this module loads (with the home screen), not when it first renders.
const carouselChunk = import('../../../components/BannerCarousel.tsx');
const BannerCarousel = lazy(() => carouselChunk.then((m) => ({ default: m.BannerCarousel })));

/** The banner carousel of the home screens (autoplay 3 s); a banner's link opens in place or anew. */
export function HomeBanner() {
  const navigate = useNavigate();
  const onOpen = useCallback((link: string) => openLink(link, navigate), [navigate]);
  const first = useBanners().data?.[0];
  // Until the carousel's code arrives, the first banner shows as a plain image of the same size,
  // so the largest paint of the screen does not wait for the carousel.
  const fallback = first ? (
    <div className="banner-carousel">
      <img className="banner-carousel__img" src={first.src} alt="" />
    </div>
  ) : (
    <Skeleton animated className="banner-carousel banner-carousel--loading" />
  );
  return (
    <div className="home-page__banner">
      <Suspense fallback={fallback}>
        <BannerCarousel onOpen={onOpen} />
      </Suspense>
    </div>
  );
}
