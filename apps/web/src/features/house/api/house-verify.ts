import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { houseKeys } from './keys.ts';

/**
 * GET /api/house/verify?bet= (public): what recomputes a house bet — the commitment, the seed
 * once the pair has been rotated, the client seed, the nonce, the stake and the outcome.
 */
export const houseVerifyEndpoint = calls.houseVerify;
export type HouseVerify = ResponseOf<typeof houseVerifyEndpoint>;

export function useHouseVerify(bet: string) {
  return useQuery({
    queryKey: houseKeys.verify(bet),
    queryFn: () => call(houseVerifyEndpoint, { bet }, { silent: true }),
    enabled: bet !== '',
    retry: 1,
  });
}
