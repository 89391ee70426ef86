import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import { refreshBalances } from '../../../api/refresh-balances.ts';
import { call } from '../../../lib/api.ts';
import { userQueryKey, type UserInfo } from '../../../lib/auth.ts';

/** POST /api/refreshusermoney → the player's profile, stored as the cached profile (spec part 2 §7). */
export const refreshUserMoneyEndpoint = calls.refreshUserMoney;

export function postRefreshUserMoney(): Promise<UserInfo> {
  return call(refreshUserMoneyEndpoint);
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
