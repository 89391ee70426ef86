import { adminEndpoints } from '@app/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import {
  listDeposits,
  listWithdrawals,
  reviewDeposit,
  reviewWithdrawal,
  submitPayout,
} from '../wallet/index.ts';
import {
  recordAudit,
  exportAudit,
  listAudit,
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
import { createPayBank, deletePayBank, listPayBanks, updatePayBank } from './pay-banks.admin.ts';
import { playerRecent } from './player-recent.ts';
import { serve } from '../../platform/http/route.ts';

/** The audit row of a review, written in the review's own transaction: both or neither. */
const reviewAudit =
  (
    ctx: AppContext,
    request: FastifyRequest,
    operatorId: number,
    kind: 'deposit' | 'withdrawal',
    body: { approve: boolean; remark: string },
    detail: Record<string, unknown>,
  ) =>
  (tx: Tx, row: { id: number; user_id: number; amount: string; state: number }) =>
    recordAudit(
      ctx,
      tx,
      { operatorId: operatorId, ip: request.ip },
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

/** The search's filters with the operator (id or exact name) resolved; 404-free: unknown → 400. */
const auditQuery = async (ctx: AppContext, filters: AuditFilters): Promise<AuditQuery> => {
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

/** The rows with their operator's name. */
const withNames = async <R extends AuditRow>(ctx: AppContext, rows: R[]) => {
  const names = await operatorNames(
    ctx,
    rows.map((row) => row.operator_id),
  );
  return rows.map((row) => ({ ...row, operator_name: names.get(row.operator_id) ?? '' }));
};

/**
 * Routes of the operator API under /api/admin (DESIGN §4): POST, JSON, the envelope; every call
 * but login needs an operator token; every action is written to the audit log.
 */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerReviewRoutes(app, ctx);
  registerConsoleRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerJobRoutes(app, ctx);
}

/** The deposit and withdrawal queues and their review (audited in the review's transaction). */
function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.deposits, async (_request, q) => {
    return listDeposits(ctx, q);
  });

  serve(app, adminEndpoints.depositsReview, async (request, body, operator) => {
    if (!body.approve && body.remark === '') throw badRequest(MSG.queueRefuseRemark);
    return reviewDeposit(ctx, { ...body, operatorId: operator.operatorId }, (tx, row) =>
      reviewAudit(ctx, request, operator.operatorId, 'deposit', body, {
        deposit_no: row.deposit_no,
        real_money: row.real_money,
      })(tx, row),
    );
  });

  serve(app, adminEndpoints.withdrawals, async (_request, q) => {
    return listWithdrawals(ctx, q);
  });

  // A USDT withdrawal paid from the operator's wallet: its hash checked on chain (audited there).
  serve(app, adminEndpoints.adminWithdrawalPayout, async (_request, body, operator) =>
    submitPayout(ctx, { id: body.id, txHash: body.tx_hash }, operator),
  );

  serve(app, adminEndpoints.withdrawalsReview, async (request, body, operator) => {
    if (!body.approve && body.remark === '') throw badRequest(MSG.queueRefuseRemark);
    return reviewWithdrawal(ctx, { ...body, operatorId: operator.operatorId }, (tx, row) =>
      reviewAudit(ctx, request, operator.operatorId, 'withdrawal', body, {
        order_no: row.order_no,
      })(tx, row),
    );
  });
}

/** A player's recent activity, the settings and the dashboard. */
function registerConsoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.playerRecent, async (_request, body) =>
    playerRecent(ctx, body.user_id),
  );

  serve(app, adminEndpoints.settings, async () => {
    return readAdminSettings(ctx);
  });

  serve(app, adminEndpoints.settingsUpdate, async (request, body, operator) => {
    return updateAdminSettings(ctx, operator.operatorId, body, request.ip);
  });

  serve(app, adminEndpoints.payBanks, () => listPayBanks(ctx));
  serve(app, adminEndpoints.payBanksCreate, (request, body, operator) =>
    createPayBank(ctx, { operatorId: operator.operatorId, ip: request.ip }, body),
  );
  serve(app, adminEndpoints.payBanksUpdate, (request, body, operator) =>
    updatePayBank(ctx, { operatorId: operator.operatorId, ip: request.ip }, body),
  );
  serve(app, adminEndpoints.payBanksDelete, (request, body, operator) =>
    deletePayBank(ctx, { operatorId: operator.operatorId, ip: request.ip }, body.id),
  );

  serve(app, adminEndpoints.dashboard, (_request, body) => dashboard(ctx, dashboardDays(body)));
}

/** The audit trail: a page of it, or the export. */
function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.audit, async (_request, q) => {
    const page = await listAudit(ctx, q.page, await auditQuery(ctx, q));
    return { ...page, data: await withNames(ctx, page.data) };
  });

  serve(app, adminEndpoints.auditExport, async (_request, q) => {
    const found = await exportAudit(ctx, await auditQuery(ctx, q));
    return { ...found, data: await withNames(ctx, found.data) };
  });
}

/** The job runs, and an operator's retry of a failed one (audited). */
function registerJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.jobs, async (_request, q) => {
    return ctx.jobs.recentRuns({
      limit: q.limit,
      ...(q.job ? { job: q.job } : {}),
      ...(q.state ? { state: q.state } : {}),
    });
  });

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
