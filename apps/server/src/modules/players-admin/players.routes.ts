import { adminEndpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { operatorRoute } from '../operators/index.ts';
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

/** The console's player calls (/api/admin/players…, /api/admin/adjustments…). */
export function registerPlayersAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = adminEndpoints;
  operatorRoute(app, ctx, e.players, (_actor, body) => findPlayers(ctx, body));
  operatorRoute(app, ctx, e.player, (_actor, body) => playerDetail(ctx, body.user_id));
  operatorRoute(app, ctx, e.playerLedger, (_a, b) => playerLedger(ctx, b.user_id, b.page));
  operatorRoute(app, ctx, e.playerBets, (_a, b) => playerBets(ctx, b.user_id, b.page));
  operatorRoute(app, ctx, e.playerDeposits, (_a, b) => playerDeposits(ctx, b.user_id, b.page));
  operatorRoute(app, ctx, e.playerWithdrawals, (_a, b) =>
    playerWithdrawals(ctx, b.user_id, b.page),
  );
  operatorRoute(app, ctx, e.playerLogins, (_a, b) => playerLogins(ctx, b.user_id, b.page));
  operatorRoute(app, ctx, e.playerDownline, (_a, b) => playerDownline(ctx, b.user_id, b.page));
  operatorRoute(app, ctx, e.playerFreeze, (actor, b) =>
    setFrozen(ctx, actor, { userId: b.user_id, frozen: b.frozen, reason: b.reason }),
  );
  operatorRoute(app, ctx, e.playerPassword, (actor, b) =>
    resetPassword(ctx, actor, { userId: b.user_id, kind: b.kind, reason: b.reason }),
  );
  operatorRoute(app, ctx, e.playerAdjust, (actor, b) =>
    requestAdjustment(ctx, actor, {
      userId: b.user_id,
      direction: b.direction,
      amountMinor: b.amount,
      reason: b.reason,
      requestKey: b.request_key,
    }),
  );
  operatorRoute(app, ctx, e.adjustments, (_a, b) =>
    listAdjustments(ctx, { page: b.page, state: b.state, userId: b.user_id }),
  );
  operatorRoute(app, ctx, e.adjustmentsReview, (actor, b) => reviewAdjustment(ctx, actor, b));
  operatorRoute(app, ctx, e.adjustmentsThreshold, (actor, b) =>
    setAdjustThreshold(ctx, actor, b.threshold),
  );
}
