import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { houseKeys } from './keys.ts';

/**
 * GET /api/house/games (player): the house games, the player's wallet at the house venue and the
 * seed pair's commitment. The games' screens read the wallet from here; every spin and shot
 * writes the balance it answered back into it (`setHouseBalance`).
 */
export const houseLobbyEndpoint = calls.houseLobby;
export type HouseLobby = ResponseOf<typeof houseLobbyEndpoint>;

export function useHouseLobby() {
  return useQuery({
    queryKey: houseKeys.lobby,
    queryFn: () => call(houseLobbyEndpoint, undefined, { silent: true }),
  });
}

/**
 * The balance the server answered after a bet (and the nonce the next bet will use). Answers can
 * arrive out of order (shots in flight side by side): an older bet's answer leaves a newer
 * balance alone.
 */
export function setHouseBalance(queryClient: QueryClient, balance: string, nonce: number): void {
  queryClient.setQueryData<HouseLobby>(houseKeys.lobby, (lobby) =>
    !lobby || nonce + 1 < lobby.nonce ? lobby : { ...lobby, balance, nonce: nonce + 1 },
  );
}
