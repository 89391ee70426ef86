import { useQuery } from '@tanstack/react-query';
import { VENUE_LIMITS, type VenueBalance } from '@app/contract/venues';
import { api } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

export type { VenueBalance };

/** POST /api/balancelist {} → [{platname, name, balance}]; silent: the screen shows its own state. */
export function getVenueBalances(): Promise<VenueBalance[]> {
  return api.post<VenueBalance[]>('/api/balancelist', {}, { silent: true });
}

/** Polled while the withdrawal screen is open (spec part 2 §7, §9: every 3.5 s). */
export function useVenueBalances() {
  return useQuery({
    queryKey: fundsKeys.venueBalances,
    queryFn: getVenueBalances,
    refetchInterval: VENUE_LIMITS.walletPollMs,
    retry: false,
  });
}
