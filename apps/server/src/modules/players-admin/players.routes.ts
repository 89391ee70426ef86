import { adminEndpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { resetPassword, setFrozen } from './actions.service.ts';
import {
  listAdjustments,
  requestAdjustment,
  reviewAdjustment,
  setAdjustThreshold,
} from './adjustments.service.ts';
import {
  findPlayers,
  playerBets,
  playerDeposits,
  playerDetail,
  playerDownline,
  playerLedger,
  playerLogins,
  playerWithdrawals,
} from './players.service.ts';
import { serve } from '../../platform/http/route.ts';

/** The console's player calls (/api/admin/players…, /api/admin/adjustments…). */
export function registerPlayersAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = adminEndpoints;
  serve(app, e.players, (_request, body) => findPlayers(ctx, body));
  serve(app, e.player, (_request, body) => playerDetail(ctx, body.user_id));
  serve(app, e.playerLedger, (_request, b) => playerLedger(ctx, b.user_id, b.page));
  serve(app, e.playerBets, (_request, b) => playerBets(ctx, b.user_id, b.page));
  serve(app, e.playerDeposits, (_request, b) => playerDeposits(ctx, b.user_id, b.page));
  serve(app, e.playerWithdrawals, (_request, b) => playerWithdrawals(ctx, b.user_id, b.page));
  serve(app, e.playerLogins, (_request, b) => playerLogins(ctx, b.user_id, b.page));
  serve(app, e.playerDownline, (_request, b) => playerDownline(ctx, b.user_id, b.page));
  serve(app, e.playerFreeze, (_request, b, actor) =>
    setFrozen(ctx, actor, { userId: b.user_id, frozen: b.frozen, reason: b.reason }),
  );
  serve(app, e.playerPassword, (_request, b, actor) =>
    resetPassword(ctx, actor, { userId: b.user_id, kind: b.kind, reason: b.reason }),
  );
  serve(app, e.playerAdjust, (_request, b, actor) =>
    requestAdjustment(ctx, actor, {
      userId: b.user_id,
      direction: b.direction,
      amountMinor: b.amount,
      reason: b.reason,
      requestKey: b.request_key,
    }),
  );
  serve(app, e.adjustments, (_request, b) =>
    listAdjustments(ctx, { page: b.page, state: b.state, userId: b.user_id }),
  );
  serve(app, e.adjustmentsReview, (_request, b, actor) => reviewAdjustment(ctx, actor, b));
  serve(app, e.adjustmentsThreshold, (_request, b, actor) =>
    setAdjustThreshold(ctx, actor, b.threshold),
  );
}
