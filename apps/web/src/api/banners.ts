import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../lib/api.ts';
import { catalogueKey } from './catalogue-key.ts';

/**
 * POST /api/bannerList {type: 2} → banners (the server answers two defaults when none is set);
 * home and /gameList show them.
 */
export const bannersEndpoint = calls.bannerList;
export type Banner = ResponseOf<typeof bannersEndpoint>[number];

export function bannersQuery(type = 2) {
  return queryOptions({
    queryKey: [...catalogueKey, 'bannerList', type],
    queryFn: () => call(bannersEndpoint, { type }, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

export function useBanners(type = 2) {
  return useQuery(bannersQuery(type));
}
