import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import type { HouseLobby } from '../../../api/house-lobby.ts';
import { houseKeys } from './keys.ts';

/**
 * GET /api/house/seeds (player): the active seed pair — the server seed's commitment, the client
 * seed and the next nonce. POST /api/house/seeds/rotate {clientSeed?}: reveals the old server seed
 * (every bet made under it can then be verified) and commits a new one.
 */
export const houseSeedsEndpoint = calls.houseSeeds;
export const houseSeedsRotateEndpoint = calls.houseSeedsRotate;
export type HouseSeeds = ResponseOf<typeof houseSeedsEndpoint>;
export type HouseRotated = ResponseOf<typeof houseSeedsRotateEndpoint>;

export function useHouseSeeds() {
  return useQuery({
    queryKey: houseKeys.seeds,
    queryFn: () => call(houseSeedsEndpoint, undefined, { silent: true }),
    staleTime: 0,
  });
}

/** Rotates the pair; the new pair replaces the cached one, and revealed bets verify anew. */
export function useRotateSeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) =>
      call(houseSeedsRotateEndpoint, clientSeed === '' ? {} : { clientSeed }),
    onSuccess: (data) => {
      const pair = { commit: data.commit, clientSeed: data.clientSeed, nonce: data.nonce };
      queryClient.setQueryData<HouseSeeds>(houseKeys.seeds, pair);
      queryClient.setQueryData<HouseLobby>(houseKeys.lobby, (lobby) =>
        lobby ? { ...lobby, ...pair } : lobby,
      );
      void queryClient.invalidateQueries({ queryKey: houseKeys.bets });
      void queryClient.invalidateQueries({ queryKey: ['house', 'verify'] });
    },
  });
}
