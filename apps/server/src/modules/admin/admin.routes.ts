import { adminEndpoints } from '@app/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { listDeposits, listWithdrawals, reviewDeposit, reviewWithdrawal } from '../wallet/index.ts';
import { listAudit, recordAudit } from '../audit/index.ts';
import { operatorNames, requireOperator } from '../operators/index.ts';
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

  serve(app, adminEndpoints.deposits, async (request, q) => {
    await requireOperator(ctx, request, adminEndpoints.deposits);
    return listDeposits(ctx, q);
  });
  serve(app, adminEndpoints.depositsReview, async (request, body) => {
    const operator = await requireOperator(ctx, request, adminEndpoints.depositsReview);
    if (!body.approve && body.remark === '') throw badRequest(MSG.queueRefuseRemark);
    return reviewDeposit(ctx, { ...body, operatorId: operator.operatorId }, (tx, row) =>
      reviewAudit(request, operator.operatorId, 'deposit', body, {
        deposit_no: row.deposit_no,
        real_money: row.real_money,
      })(tx, row),
    );
  });
  serve(app, adminEndpoints.withdrawals, async (request, q) => {
    await requireOperator(ctx, request, adminEndpoints.withdrawals);
    return listWithdrawals(ctx, q);
  });
  serve(app, adminEndpoints.withdrawalsReview, async (request, body) => {
    const operator = await requireOperator(ctx, request, adminEndpoints.withdrawalsReview);
    if (!body.approve && body.remark === '') throw badRequest(MSG.queueRefuseRemark);
    return reviewWithdrawal(ctx, { ...body, operatorId: operator.operatorId }, (tx, row) =>
      reviewAudit(request, operator.operatorId, 'withdrawal', body, { order_no: row.order_no })(
        tx,
        row,
      ),
    );
  });

  serve(app, adminEndpoints.playerRecent, async (request, body) => {
    await requireOperator(ctx, request, adminEndpoints.playerRecent);
    return playerRecent(ctx, body.user_id);
  });

  serve(app, adminEndpoints.settings, async (request) => {
    await requireOperator(ctx, request, adminEndpoints.settings);
    return readAdminSettings(ctx);
  });
  serve(app, adminEndpoints.settingsUpdate, async (request, body) => {
    const operator = await requireOperator(ctx, request, adminEndpoints.settingsUpdate);
    return updateAdminSettings(ctx, operator.operatorId, body, request.ip);
  });

  serve(app, adminEndpoints.audit, async (request, q) => {
    await requireOperator(ctx, request, adminEndpoints.audit);
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

  serve(app, adminEndpoints.jobs, async (request, q) => {
    await requireOperator(ctx, request, adminEndpoints.jobs);
    return ctx.jobs.recentRuns({
      limit: q.limit,
      ...(q.job ? { job: q.job } : {}),
      ...(q.state ? { state: q.state } : {}),
    });
  });
}
