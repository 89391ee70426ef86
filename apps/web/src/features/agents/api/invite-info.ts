import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { agentsKeys } from './keys.ts';

/** POST /api/inviteInfo {period} (ours): the invite id and the downline's figures. */
export const inviteInfoEndpoint = calls.inviteInfo;

export function useInviteInfo(period: number, enabled: boolean) {
  return useQuery({
    queryKey: agentsKeys.invite(period),
    queryFn: () => call(inviteInfoEndpoint, { period }, { silent: true }),
    enabled,
    placeholderData: keepPreviousData,
    // Each screen that shows the figures asks again (a friend may have just registered).
    staleTime: 0,
  });
}
