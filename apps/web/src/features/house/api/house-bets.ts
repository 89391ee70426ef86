import { useInfiniteQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { houseKeys } from './keys.ts';

/** GET /api/house/bets?page= (player): the player's house bets, newest first, paged. */
export const houseBetsEndpoint = calls.houseBets;
export type HouseBets = ResponseOf<typeof houseBetsEndpoint>;
export type HouseBet = HouseBets['data'][number];

export function useHouseBets() {
  return useInfiniteQuery({
    queryKey: houseKeys.bets,
    queryFn: ({ pageParam }) => call(houseBetsEndpoint, { page: pageParam }, { silent: true }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    staleTime: 0,
  });
}
