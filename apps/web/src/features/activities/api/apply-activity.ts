import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { activitiesKeys } from './keys.ts';

/**
 * POST /api/doactivityapply {activityid}: once per player and activity; a repeat is refused with
 * 您已申请过该活动 (shown as a toast by the API client). Afterwards the detail and records reload.
 */
export const applyActivityEndpoint = calls.doActivityApply;
export type ActivityApplied = ResponseOf<typeof applyActivityEndpoint>;

export function useApplyActivity(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(applyActivityEndpoint, { activityid: id }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: activitiesKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: activitiesKeys.records }),
      ]);
    },
  });
}
