import { useQuery } from '@tanstack/react-query';
import type { BalanceData } from '@app/contract/api';
import { api } from '../../../lib/api.ts';
import { PLAYER_SCOPE } from '../../../lib/auth.ts';

export const walletBalanceKey = [PLAYER_SCOPE, 'venues', 'wallet-balance'] as const;

/** POST /api/balance → the platform (central) wallet (spec part 2 §7). */
export function getWalletBalance(): Promise<BalanceData> {
  return api.post<BalanceData>('/api/balance', {}, { silent: true });
}

/** The platform wallet, polled with the venue balances so the two always agree on screen. */
export function useWalletBalance(pollMs: number, enabled = true) {
  return useQuery({
    queryKey: walletBalanceKey,
    queryFn: getWalletBalance,
    refetchInterval: pollMs,
    enabled,
  });
}
