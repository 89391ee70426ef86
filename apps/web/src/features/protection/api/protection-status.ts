import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { PLAYER_SCOPE } from '../../../lib/auth.ts';
import { useSessionToken } from '../../../lib/session.ts';

/**
 * POST /api/responsible (ours, DESIGN §12): the player's limits, what counts against them now, the
 * changes waiting for a second confirmation, the time-out or exclusion in force and the current
 * play session. Every change call answers the same status, which replaces the cached one.
 */
export const protectionStatusEndpoint = calls.responsible;
export type ProtectionStatusData = ResponseOf<typeof calls.responsible>;

export const protectionStatusKey = [PLAYER_SCOPE, 'protection', 'status'] as const;

export const protectionStatusQuery = queryOptions({
  queryKey: protectionStatusKey,
  // Silent: the screen shows a failure itself, the reality check says nothing.
  queryFn: () => call(protectionStatusEndpoint, undefined, { silent: true }),
});

export function useProtectionStatus() {
  const token = useSessionToken();
  return useQuery({ ...protectionStatusQuery, enabled: token !== null });
}
