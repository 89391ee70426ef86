import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';

/**
 * POST /api/house/cards/play {bet} (player, moves money): one Idempotency-Key per hand, sent again
 * only when the first attempt got no answer (the hand is never lost, and never paid twice). The
 * screen shows a refusal itself (silent).
 */
export const houseCardsPlayEndpoint = calls.houseCardsPlay;
export type HouseCardsHand = ResponseOf<typeof houseCardsPlayEndpoint>;

export function postCardsPlay(bet: string, key: string): Promise<HouseCardsHand> {
  return call(houseCardsPlayEndpoint, { bet }, { idempotencyKey: key, silent: true });
}
