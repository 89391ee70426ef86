import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { userQueryKey, type UserInfo } from '../../../lib/auth.ts';

/** POST /api/uptransferstatus {transferstatus: 0 | 1} (spec part 2 §4, §7). */
export const upTransferStatusEndpoint = calls.upTransferStatus;

export function postTransferStatus(
  transferstatus: 0 | 1,
): Promise<ResponseOf<typeof upTransferStatusEndpoint>> {
  return call(upTransferStatusEndpoint, { transferstatus });
}

/** Toggles automatic transfer and keeps the cached profile in step. */
export function useUpTransferStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTransferStatus,
    onSuccess: ({ transferstatus }) => {
      queryClient.setQueryData<UserInfo>(userQueryKey, (user) =>
        user ? { ...user, transferstatus } : user,
      );
    },
  });
}
