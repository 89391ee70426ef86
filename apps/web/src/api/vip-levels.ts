import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../lib/api.ts';

/**
 * POST /api/uservip {} → the ten VIP levels, VIP1 first (spec part 1 §7). Public (visitors may see
 * the VIP page), so not player-scoped. Shared: the VIP screens and /mine's progress bar read it.
 */
export const vipLevelsEndpoint = calls.userVip;
export type VipLevelRow = ResponseOf<typeof vipLevelsEndpoint>[number];

export const vipLevelsQueryOptions = queryOptions({
  queryKey: ['site', 'uservip'],
  queryFn: () => call(vipLevelsEndpoint, undefined, { silent: true }),
  staleTime: 5 * 60_000,
});

export function useVipLevels() {
  return useQuery(vipLevelsQueryOptions);
}
