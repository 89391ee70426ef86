import { adminEndpoints } from '@app/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { listDeposits, listWithdrawals, reviewDeposit, reviewWithdrawal } from '../wallet/index.ts';
import {
  auditChange,
  exportAudit,
  listAudit,
  recordAudit,
  type AuditQuery,
  type AuditRow,
} from '../audit/index.ts';
import type { AuditFilters } from '@app/contract/admin-audit';
import { AppError, conflict } from '../../platform/http/errors.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import {
  operatorIdByName,
  operatorNames,
  operatorRoute,
  operatorServe,
} from '../operators/index.ts';
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

  /** The search's filters with the operator (id or exact name) resolved; 404-free: unknown → 400. */
  const auditQuery = async (filters: AuditFilters): Promise<AuditQuery> => {
    let operatorId: number | undefined;
    if (filters.operator !== undefined) {
      operatorId = /^\d{1,15}$/.test(filters.operator)
        ? Number(filters.operator)
        : await operatorIdByName(ctx, filters.operator);
      if (operatorId === undefined) throw badRequest(MSG.auditOperatorUnknown);
    }
    return {
      operatorId,
      action: filters.action,
      target: filters.target,
      from: filters.from,
      to: filters.to,
    };
  };
  const withNames = async <R extends AuditRow>(rows: R[]) => {
    const names = await operatorNames(
      ctx,
      rows.map((row) => row.operator_id),
    );
    return rows.map((row) => ({ ...row, operator_name: names.get(row.operator_id) ?? '' }));
  };

  operatorRoute(app, ctx, adminEndpoints.audit, async (_actor, q) => {
    const page = await listAudit(ctx, q.page, await auditQuery(q));
    return { ...page, data: await withNames(page.data) };
  });
  operatorRoute(app, ctx, adminEndpoints.auditExport, async (_actor, q) => {
    const found = await exportAudit(ctx, await auditQuery(q));
    return { ...found, data: await withNames(found.data) };
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

  operatorRoute(app, ctx, adminEndpoints.jobsRetry, async (actor, body) => {
    const claim = await inTransaction(ctx.store, async (tx) => {
      const claimed = await ctx.jobs.claimRetry(body.id, tx);
      if (typeof claimed === 'string') throw RETRY_REFUSALS[claimed]();
      const { run } = claimed;
      await auditChange(ctx, tx, actor, 'job.retry', `job_run:${run.id}`, {
        job: run.job,
        slot: run.slot,
        before: { state: 'failed', attempt: run.attempt - 1, error: run.error },
        after: { state: run.state, attempt: run.attempt, node: run.node },
      });
      return claimed;
    });
    claim.start();
    return claim.run;
  });
}

const RETRY_REFUSALS = {
  not_found: () => new AppError(404, MSG.jobRunNotFound),
  not_failed: () => conflict(MSG.jobRunNotFailed),
  not_defined: () => conflict(MSG.jobNotDefined),
  busy: () => conflict(MSG.jobBusy),
} as const;
