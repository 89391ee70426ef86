import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../lib/api.ts';
import { PLAYER_SCOPE } from '../lib/auth.ts';
import { useSessionToken } from '../lib/session.ts';

/**
 * POST /api/vipProgress {} (ours) → the player's level, cumulative deposits and turnover, the
 * current 90-day quarter, and the history of level changes. Only with a session.
 */
export const vipProgressEndpoint = calls.vipProgress;
export type VipProgress = ResponseOf<typeof vipProgressEndpoint>;

export const vipProgressKey = [PLAYER_SCOPE, 'vip', 'progress'] as const;

export function useVipProgress() {
  const token = useSessionToken();
  return useQuery({
    queryKey: vipProgressKey,
    queryFn: () => call(vipProgressEndpoint, undefined, { silent: true }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}
