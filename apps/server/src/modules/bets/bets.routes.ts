import { endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { betRecords } from './bets.service.ts';
import { refreshBetRecords } from './pull.ts';

/** Bet records (spec part 2 §7 betrecord). */
export function registerBetRoutes(app: FastifyInstance, ctx: AppContext): void {
  // POST /api/betrecord {date, page, api_type}: the records are brought up to date first (at most
  // every 2 s per node; a venue that is down leaves what is stored), then read.
  serve(app, endpoints.betRecord, async (request, body, user) => {
    await refreshBetRecords(ctx);
    return betRecords(ctx, user.userId, body);
  });
}
