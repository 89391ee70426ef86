import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../lib/api.ts';
import { catalogueKey } from './catalogue-key.ts';

/** POST /api/typelist {id} → the games of a category (spec part 1 §7); home and /gameList. */
export const categoryGamesEndpoint = calls.typelist;
export type Game = ResponseOf<typeof categoryGamesEndpoint>[number];

/** No call without a category id. */
export function categoryGamesQuery(categoryId: number | undefined) {
  return queryOptions({
    queryKey: [...catalogueKey, 'typelist', categoryId],
    queryFn: () => call(categoryGamesEndpoint, { id: categoryId }, { silent: true }),
    enabled: categoryId !== undefined,
    staleTime: 60_000,
  });
}

export function useCategoryGames(categoryId: number | undefined) {
  return useQuery(categoryGamesQuery(categoryId));
}
