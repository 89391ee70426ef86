import { useQuery } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import { catalogueKey } from '../../../api/catalogue-key.ts';
import { call } from '../../../lib/api.ts';

/** POST /api/gamelistBycode {gamecode} → the games of a platform list (housedz, houseqp, …). */
export const platformGamesEndpoint = calls.gamelistBycode;

export function usePlatformGames(gamecode: string) {
  return useQuery({
    queryKey: [...catalogueKey, 'gamelistBycode', gamecode],
    queryFn: () => call(platformGamesEndpoint, { gamecode }, { silent: true }),
    enabled: gamecode !== '',
    staleTime: 60_000,
  });
}
