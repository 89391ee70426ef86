import { Skeleton } from 'antd-mobile';
import { lazy, Suspense, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { openLink } from '../open-link.ts';

// The carousel brings antd-mobile's Swiper with its animation and gesture libraries (~27 KB
// gzip): fetched as soon as the screen renders, in parallel with the banner list, but not part of
// the code the first paint waits for (DESIGN §10 budget). Same placeholder as its own loading state.
const BannerCarousel = lazy(() =>
  import('../../games/components/BannerCarousel.tsx').then((m) => ({ default: m.BannerCarousel })),
);

/** The banner carousel of the home screens (autoplay 3 s); a banner's link opens in place or anew. */
export function HomeBanner() {
  const navigate = useNavigate();
  const onOpen = useCallback((link: string) => openLink(link, navigate), [navigate]);
  return (
    <div className="home-page__banner">
      <Suspense
        fallback={<Skeleton animated className="banner-carousel banner-carousel--loading" />}
      >
        <BannerCarousel onOpen={onOpen} />
      </Suspense>
    </div>
  );
}
