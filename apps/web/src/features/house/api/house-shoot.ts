import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';

/**
 * POST /api/house/fishing/shoot {fish, bet} (player, moves money): one Idempotency-Key per shot;
 * the same key is sent again when the first attempt got no answer (the shot is never lost, and
 * never paid twice). The screen shows a refusal itself (silent).
 */
export const houseShootEndpoint = calls.houseShoot;
export type HouseShot = ResponseOf<typeof houseShootEndpoint>;

export function postShot(fish: string, bet: string, key: string): Promise<HouseShot> {
  return call(houseShootEndpoint, { fish, bet }, { idempotencyKey: key, silent: true });
}
