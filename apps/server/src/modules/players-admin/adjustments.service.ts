import {
  PLAYERS_ADMIN_LIMITS,
  type AdjustmentState,
  type AdminAdjustmentRow,
} from '@app/contract/admin-players';
import type { Page } from '@app/contract/envelope';
import { fillMessage, MSG } from '@app/contract/messages';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError, isDomainError } from '../../platform/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { formatBeijing } from '../../platform/time.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { sendInbox } from '../inbox/index.ts';
import { moveWithHouse } from '../ledger/index.ts';
import { operatorNames } from '../operators/index.ts';
import { userExists, usernames } from '../users/index.ts';
import { adjustmentKey } from './ledger-keys.ts';

/**
 * Manual adjustments (issue 13 §5): an operator credits or debits a player's wallet against the
 * `adjustments` house account, with a reason. Up to the threshold it posts at once; above it, it
 * is a request that a second, different operator (finance or admin) approves before it posts.
 * The state changes once (conditional update), the ledger key `adjustment:{id}` posts once, and
 * the player's wallet never goes below zero (the ledger refuses).
 */

const THRESHOLD = 'adjust_threshold';

export type Direction = 'credit' | 'debit';

type AdjustmentDbRow = {
  id: number;
  user_id: number;
  direction: string;
  amount_minor: bigint;
  reason: string;
  state: string;
  request_key: string;
  requested_by: number;
  decided_by: number | null;
  decided_at: number | null;
  remark: string;
  transfer_id: number | null;
  created_at: number;
};

const COLUMNS = [
  'id',
  'user_id',
  'direction',
  'amount_minor',
  'reason',
  'state',
  'request_key',
  'requested_by',
  'decided_by',
  'decided_at',
  'remark',
  'transfer_id',
  'created_at',
] as const;

/** The amount above which an adjustment needs a second operator (fen). */
export async function adjustThreshold(db: Tx | Store['db']): Promise<bigint> {
  const row = await db
    .selectFrom('players_admin_settings')
    .select('value_minor')
    .where('name', '=', THRESHOLD)
    .executeTakeFirst();
  return row?.value_minor ?? PLAYERS_ADMIN_LIMITS.defaultThresholdMinor;
}

