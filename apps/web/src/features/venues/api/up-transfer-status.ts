import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@app/contract/api';
import { api } from '../../../lib/api.ts';
import { userQueryKey } from '../../../lib/auth.ts';

/** POST /api/uptransferstatus {transferstatus: 0 | 1} (spec part 2 §4, §7). */
export function postTransferStatus(transferstatus: 0 | 1): Promise<{ transferstatus: number }> {
  return api.post<{ transferstatus: number }>('/api/uptransferstatus', { transferstatus });
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
