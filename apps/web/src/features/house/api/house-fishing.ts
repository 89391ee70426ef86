import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { houseKeys } from './keys.ts';

/** GET /api/house/fishing (public): the fish and their multipliers, the stakes, the RTP. */
export const houseFishingEndpoint = calls.houseFishing;
export type HouseFishing = ResponseOf<typeof houseFishingEndpoint>;

export function useHouseFishing() {
  return useQuery({
    queryKey: houseKeys.fishing,
    queryFn: () => call(houseFishingEndpoint, undefined, { silent: true }),
    staleTime: 10 * 60_000,
  });
}