/** Sets the threshold (audited in the same transaction). */
export async function setAdjustThreshold(
  ctx: AppContext,
  actor: Actor,
  thresholdMinor: bigint,
): Promise<{ threshold: string }> {
  return inTransaction(ctx.store, async (tx) => {
    const before = await adjustThreshold(tx);
    const now = ctx.clock.now();
    await tx
      .insertInto('players_admin_settings')
      .values({
        name: THRESHOLD,
        value_minor: thresholdMinor,
        updated_by: actor.operatorId,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({
          value_minor: thresholdMinor,
          updated_by: actor.operatorId,
          updated_at: now,
        }),
      )
      .execute();
    await recordAudit(ctx, tx, actor, 'adjustment.threshold', 'settings:adjust_threshold', {
      before: formatMinor(before),
      after: formatMinor(thresholdMinor),
    });
    return { threshold: formatMinor(thresholdMinor) };
  });
}

/** Posts the adjustment's transfer, tells the player, in the caller's transaction. */
async function post(ctx: AppContext, tx: Tx, row: AdjustmentDbRow): Promise<number> {
  const signed = row.direction === 'credit' ? row.amount_minor : -row.amount_minor;
  let transferId: number;
  try {
    const posted = await moveWithHouse(ctx, tx, {
      userId: row.user_id,
      purpose: 'adjustments',
      amountMinor: signed,
      key: adjustmentKey(row.id),
      kind: 'adjustment',
      memo: row.reason,
    });
    transferId = posted.transferId;
  } catch (error) {
    if (isDomainError(error, 'insufficient_funds'))
      throw new DomainError('admin_adjust_insufficient');
    throw error;
  }
  const credit = row.direction === 'credit';
  await sendInbox(ctx, tx, {
    userId: row.user_id,
    kind: 'operator',
    title: credit ? MSG.inboxAdjustCreditTitle : MSG.inboxAdjustDebitTitle,
    content: fillMessage(credit ? MSG.inboxAdjustCredit : MSG.inboxAdjustDebit, {
      amount: formatMinor(row.amount_minor),
      reason: row.reason,
    }),
  });
  return transferId;
}

async function rowsToAnswers(
  ctx: AppContext,
  rows: readonly AdjustmentDbRow[],
): Promise<AdminAdjustmentRow[]> {
  const [players, operators] = await Promise.all([
    usernames(
      ctx.store.db,
      rows.map((r) => r.user_id),
    ),
    operatorNames(
      ctx,
      rows.flatMap((r) =>
        r.decided_by === null ? [r.requested_by] : [r.requested_by, r.decided_by],
      ),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    user_id: r.user_id,
    username: players.get(r.user_id) ?? '',
    direction: r.direction === 'debit' ? 'debit' : 'credit',
    amount: formatMinor(r.amount_minor),
    reason: r.reason,
    state: r.state as AdjustmentState,
    requested_by: r.requested_by,
    requested_by_name: operators.get(r.requested_by) ?? '',
    decided_by: r.decided_by,
    decided_by_name: r.decided_by === null ? '' : (operators.get(r.decided_by) ?? ''),
    remark: r.remark,
    transfer_id: r.transfer_id,
    created_at: formatBeijing(r.created_at),
    decided_at: r.decided_at === null ? '' : formatBeijing(r.decided_at),
  }));
}

async function answerOf(ctx: AppContext, id: number): Promise<AdminAdjustmentRow> {
  const row = await ctx.store.db
    .selectFrom('player_adjustments')
    .select([...COLUMNS])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return (await rowsToAnswers(ctx, [row]))[0]!;
}

export interface AdjustmentRequest {
  userId: number;
  direction: Direction;
  amountMinor: bigint;
  reason: string;
  requestKey: string;
}

/**
 * An operator's adjustment: up to the threshold it posts now; above, it waits (state pending).
 * The same request key from the same operator answers the first request and moves nothing; with
 * another player, direction or amount it is a 409.
 */
export async function requestAdjustment(
  ctx: AppContext,
  actor: Actor,
  input: AdjustmentRequest,
): Promise<AdminAdjustmentRow> {
  const key = `${actor.operatorId}:${input.requestKey}`;
  const earlier = await replayAdjustment(ctx, key, input);
  if (earlier) return earlier;
  if (!(await userExists(ctx, input.userId))) throw new DomainError('admin_player_not_found');

  let id: number;
  try {
    id = await inTransaction(ctx.store, (tx) => recordAdjustment(ctx, tx, actor, input, key));
  } catch (error) {
    // The same request sent twice at once: the second insert meets the first's key.
    if (isUniqueViolation(error)) {
      const first = await replayAdjustment(ctx, key, input);
      if (first) return first;
    }
    throw error;
  }
  return answerOf(ctx, id);
}

/** The first request of this key answered again; a 409 when the repeat differs from it. */
async function replayAdjustment(
  ctx: AppContext,
  key: string,
  input: AdjustmentRequest,
): Promise<AdminAdjustmentRow | undefined> {
  const earlier = await ctx.store.db
    .selectFrom('player_adjustments')
    .select(['id', 'user_id', 'direction', 'amount_minor'])
    .where('request_key', '=', key)
    .executeTakeFirst();
  if (!earlier) return undefined;
  if (
    earlier.user_id !== input.userId ||
    earlier.direction !== input.direction ||
    earlier.amount_minor !== input.amountMinor
  ) {
    throw new DomainError('admin_request_key_reused');
  }
  return answerOf(ctx, earlier.id);
}

/**
 * The adjustment's row, and either its audit as a request waiting for approval (above the
 * threshold) or its posting now with the audit of the post. Answers its id.
 */
async function recordAdjustment(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  input: AdjustmentRequest,
  key: string,
): Promise<number> {
  const threshold = await adjustThreshold(tx);
  const needsApproval = input.amountMinor > threshold;
  const now = ctx.clock.now();
  const inserted = await tx
    .insertInto('player_adjustments')
    .values({
      user_id: input.userId,
      direction: input.direction,
      amount_minor: input.amountMinor,
      reason: input.reason,
      state: 'pending',
      request_key: key,
      requested_by: actor.operatorId,
      decided_by: null,
      decided_at: null,
      transfer_id: null,
      created_at: now,
    })
    .returning([...COLUMNS])
    .executeTakeFirstOrThrow();
  const detail = {
    user_id: input.userId,
    direction: input.direction,
    amount: formatMinor(input.amountMinor),
    reason: input.reason,
    threshold: formatMinor(threshold),
  };
  if (needsApproval) {
    await recordAudit(ctx, tx, actor, 'adjustment.request', `adjustment:${inserted.id}`, {
      ...detail,
      after: { state: 'pending' },
    });
    return inserted.id;
  }
  const transferId = await post(ctx, tx, inserted);
  await tx
    .updateTable('player_adjustments')
    .set({
      state: 'posted',
      decided_by: actor.operatorId,
      decided_at: now,
      transfer_id: transferId,
    })
    .where('id', '=', inserted.id)
    .execute();
  await recordAudit(ctx, tx, actor, 'adjustment.post', `adjustment:${inserted.id}`, {
    ...detail,
    transfer_id: transferId,
    after: { state: 'posted' },
  });
  return inserted.id;
}

/**
 * A second operator's decision on a pending adjustment. Approval posts it (the requester may not
 * approve their own); refusal never posts (the requester may withdraw their own). The first
 * decision wins: any other answers 409 and moves nothing. A debit the wallet no longer covers is
 * refused with 422 and stays pending.
 */
export async function reviewAdjustment(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; approve: boolean; remark: string },
): Promise<AdminAdjustmentRow> {
  await inTransaction(ctx.store, async (tx) => {
    let read = tx
      .selectFrom('player_adjustments')
      .select([...COLUMNS])
      .where('id', '=', input.id);
    if (ctx.store.dialect === 'postgres') read = read.forUpdate();
    const row = await read.executeTakeFirst();
    if (!row) throw new DomainError('admin_adjustment_not_found');
    if (row.state !== 'pending') throw new DomainError('admin_adjustment_decided');
    if (input.approve && row.requested_by === actor.operatorId) {
      throw new DomainError('admin_adjust_self_approve');
    }
    const now = ctx.clock.now();
    const next = input.approve ? 'posted' : 'refused';
    const changed = await tx
      .updateTable('player_adjustments')
      .set({ state: next, decided_by: actor.operatorId, decided_at: now, remark: input.remark })
      .where('id', '=', row.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (changed.numUpdatedRows !== 1n) throw new DomainError('admin_adjustment_decided');
    let transferId: number | null = null;
    if (input.approve) {
      transferId = await post(ctx, tx, row);
      await tx
        .updateTable('player_adjustments')
        .set({ transfer_id: transferId })
        .where('id', '=', row.id)
        .execute();
    }
    await recordAudit(
      ctx,
      tx,
      actor,
      input.approve ? 'adjustment.approve' : 'adjustment.refuse',
      `adjustment:${row.id}`,
      {
        user_id: row.user_id,
        direction: row.direction,
        amount: formatMinor(row.amount_minor),
        requested_by: row.requested_by,
        remark: input.remark,
        transfer_id: transferId,
        before: { state: 'pending' },
        after: { state: next },
      },
    );
  });
  return answerOf(ctx, input.id);
}

/** Adjustments newest first, by state and player when given, with the threshold. */
export async function listAdjustments(
  ctx: AppContext,
  query: { page: number; state?: AdjustmentState | undefined; userId?: number | undefined },
): Promise<Page<AdminAdjustmentRow> & { threshold: string }> {
  const size = PLAYERS_ADMIN_LIMITS.pageSize;
  let rows = ctx.store.db.selectFrom('player_adjustments').select([...COLUMNS]);
  let count = ctx.store.db
    .selectFrom('player_adjustments')
    .select((eb) => eb.fn.countAll<number>().as('n'));
  if (query.state !== undefined) {
    rows = rows.where('state', '=', query.state);
    count = count.where('state', '=', query.state);
  }
  if (query.userId !== undefined) {
    rows = rows.where('user_id', '=', query.userId);
    count = count.where('user_id', '=', query.userId);
  }
  const [found, counted, threshold] = await Promise.all([
    rows
      .orderBy('id', 'desc')
      .limit(size)
      .offset((query.page - 1) * size)
      .execute(),
    count.executeTakeFirstOrThrow(),
    adjustThreshold(ctx.store.db),
  ]);
  return {
    ...pageOf(await rowsToAnswers(ctx, found), Number(counted.n), query.page, size),
    threshold: formatMinor(threshold),
  };
}

/** How many adjustments of this player wait for a second operator. */
export async function pendingAdjustmentsOf(store: Store, userId: number): Promise<number> {
  const row = await store.db
    .selectFrom('player_adjustments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
