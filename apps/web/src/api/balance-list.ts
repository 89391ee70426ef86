import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../lib/api.ts';
import { PLAYER_SCOPE } from '../lib/auth.ts';

/** POST /api/balancelist → the player's wallet at each venue, in display order (spec part 2 §7). */
export const balanceListEndpoint = calls.balanceList;
export type VenueBalance = ResponseOf<typeof balanceListEndpoint>[number];

export const balanceListQueryKey = [PLAYER_SCOPE, 'balancelist'] as const;

/**
 * Silent: screens poll it and show their own state when it fails. Screens add their polling
 * interval (spec part 2 §9: 1.5 s transfer, 3.5 s wallet and withdrawal) to these options.
 */
export const balanceListQueryOptions = queryOptions({
  queryKey: balanceListQueryKey,
  queryFn: () => call(balanceListEndpoint, undefined, { silent: true }),
});

/** The venue balances, asked again every `refetchInterval` ms while the screen is open. */
export function useBalanceList({
  refetchInterval,
  retry,
}: { refetchInterval?: number; retry?: false } = {}) {
  return useQuery({
    ...balanceListQueryOptions,
    ...(refetchInterval === undefined ? {} : { refetchInterval }),
    ...(retry === undefined ? {} : { retry }),
  });
}
