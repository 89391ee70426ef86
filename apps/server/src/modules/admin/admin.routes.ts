import { adminEndpoints } from '@app/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { listDeposits, listWithdrawals, reviewDeposit, reviewWithdrawal } from '../wallet/index.ts';
import { listAudit, recordAudit } from '../audit/index.ts';
import { operatorNames, operatorRoute, operatorServe } from '../operators/index.ts';
import { dashboardDays } from '@app/contract/admin-dashboard';
import { dashboard } from './dashboard.ts';
import { readAdminSettings, updateAdminSettings } from './settings.admin.service.ts';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { MSG } from '@app/contract/messages';
import { playerRecent } from './player-recent.ts';

/**
 * Routes of the operator API under /api/admin (DESIGN §4): POST, JSON, the envelope; every call
 * but login needs an operator token; every action is written to the audit log.
 */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The audit row of a review, written in the review's own transaction: both or neither. */
  const reviewAudit =
    (
      request: FastifyRequest,
      operatorId: number,
      kind: 'deposit' | 'withdrawal',
      body: { approve: boolean; remark: string },
      detail: Record<string, unknown>,
    ) =>
    (tx: Tx, row: { id: number; user_id: number; amount: string; state: number }) =>
      recordAudit(
        ctx,
        {
          operatorId,
          action: `${kind}.${body.approve ? 'approve' : 'reject'}`,
          target: `${kind}:${row.id}`,
          detail: {
            ...detail,
            user_id: row.user_id,
            amount: row.amount,
            state: row.state,
            remark: body.remark,
          },
          ip: request.ip,
        },
        tx,
      );

  operatorServe(app, ctx, adminEndpoints.deposits, async (_operator, _request, q) => {
    return listDeposits(ctx, q);
  });
  operatorServe(app, ctx, adminEndpoints.depositsReview, async (operator, request, body) => {
    if (!body.approve && body.remark === '') throw badRequest(MSG.queueRefuseRemark);
    return reviewDeposit(ctx, { ...body, operatorId: operator.operatorId }, (tx, row) =>
      reviewAudit(request, operator.operatorId, 'deposit', body, {
        deposit_no: row.deposit_no,
        real_money: row.real_money,
      })(tx, row),
    );
  });
  operatorServe(app, ctx, adminEndpoints.withdrawals, async (_operator, _request, q) => {
    return listWithdrawals(ctx, q);
  });
  operatorServe(app, ctx, adminEndpoints.withdrawalsReview, async (operator, request, body) => {
    if (!body.approve && body.remark === '') throw badRequest(MSG.queueRefuseRemark);
    return reviewWithdrawal(ctx, { ...body, operatorId: operator.operatorId }, (tx, row) =>
      reviewAudit(request, operator.operatorId, 'withdrawal', body, { order_no: row.order_no })(
        tx,
        row,
      ),
    );
  });

  operatorServe(app, ctx, adminEndpoints.playerRecent, async (_operator, _request, body) =>
    playerRecent(ctx, body.user_id),
  );

  operatorServe(app, ctx, adminEndpoints.settings, async () => {
    return readAdminSettings(ctx);
  });
  operatorServe(app, ctx, adminEndpoints.settingsUpdate, async (operator, request, body) => {
    return updateAdminSettings(ctx, operator.operatorId, body, request.ip);
  });

  operatorServe(app, ctx, adminEndpoints.audit, async (_operator, _request, q) => {
    const page = await listAudit(ctx, q.page);
    const names = await operatorNames(
      ctx,
      page.data.map((row) => row.operator_id),
    );
    return {
      ...page,
      data: page.data.map((row) => ({ ...row, operator_name: names.get(row.operator_id) ?? '' })),
    };
  });

  operatorServe(app, ctx, adminEndpoints.jobs, async (_operator, _request, q) => {
    return ctx.jobs.recentRuns({
      limit: q.limit,
      ...(q.job ? { job: q.job } : {}),
      ...(q.state ? { state: q.state } : {}),
    });
  });

  operatorRoute(app, ctx, adminEndpoints.dashboard, (_actor, body) =>
    dashboard(ctx, dashboardDays(body)),
  );
}
