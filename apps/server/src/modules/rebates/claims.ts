import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { creditFromHouse, playerBalance } from '../ledger/index.ts';
import { beijingDate } from '../../platform/time.ts';
import { validBetsSince } from '../bets/index.ts';
import { lockUser } from '../users/index.ts';
import { rebateClaimKey } from './ledger-keys.ts';

/** The ledger transfer kind of a rebate payout (the player's claim or the auto-wash). */
export const REBATE_TRANSFER_KIND = 'rebate';

export interface ClaimResult {
  claimId: number;
  amountMinor: bigint;
  rows: number;
}

/**
 * Claims every claimable rebate of the player (only those settled before `settledBefore` when
 * given: the auto-wash) in ONE transaction: the player is locked, a claim row is made, every
 * rebate row still in state 0 moves to state 1 under that claim (a conditional UPDATE: a row is
 * claimed once, whoever comes second finds none), and their sum is paid in one ledger transfer
 * from the rebates house account, keyed by the claim. Answers null when nothing is claimable.
 */
export async function claimRebates(
  ctx: AppContext,
  userId: number,
  options: { bySystem: boolean; settledBefore?: number },
): Promise<ClaimResult | null> {
  const now = ctx.clock.now();
  return inTransaction(ctx.store, async (tx): Promise<ClaimResult | null> => {
    await lockUser(ctx.store, tx, userId);
    const claim = await tx
      .insertInto('rebate_claims')
      .values({
        user_id: userId,
        amount_minor: 0n,
        rows: 0,
        by_system: options.bySystem ? 1 : 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let update = tx
      .updateTable('rebates')
      .set({ state: 1, claim_id: claim.id, claimed_at: now })
      .where('user_id', '=', userId)
      .where('state', '=', 0);
    if (options.settledBefore !== undefined) {
      update = update.where('created_at', '<', options.settledBefore);
    }
    const rows = await update.returning('amount_minor').execute();
    const amountMinor = rows.reduce((sum, row) => sum + row.amount_minor, 0n);
    if (amountMinor <= 0n) {
      // Nothing to claim: the claim row goes too.
      await tx.deleteFrom('rebate_claims').where('id', '=', claim.id).execute();
      return null;
    }
    await tx
      .updateTable('rebate_claims')
      .set({ amount_minor: amountMinor, rows: rows.length })
      .where('id', '=', claim.id)
      .execute();
    await creditFromHouse(ctx, tx, {
      userId,
      purpose: 'rebates',
      amountMinor,
      key: rebateClaimKey(claim.id),
      kind: REBATE_TRANSFER_KIND,
    });
    return { claimId: claim.id, amountMinor, rows: rows.length };
  });
}

/** POST /api/dofanshui: the claim, and the wallet balance after it. */
export async function claimForPlayer(ctx: AppContext, userId: number) {
  const result = await claimRebates(ctx, userId, { bySystem: false });
  if (result === null) throw new DomainError('rebate_nothing');
  return { ...result, balanceMinor: await playerBalance(ctx.store, userId) };
}

/**
 * The auto-wash (spec part 2 §9: "amounts not cleared are auto-washed from 5:00 the next day"):
 * rebates settled before today (Beijing) and still unclaimed are paid to their players, each
 * player's in one claim marked as the system's. Safe to run twice: a claimed row is not claimable.
 */
export async function autoWash(
  ctx: AppContext,
  todayStart: number,
  signal?: AbortSignal,
): Promise<{ players: number; amountMinor: bigint }> {
  let players = 0;
  let amountMinor = 0n;
  for (let after = 0; ;) {
    const users = await ctx.store.db
      .selectFrom('rebates')
      .select('user_id')
      .distinct()
      .where('state', '=', 0)
      .where('created_at', '<', todayStart)
      .where('user_id', '>', after)
      .orderBy('user_id')
      .limit(200)
      .execute();
    if (users.length === 0) break;
    after = users[users.length - 1]!.user_id;
    for (const { user_id } of users) {
      const result = await claimRebates(ctx, user_id, {
        bySystem: true,
        settledBefore: todayStart,
      });
      // null: the player claimed it meanwhile.
      if (result === null) continue;
      players += 1;
      amountMinor += result.amountMinor;
    }
    signal?.throwIfAborted();
  }
  return { players, amountMinor };
}

/**
 * The withdrawal turnover a claimed rebate still requires (1×, spec part 1 §2 VIP: "withdrawable
 * with 1x turnover"): the rebates the player received (claimed by them or the auto-wash) since
 * `sinceMs` (the last paid withdrawal), less the valid bets placed since the first of those
 * claims; never below zero. Registered into the wallet's requirement (see CONTEXT.md).
 */
export async function rebateTurnoverOwed(
  ctx: AppContext,
  userId: number,
  sinceMs: number,
): Promise<bigint> {
  const row = await ctx.store.db
    .selectFrom('rebate_claims')
    .select([
      sql<bigint>`coalesce(sum(amount_minor), 0)`.as('sum_minor'),
      sql<number | null>`min(created_at)`.as('first_at'),
    ])
    .where('user_id', '=', userId)
    .where('created_at', '>=', sinceMs)
    .executeTakeFirstOrThrow();
  const received = row.sum_minor;
  if (received <= 0n || row.first_at === null) return 0n;
  const owed = received - (await validBetsSince(ctx, userId, Number(row.first_at)));
  return owed > 0n ? owed : 0n;
}

/**
 * Rebates claimed on bets of Beijing days from `sinceMs` on (one platform when given): the bet
 * records' statistics (total_rebate_amount) through the bets module's registry.
 */
export async function claimedOnBetsSince(
  ctx: AppContext,
  userId: number,
  sinceMs: number,
  platname: string,
): Promise<bigint> {
  let query = ctx.store.db
    .selectFrom('rebates')
    .select(sql<bigint>`coalesce(sum(amount_minor), 0)`.as('sum_minor'))
    .where('user_id', '=', userId)
    .where('state', '=', 1)
    .where('day', '>=', beijingDate(sinceMs));
  if (platname !== '') query = query.where('platname', '=', platname);
  const row = await query.executeTakeFirstOrThrow();
  return row.sum_minor;
}
