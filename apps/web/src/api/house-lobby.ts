import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../lib/api.ts';
import { PLAYER_SCOPE } from '../lib/auth.ts';

/**
 * GET /api/house/games (player): the house games, the player's wallet at the house venue and the
 * seed pair's commitment. The games' screens and the sportsbook (a game of the house venue) read
 * the wallet from here; every spin, shot and sports bet writes the balance it answered back into
 * it (`setHouseBalance`, `setHouseWallet`).
 */
export const houseLobbyEndpoint = calls.houseLobby;
export type HouseLobby = ResponseOf<typeof houseLobbyEndpoint>;

/** Player-scoped: a new session drops it. */
export const houseLobbyQueryKey = [PLAYER_SCOPE, 'house', 'lobby'] as const;

export function useHouseLobby() {
  return useQuery({
    queryKey: houseLobbyQueryKey,
    queryFn: () => call(houseLobbyEndpoint, undefined, { silent: true }),
  });
}

/**
 * The balance the server answered after a bet (and the nonce the next bet will use). Answers can
 * arrive out of order (shots in flight side by side): an older bet's answer leaves a newer
 * balance alone.
 */
export function setHouseBalance(queryClient: QueryClient, balance: string, nonce: number): void {
  queryClient.setQueryData<HouseLobby>(houseLobbyQueryKey, (lobby) =>
    !lobby || nonce + 1 < lobby.nonce ? lobby : { ...lobby, balance, nonce: nonce + 1 },
  );
}

/** The balance a bet without a nonce (a sports bet) answered: the wallet only. */
export function setHouseWallet(queryClient: QueryClient, balance: string): void {
  queryClient.setQueryData<HouseLobby>(houseLobbyQueryKey, (lobby) =>
    lobby ? { ...lobby, balance } : lobby,
  );
}
