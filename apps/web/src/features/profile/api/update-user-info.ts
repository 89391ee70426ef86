import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { userQueryKey } from '../../../lib/auth.ts';
import { toast } from '../../../lib/feedback.ts';
import { PROFILE_TEXT } from '../strings.ts';

/** POST /api/updateuserinfo {email, mobile, birthday} (spec part 1 §7); the server checks them too. */
export const updateUserInfoEndpoint = calls.updateUserInfo;

export type ContactPayload = PayloadOf<typeof updateUserInfoEndpoint>;

export function updateUserInfo(payload: ContactPayload): Promise<null> {
  return call(updateUserInfoEndpoint, payload);
}

export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: async () => {
      toast(PROFILE_TEXT.saved, 'success');
      await queryClient.invalidateQueries({ queryKey: userQueryKey, refetchType: 'all' });
    },
  });
}
