import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { BannerCarousel } from '../../../components/BannerCarousel.tsx';
import { openLink } from '../open-link.ts';

/** The banner carousel of the home screens (autoplay 3 s); a banner's link opens in place or anew. */
export function HomeBanner() {
  const navigate = useNavigate();
  const onOpen = useCallback((link: string) => openLink(link, navigate), [navigate]);
  return (
    <div className="home-page__banner">
      <BannerCarousel onOpen={onOpen} />
    </div>
  );
}
