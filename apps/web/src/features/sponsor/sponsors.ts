import type { Sponsor } from './api/sponsor-list.ts';

/**
 * The partners of /zhanzhu and /zhanzhuye are operator content (POST /api/sponsorList; edited
 * through /api/admin/sponsors/update). The operator picks a colour theme, never raw CSS; every
 * field is shown as text.
 */
export { SPONSOR_GRADIENTS } from '../../theme.ts';

export function sponsorOf(sponsors: readonly Sponsor[], type: string | null): Sponsor | undefined {
  return sponsors.find((sponsor) => sponsor.type === type);
}
