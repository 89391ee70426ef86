import type { QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '../lib/auth.ts';
import { balanceListQueryKey } from './balance-list.ts';
import { balanceQueryKey } from './balance.ts';

/** After money moved: every balance on screen is asked again (central, venues, profile). */
export function refreshBalances(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
    queryClient.invalidateQueries({ queryKey: balanceListQueryKey }),
    queryClient.invalidateQueries({ queryKey: userQueryKey }),
  ]);
}
