import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract/endpoints';
import { MSG } from '@app/contract/messages';
import type { AppContext } from '../../platform/context.ts';
import { tooMany } from '../../platform/http/errors.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { serve } from '../../platform/http/route.ts';
import { playerSportsBets } from './bet-views.ts';
import { placeSportsBet } from './bets.ts';

/**
 * The player's money calls of the sportsbook (contract area sports): a bet (idempotent: it moves
 * money; the rate is counted before the key is taken, so a 429 is never stored as its answer)
 * and the player's bets.
 */

/** Bets a player may place per minute, on every node together. */
export const SPORTS_BETS_PER_MINUTE = 300;
const MINUTE_MS = 60_000;

export function registerSportsBetRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.sportsBet, async (request, payload, user) => {
    if ((await ctx.limiter.hit(`sports.bet:${user.userId}`, MINUTE_MS)) > SPORTS_BETS_PER_MINUTE)
      throw tooMany(MSG.tooMany);
    return idempotent(ctx, request, user.userId, () =>
      placeSportsBet(ctx, user.userId, {
        legs: payload.legs,
        stakeMinor: payload.stake,
        accept: payload.accept,
      }),
    );
  });

  serve(app, endpoints.sportsBets, async (_request, payload, user) =>
    playerSportsBets(ctx, user.userId, payload.state, payload.page),
  );
}
