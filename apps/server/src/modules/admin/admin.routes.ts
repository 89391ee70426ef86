import type { FastifyInstance } from 'fastify';
import {
  adminAuditPayload,
  adminFundListPayload,
  adminReviewPayload,
  adminSettingsUpdatePayload,
} from '@app/contract/admin';
import { empty } from '@app/contract/api';
import { adminJobsPayload } from '@app/contract/jobs-admin';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { listDeposits, listWithdrawals, reviewDeposit, reviewWithdrawal } from '../wallet/index.ts';
import { listAudit, recordAudit } from '../audit/index.ts';
import { operatorNames, requireOperator } from '../operators/index.ts';
import { readAdminSettings, updateAdminSettings } from './settings.admin.service.ts';
import type { Tx } from '../../platform/db/database.ts';

/**
 * Routes of the operator API under /api/admin (DESIGN §4): POST, JSON, the envelope; every call
 * but login needs an operator token; every action is written to the audit log.
 */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * A list call and a review call for one kind of money order; the review's audit row is written
   * in the review's own transaction: both or neither.
   */
  const fundOrders = <Row extends { id: number; user_id: number; amount: string; state: number }>(
    kind: 'deposit' | 'withdrawal',
    list: (ctx: AppContext, q: { state?: number | undefined; page: number }) => Promise<unknown>,
    review: (
      ctx: AppContext,
      input: { id: number; approve: boolean; remark: string; operatorId: number },
      within: (tx: Tx, row: Row) => Promise<void>,
    ) => Promise<Row>,
    detailOf: (row: Row) => Record<string, unknown>,
  ) => {
    route(
      app,
      'POST',
      `/api/admin/${kind}s`,
      { schema: adminFundListPayload },
      async (request, q) => {
        await requireOperator(ctx, request);
        return list(ctx, q);
      },
    );
    route(
      app,
      'POST',
      `/api/admin/${kind}s/review`,
      { schema: adminReviewPayload },
      async (request, body) => {
        const operator = await requireOperator(ctx, request);
        return review(ctx, { ...body, operatorId: operator.operatorId }, (tx, row) =>
          recordAudit(
            ctx,
            {
              operatorId: operator.operatorId,
              action: `${kind}.${body.approve ? 'approve' : 'reject'}`,
              target: `${kind}:${row.id}`,
              detail: {
                ...detailOf(row),
                user_id: row.user_id,
                amount: row.amount,
                state: row.state,
                remark: body.remark,
              },
              ip: request.ip,
            },
            tx,
          ),
        );
      },
    );
  };
  fundOrders('deposit', listDeposits, reviewDeposit, (row) => ({
    deposit_no: row.deposit_no,
    real_money: row.real_money,
  }));
  fundOrders('withdrawal', listWithdrawals, reviewWithdrawal, (row) => ({
    order_no: row.order_no,
  }));

  route(app, 'POST', '/api/admin/settings', { schema: empty }, async (request) => {
    await requireOperator(ctx, request);
    return readAdminSettings(ctx);
  });
  route(
    app,
    'POST',
    '/api/admin/settings/update',
    { schema: adminSettingsUpdatePayload },
    async (request, body) => {
      const operator = await requireOperator(ctx, request);
      return updateAdminSettings(ctx, operator.operatorId, body, request.ip);
    },
  );

  route(app, 'POST', '/api/admin/audit', { schema: adminAuditPayload }, async (request, q) => {
    await requireOperator(ctx, request);
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

  route(app, 'GET', '/api/admin/jobs', { schema: adminJobsPayload }, async (request, q) => {
    await requireOperator(ctx, request);
    return ctx.jobs.recentRuns({
      limit: q.limit,
      ...(q.job ? { job: q.job } : {}),
      ...(q.state ? { state: q.state } : {}),
    });
  });
}
