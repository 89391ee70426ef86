import { useQuery } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { agentsKeys } from './keys.ts';

/** POST /api/applyagentinfo (ours): whether the player is an agent, and their latest application. */
export const applyAgentInfoEndpoint = calls.applyAgentInfo;

export function useApplyAgentInfo(enabled: boolean) {
  return useQuery({
    queryKey: agentsKeys.applyInfo,
    queryFn: () => call(applyAgentInfoEndpoint, undefined, { silent: true }),
    enabled,
    staleTime: 0,
  });
}
