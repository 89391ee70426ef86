import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BalanceData, UserInfo } from '@app/contract/api';
import { api } from '../../../lib/api.ts';
import { userQueryKey } from '../../../lib/auth.ts';

/** POST /api/balance → {balance} (spec part 1 §7). */
export function getBalance(): Promise<BalanceData> {
  return api.post<BalanceData>('/api/balance', {});
}

/** Tap-to-refresh of the balance: asks the server and updates the cached profile. */
export function useRefreshBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getBalance,
    onSuccess: ({ balance }) => {
      queryClient.setQueryData<UserInfo>(userQueryKey, (user) =>
        user ? { ...user, balance } : user,
      );
    },
  });
}
