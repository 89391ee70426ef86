import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { GAMES_LIMITS } from '@app/contract/games-constants';
import { catalogueKey } from '../../../api/catalogue-key.ts';
import { call } from '../../../lib/api.ts';

/** POST /api/typel → categories with their real renum, polled every 10 s (spec part 1 §9). */
export const categoriesEndpoint = calls.typel;
export type Category = ResponseOf<typeof categoriesEndpoint>[number];

export function categoriesQuery() {
  return queryOptions({
    queryKey: [...catalogueKey, 'typel'],
    queryFn: () => call(categoriesEndpoint, undefined, { silent: true }),
    refetchInterval: GAMES_LIMITS.renumPollMs,
    // An answer just fetched (by the route's prefetch) is not asked again when the screen mounts.
    staleTime: GAMES_LIMITS.renumPollMs / 2,
  });
}

export function useCategories() {
  return useQuery(categoriesQuery());
}
