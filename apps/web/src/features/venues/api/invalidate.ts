import type { QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '../../../lib/auth.ts';
import { balanceListKey } from './balance-list.ts';
import { walletBalanceKey } from './wallet-balance.ts';

/** After money moved: every balance on screen is asked again. */
export function refreshBalances(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: balanceListKey }),
    queryClient.invalidateQueries({ queryKey: walletBalanceKey }),
    queryClient.invalidateQueries({ queryKey: userQueryKey }),
  ]);
}
