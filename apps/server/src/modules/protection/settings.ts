import {
  EXCLUSION_TERM_MONTHS,
  PROTECTION_RAISE_DELAY_MS,
  type ExclusionTerm,
  type LimitKind,
  type LimitPeriod,
} from '@app/contract/protection';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { Tx } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { announcePlayBlocked, blockMessage, type PlayBlocked } from './blocks.ts';
import { activeBlock, LIMIT_COLUMN, lockProfile, type Profile } from './profile.ts';
import { addMonths } from '@app/domain/calendar';
import { untilText } from './usage.ts';

/**
 * Changing the settings (DESIGN §12). A limit made stricter (lower, or set where there was none)
 * is in force at once and drops a waiting raise of the same limit; made looser (higher, or
 * removed) it waits PROTECTION_RAISE_DELAY_MS as a pending change, then the player confirms it a
 * second time. A time-out or exclusion starts at once and can only be lengthened. An operator may
 * only make things stricter, with a reason, audited.
 */

/** A setting that waits on raises: a money limit or the session time limit. */
export type Field = `${LimitKind}:${LimitPeriod}` | 'session';

function currentOf(profile: Profile, field: Field): bigint | null {
  if (field === 'session') {
    return profile.session_minutes === null ? null : BigInt(profile.session_minutes);
  }
  return profile[LIMIT_COLUMN[field]];
}

/** Stricter: a value where there was none, or a lower one. */
function isStricter(current: bigint | null, next: bigint | null): boolean {
  if (next === null) return false;
  return current === null || next < current;
}

