import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BalanceData, UserInfo } from '@app/contract/api';
import { api } from '../../../lib/api.ts';
import { userQueryKey } from '../../../lib/auth.ts';
import { fundsKeys } from './keys.ts';

/** POST /api/balance → {balance}: the central (platform) wallet. */
export function getBalance(): Promise<BalanceData> {
  return api.post<BalanceData>('/api/balance', {});
}

/** The central balance; each answer also refreshes the cached profile's balance. */
export function useCentralBalance() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: fundsKeys.balance,
    queryFn: async () => {
      const data = await getBalance();
      queryClient.setQueryData<UserInfo>(userQueryKey, (user) =>
        user ? { ...user, balance: data.balance } : user,
      );
      return data;
    },
    staleTime: 0,
  });
}
