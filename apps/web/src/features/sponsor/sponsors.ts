import type { SponsorTheme } from '@app/contract/site-content';
import type { Sponsor } from './api/sponsor-list.ts';

/**
 * The partners of /zhanzhu and /zhanzhuye are operator content (POST /api/sponsorList; edited
 * through /api/admin/sponsors/update). The operator picks a colour theme, never raw CSS; every
 * field is shown as text.
 */
export const SPONSOR_GRADIENTS: Record<SponsorTheme, string> = {
  blue: 'linear-gradient(135deg, #1d3fb8 0%, #2f5fe0 55%, #3a7bd5 100%)',
  purple: 'linear-gradient(135deg, #5b1fc2 0%, #7b34d6 50%, #9b3fb8 100%)',
  green: 'linear-gradient(135deg, #0f6b4f 0%, #14805f 55%, #1b8a6b 100%)',
  orange: 'linear-gradient(135deg, #a8460d 0%, #c2570f 55%, #b8620f 100%)',
  red: 'linear-gradient(135deg, #a11d33 0%, #c0263f 55%, #b8324a 100%)',
};

export function sponsorOf(sponsors: readonly Sponsor[], type: string | null): Sponsor | undefined {
  return sponsors.find((sponsor) => sponsor.type === type);
}
