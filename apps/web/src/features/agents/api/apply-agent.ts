import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { agentsKeys } from './keys.ts';

/** POST /api/applyagentdo {mobile, apply_info} (spec part 1 §7): one open application. */
export const applyAgentEndpoint = calls.applyAgentDo;

export function useApplyAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadOf<typeof applyAgentEndpoint>) =>
      call(applyAgentEndpoint, payload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsKeys.applyInfo }),
  });
}
