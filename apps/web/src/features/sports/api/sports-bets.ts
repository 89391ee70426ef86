import { useInfiniteQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import type { SportsBetState } from '@app/contract/sports-constants';
import { call } from '../../../lib/api.ts';
import { sportsKeys } from './keys.ts';

/**
 * GET /api/sports/bets?state=&page= (player): the player's sports bets, open or settled, newest
 * first, 20 a page, each with its legs.
 */
export const sportsBetsEndpoint = calls.sportsBets;
export type SportsBetsPage = ResponseOf<typeof sportsBetsEndpoint>;
export type SportsBetRow = SportsBetsPage['data'][number];
export type SportsLegRow = SportsBetRow['legs'][number];

export function useSportsBets(state: SportsBetState) {
  return useInfiniteQuery({
    queryKey: sportsKeys.bets(state),
    queryFn: ({ pageParam }) =>
      call(sportsBetsEndpoint, { state, page: pageParam }, { silent: true }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    staleTime: 0,
  });
}
