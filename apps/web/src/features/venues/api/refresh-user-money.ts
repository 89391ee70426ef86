import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@app/contract/api';
import { api } from '../../../lib/api.ts';
import { userQueryKey } from '../../../lib/auth.ts';
import { refreshBalances } from './invalidate.ts';

/** POST /api/refreshusermoney → the player's profile, stored as the cached profile (spec part 2 §7). */
export function postRefreshUserMoney(): Promise<UserInfo> {
  return api.post<UserInfo>('/api/refreshusermoney', {});
}

export function useRefreshUserMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRefreshUserMoney,
    onSuccess: async (user) => {
      queryClient.setQueryData<UserInfo>(userQueryKey, user);
      await refreshBalances(queryClient);
    },
  });
}
