import { adminEndpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { listDeposits, listWithdrawals, reviewDeposit, reviewWithdrawal } from '../wallet/index.ts';
import {
  recordAudit,
  exportAudit,
  listAudit,
  type Actor,
  type AuditQuery,
  type AuditRow,
} from '../audit/index.ts';
import type { AuditFilters } from '@app/contract/admin-audit';
import { AppError, conflict } from '../../platform/http/errors.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { operatorIdByName, operatorNames } from '../operators/index.ts';
import { dashboardDays } from '@app/contract/admin-dashboard';
import { dashboard } from './dashboard.ts';
import { readAdminSettings, updateAdminSettings } from './settings.admin.service.ts';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { MSG } from '@app/contract/messages';
import { playerRecent } from './player-recent.ts';
import { serve } from '../../platform/http/route.ts';

/**
 * Routes of the operator API under /api/admin (DESIGN §4): POST, JSON, the envelope; every call
 * but login needs an operator token; every action is written to the audit log.
 */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The audit row of a review, written in the review's own transaction: both or neither. */
  const reviewAudit =
    (
      actor: Actor,
      kind: 'deposit' | 'withdrawal',
      body: { approve: boolean; remark: string },
      detail: Record<string, unknown>,
    ) =>
    (tx: Tx, row: { id: number; user_id: number; amount: string; state: number }) =>
      recordAudit(
        ctx,
        tx,
        actor,
        `${kind}.${body.approve ? 'approve' : 'reject'}`,
        `${kind}:${row.id}`,
        {
          ...detail,
          user_id: row.user_id,
          amount: row.amount,
          state: row.state,
          remark: body.remark,
        },
      );

  serve(app, adminEndpoints.deposits, async (_request, q) => {
    return listDeposits(ctx, q);
  });
  serve(app, adminEndpoints.depositsReview, async (request, body, operator) => {
    if (!body.approve && body.remark === '') throw badRequest(MSG.queueRefuseRemark);
    return reviewDeposit(ctx, { ...body, operatorId: operator.operatorId }, (tx, row) =>
      reviewAudit(operator, 'deposit', body, {
        deposit_no: row.deposit_no,
        real_money: row.real_money,
      })(tx, row),
    );
  });
  serve(app, adminEndpoints.withdrawals, async (_request, q) => {
    return listWithdrawals(ctx, q);
  });
  serve(app, adminEndpoints.withdrawalsReview, async (request, body, operator) => {
    if (!body.approve && body.remark === '') throw badRequest(MSG.queueRefuseRemark);
    return reviewWithdrawal(ctx, { ...body, operatorId: operator.operatorId }, (tx, row) =>
      reviewAudit(operator, 'withdrawal', body, { order_no: row.order_no })(tx, row),
    );
  });

  serve(app, adminEndpoints.playerRecent, async (_request, body) =>
    playerRecent(ctx, body.user_id),
  );

  serve(app, adminEndpoints.settings, async () => {
    return readAdminSettings(ctx);
  });
  serve(app, adminEndpoints.settingsUpdate, async (request, body, operator) => {
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

  serve(app, adminEndpoints.audit, async (_request, q) => {
    const page = await listAudit(ctx, q.page, await auditQuery(q));
    return { ...page, data: await withNames(page.data) };
  });
  serve(app, adminEndpoints.auditExport, async (_request, q) => {
    const found = await exportAudit(ctx, await auditQuery(q));
    return { ...found, data: await withNames(found.data) };
  });

  serve(app, adminEndpoints.jobs, async (_request, q) => {
    return ctx.jobs.recentRuns({
      limit: q.limit,
      ...(q.job ? { job: q.job } : {}),
      ...(q.state ? { state: q.state } : {}),
    });
  });

  serve(app, adminEndpoints.dashboard, (_request, body) => dashboard(ctx, dashboardDays(body)));

  serve(app, adminEndpoints.jobsRetry, async (_request, body, actor) => {
    const claim = await inTransaction(ctx.store, async (tx) => {
      const claimed = await ctx.jobs.claimRetry(body.id, tx);
      if (typeof claimed === 'string') throw RETRY_REFUSALS[claimed]();
      const { run } = claimed;
      await recordAudit(ctx, tx, actor, 'job.retry', `job_run:${run.id}`, {
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
