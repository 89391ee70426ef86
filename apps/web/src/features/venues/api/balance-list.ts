import { useQuery } from '@tanstack/react-query';
import type { VenueBalance } from '@app/contract/venues';
import { api } from '../../../lib/api.ts';
import { PLAYER_SCOPE } from '../../../lib/auth.ts';

export const balanceListKey = [PLAYER_SCOPE, 'venues', 'balancelist'] as const;

/** POST /api/balancelist → the player's wallet at each venue (spec part 2 §7). */
export function getBalanceList(): Promise<VenueBalance[]> {
  // Polled: a failure shows on the screen, not as a toast every few seconds.
  return api.post<VenueBalance[]>('/api/balancelist', {}, { silent: true });
}

/** Polled while the screen is open and visible (spec part 2 §9: 1.5 s transfer, 3.5 s wallet). */
export function useBalanceList(pollMs: number, enabled = true) {
  return useQuery({
    queryKey: balanceListKey,
    queryFn: getBalanceList,
    refetchInterval: pollMs,
    enabled,
  });
}
