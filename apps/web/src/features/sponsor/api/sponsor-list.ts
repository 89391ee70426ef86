import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';

/** POST /api/sponsorList {} → the partners of /zhanzhu, in display order (operator content). */
export const sponsorListEndpoint = calls.sponsorList;
export type Sponsor = ResponseOf<typeof sponsorListEndpoint>[number];

export function useSponsors() {
  return useQuery({
    queryKey: ['content', 'sponsorList'],
    queryFn: () => call(sponsorListEndpoint, {}, { silent: true }),
    staleTime: 5 * 60_000,
  });
}
