import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';

/**
 * POST /api/house/slot/spin {game, bet} (player, moves money): one Idempotency-Key per spin, so
 * a retry of the same spin can never stake twice. The screen shows a refusal itself (silent).
 */
export const houseSpinEndpoint = calls.houseSpin;
export type HouseSpin = ResponseOf<typeof houseSpinEndpoint>;

export function postSpin(game: string, bet: string, key: string): Promise<HouseSpin> {
  return call(houseSpinEndpoint, { game, bet }, { idempotencyKey: key, silent: true });
}
