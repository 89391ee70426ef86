import type { PayloadOf, ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';

/**
 * POST /api/sports/bet (player, moves money, idempotent): the slip as one bet — a single (one
 * leg) or a parlay (2–10 legs of different fixtures) — from the house venue wallet. In play the
 * answer comes after the fixture's delay. One Idempotency-Key per confirmation (sent again only
 * when the first attempt got no answer); the slip shows a refusal itself (silent).
 */
export const sportsBetEndpoint = calls.sportsBet;
export type SportsBetAnswer = ResponseOf<typeof sportsBetEndpoint>;
export type SportsBetPayload = PayloadOf<typeof sportsBetEndpoint>;

/** In play the server waits the delay first: allow it beyond the usual 30 s. */
const BET_TIMEOUT_MS = 60_000;

export function postSportsBet(payload: SportsBetPayload, key: string): Promise<SportsBetAnswer> {
  return call(sportsBetEndpoint, payload, {
    idempotencyKey: key,
    silent: true,
    timeoutMs: BET_TIMEOUT_MS,
  });
}
