import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';

/**
 * POST /api/house/table/bet {table, round, bets} (player, moves money): the pending chips of one
 * round in one call, with one Idempotency-Key per confirmation (sent again only when the first
 * attempt got no answer). The screen shows a refusal itself (silent).
 */
export const houseTableBetEndpoint = calls.houseTableBet;
export type HouseTableBet = ResponseOf<typeof houseTableBetEndpoint>;

export interface TableStake {
  area: string;
  /** A 2-place string. */
  amount: string;
}

export function postTableBet(
  table: string,
  round: number,
  bets: TableStake[],
  key: string,
): Promise<HouseTableBet> {
  return call(houseTableBetEndpoint, { table, round, bets }, { idempotencyKey: key, silent: true });
}
