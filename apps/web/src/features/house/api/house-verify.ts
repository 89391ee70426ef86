import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { houseKeys } from './keys.ts';

/**
 * GET /api/house/verify (public): what recomputes a house bet (`?bet=`: the commitment, the seed
 * once the pair has been rotated, the client seed, the nonce, the stake and the outcome) or a
 * table's dealt round (`?table=&round=`: the commitment, seed, beacon, cards and outcome).
 */
export const houseVerifyEndpoint = calls.houseVerify;
export type HouseVerify = ResponseOf<typeof houseVerifyEndpoint>;
export type HouseBetVerify = Exclude<HouseVerify, { kind: 'table' }>;
export type HouseTableVerify = Extract<HouseVerify, { kind: 'table' }>;

/** What the page verifies: a bet by its number, or a table's round. */
export type VerifyTarget = { bet: string } | { table: string; round: number } | null;

export function useHouseVerify(target: VerifyTarget) {
  return useQuery({
    queryKey:
      target === null
        ? ['house', 'verify', 'none']
        : 'bet' in target
          ? houseKeys.verify(target.bet)
          : houseKeys.verifyTable(target.table, target.round),
    queryFn: () => call(houseVerifyEndpoint, target ?? {}, { silent: true }),
    enabled: target !== null,
    retry: 1,
  });
}