async function writeField(tx: Tx, userId: number, field: Field, value: bigint | null, now: number) {
  const set =
    field === 'session'
      ? { session_minutes: value === null ? null : Number(value) }
      : { [LIMIT_COLUMN[field]]: value };
  await tx
    .updateTable('protection_profiles')
    .set({ ...set, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

async function cancelPending(tx: Tx, userId: number, field: string, now: number) {
  await tx
    .updateTable('protection_changes')
    .set({ cancelled_at: now })
    .where('user_id', '=', userId)
    .where('field', '=', field)
    .where('applied_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
}

interface ChangeRow {
  userId: number;
  field: string;
  value: bigint | null;
  by: 'player' | 'operator';
  operatorId?: number;
  reason?: string;
  effectiveAt: number;
  applied: boolean;
  now: number;
}

async function recordChange(tx: Tx, c: ChangeRow): Promise<number> {
  const row = await tx
    .insertInto('protection_changes')
    .values({
      user_id: c.userId,
      field: c.field,
      value_minor: c.value,
      by_kind: c.by,
      operator_id: c.operatorId ?? null,
      reason: c.reason ?? '',
      effective_at: c.effectiveAt,
      applied_at: c.applied ? c.now : null,
      cancelled_at: null,
      created_at: c.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The player sets a limit: stricter at once, looser as a pending change. */
export async function playerSetLimit(
  ctx: AppContext,
  userId: number,
  field: Field,
  value: bigint | null,
): Promise<'applied' | 'pending' | 'unchanged'> {
  return inTransaction(ctx.store, async (tx) => {
    const now = ctx.clock.now();
    const profile = await lockProfile(tx, userId, now);
    const current = currentOf(profile, field);
    if (current === value) {
      await cancelPending(tx, userId, field, now);
      return 'unchanged';
    }
    await cancelPending(tx, userId, field, now);
    if (isStricter(current, value)) {
      await writeField(tx, userId, field, value, now);
      await recordChange(tx, {
        userId,
        field,
        value,
        by: 'player',
        effectiveAt: now,
        applied: true,
        now,
      });
      return 'applied';
    }
    await recordChange(tx, {
      userId,
      field,
      value,
      by: 'player',
      effectiveAt: now + PROTECTION_RAISE_DELAY_MS,
      applied: false,
      now,
    });
    return 'pending';
  });
}

/** The reality-check interval: a reminder, not a limit; any change is at once. */
export async function playerSetReality(ctx: AppContext, userId: number, minutes: number) {
  await inTransaction(ctx.store, async (tx) => {
    const now = ctx.clock.now();
    await lockProfile(tx, userId, now);
    await tx
      .updateTable('protection_profiles')
      .set({ reality_minutes: minutes, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
    await recordChange(tx, {
      userId,
      field: 'reality',
      value: BigInt(minutes),
      by: 'player',
      effectiveAt: now,
      applied: true,
      now,
    });
  });
}

/** The second confirmation of a waiting raise, once its wait is over. */
export async function playerConfirm(ctx: AppContext, userId: number, id: number): Promise<void> {
  await inTransaction(ctx.store, async (tx) => {
    const now = ctx.clock.now();
    await lockProfile(tx, userId, now);
    const change = await openChange(tx, userId, id);
    if (change.effective_at > now) {
      throw new DomainError('protection_change_not_ready', {
        until: untilText(change.effective_at),
      });
    }
    await writeField(tx, userId, change.field as Field, change.value_minor, now);
    await tx
      .updateTable('protection_changes')
      .set({ applied_at: now })
      .where('id', '=', id)
      .execute();
  });
}

/** The player drops a waiting raise. */
export async function playerCancel(ctx: AppContext, userId: number, id: number): Promise<void> {
  await inTransaction(ctx.store, async (tx) => {
    const now = ctx.clock.now();
    await lockProfile(tx, userId, now);
    await openChange(tx, userId, id);
    await tx
      .updateTable('protection_changes')
      .set({ cancelled_at: now })
      .where('id', '=', id)
      .execute();
  });
}

async function openChange(tx: Tx, userId: number, id: number) {
  const change = await tx
    .selectFrom('protection_changes')
    .select(['id', 'field', 'value_minor', 'effective_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('applied_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!change) throw new DomainError('protection_change_invalid');
  return change;
}

/** When a block asked for now would end: a time-out in days, an exclusion by term (null: for good). */
export function blockEnd(
  now: number,
  block: { kind: 'timeout'; days: number } | { kind: 'exclusion'; term: ExclusionTerm },
): number | null {
  if (block.kind === 'timeout') return now + block.days * 24 * 3_600_000;
  if (block.term === 'forever') return null;
  return addMonths(now, EXCLUSION_TERM_MONTHS[block.term]);
}

/**
 * Starts a time-out or exclusion, or lengthens the one in force; never shortens one (an exclusion
 * is never replaced by a time-out ending sooner).
 */
async function startBlock(
  tx: Tx,
  profile: Profile,
  kind: 'timeout' | 'exclusion',
  until: number | null,
  by: 'player' | 'operator',
  now: number,
): Promise<PlayBlocked['message']> {
  const current = activeBlock(profile, now);
  if (current) {
    const shorter = current.until === null || (until !== null && until < current.until);
    if (shorter) throw new DomainError('protection_exclusion_shorter');
  }
  // An exclusion stays an exclusion when lengthened by a time-out.
  const keptKind = current?.kind === 'exclusion' ? 'exclusion' : kind;
  await tx
    .updateTable('protection_profiles')
    .set({
      block_kind: keptKind,
      block_until: until,
      block_by: by,
      play_started_at: null,
      play_last_at: null,
      updated_at: now,
    })
    .where('user_id', '=', profile.user_id)
    .execute();
  return blockMessage({ kind: keptKind, until });
}

export async function playerBlock(
  ctx: AppContext,
  userId: number,
  block: { kind: 'timeout'; days: number } | { kind: 'exclusion'; term: ExclusionTerm },
): Promise<void> {
  const message = await inTransaction(ctx.store, async (tx) => {
    const now = ctx.clock.now();
    const profile = await lockProfile(tx, userId, now);
    const until = blockEnd(now, block);
    const message = await startBlock(tx, profile, block.kind, until, 'player', now);
    await recordChange(tx, {
      userId,
      field: block.kind,
      value: until === null ? null : BigInt(until),
      by: 'player',
      effectiveAt: now,
      applied: true,
      now,
    });
    return message;
  });
  await announcePlayBlocked(ctx, { userId, message });
}

/**
 * The reality check's 退出游戏: the play session ends now. Once the session time limit is reached
 * the session stays as it is, so stopping cannot skip the break the limit asks for.
 */
export async function playerStop(ctx: AppContext, userId: number): Promise<void> {
  await inTransaction(ctx.store, async (tx) => {
    const now = ctx.clock.now();
    const profile = await lockProfile(tx, userId, now);
    const started = profile.play_started_at;
    if (
      profile.session_minutes !== null &&
      started !== null &&
      now - started >= profile.session_minutes * 60_000
    ) {
      return;
    }
    await tx
      .updateTable('protection_profiles')
      .set({ play_started_at: null, play_last_at: null })
      .where('user_id', '=', userId)
      .execute();
  });
}

/** An operator sets or lowers a money limit (never raises one), with a reason, audited. */
export async function operatorSetLimit(
  ctx: AppContext,
  actor: Actor,
  input: { userId: number; field: `${LimitKind}:${LimitPeriod}`; amount: bigint; reason: string },
): Promise<void> {
  await inTransaction(ctx.store, async (tx) => {
    const now = ctx.clock.now();
    const profile = await lockProfile(tx, input.userId, now);
    const current = currentOf(profile, input.field);
    if (current !== null && input.amount > current)
      throw new DomainError('protection_operator_raise');
    await cancelPending(tx, input.userId, input.field, now);
    await writeField(tx, input.userId, input.field, input.amount, now);
    await recordChange(tx, {
      userId: input.userId,
      field: input.field,
      value: input.amount,
      by: 'operator',
      operatorId: actor.operatorId,
      reason: input.reason,
      effectiveAt: now,
      applied: true,
      now,
    });
    await recordAudit(ctx, tx, actor, 'protection.limit', `user:${input.userId}`, {
      field: input.field,
      from: current === null ? null : current.toString(),
      to: input.amount.toString(),
      reason: input.reason,
    });
  });
}

/** An operator starts or lengthens a time-out or exclusion (never ends one early), audited. */
export async function operatorBlock(
  ctx: AppContext,
  actor: Actor,
  input: {
    userId: number;
    block: { kind: 'timeout'; days: number } | { kind: 'exclusion'; term: ExclusionTerm };
    reason: string;
  },
): Promise<void> {
  const message = await inTransaction(ctx.store, async (tx) => {
    const now = ctx.clock.now();
    const profile = await lockProfile(tx, input.userId, now);
    const until = blockEnd(now, input.block);
    const message = await startBlock(tx, profile, input.block.kind, until, 'operator', now);
    await recordChange(tx, {
      userId: input.userId,
      field: input.block.kind,
      value: until === null ? null : BigInt(until),
      by: 'operator',
      operatorId: actor.operatorId,
      reason: input.reason,
      effectiveAt: now,
      applied: true,
      now,
    });
    await recordAudit(ctx, tx, actor, `protection.${input.block.kind}`, `user:${input.userId}`, {
      until: until === null ? 'forever' : untilText(until),
      reason: input.reason,
    });
    return message;
  });
  await announcePlayBlocked(ctx, { userId: input.userId, message });
}
