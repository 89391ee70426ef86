import { fillMessage, MSG } from '@app/contract/messages';
import { formatMinor } from '@app/contract/money';
import type { RebateCategory } from '@app/contract/rewards';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { beijingDate } from '../../platform/time.ts';
import { sendInbox } from '../inbox/index.ts';
import { validBetsByPlatform } from '../bets/index.ts';
import { venueCategoriesOf } from '../venues/index.ts';
import { levelOf, levelOnDay, readLevels, type Level } from '../vip/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Bets of the lottery rooms are recorded under this platname (bets module, lottery module). */
export const LOTTERY_PLATNAME = 'lottery';

/** A venue's category (venues module) -> the VIP table's rebate category. */
const CATEGORY_OF_VENUE: Record<string, RebateCategory> = {
  live: 'realperson',
  sports: 'sport',
  esports: 'e_sport',
  chess: 'joker',
  slots: 'electron',
  fishing: 'electron',
};

/** The rebate category of each platform; unknown categories rebate as slots (electron). */
export async function categoriesOf(ctx: AppContext): Promise<(platname: string) => RebateCategory> {
  const venues = await venueCategoriesOf(ctx);
  return (platname) =>
    platname === LOTTERY_PLATNAME
      ? 'lottery'
      : (CATEGORY_OF_VENUE[venues.get(platname) ?? ''] ?? 'electron');
}

/** valid × percent, in fen, rounded down (basis points: 80 = 0.80 %). */
export function rebateOf(validMinor: bigint, rateBp: number): bigint {
  return (validMinor * BigInt(rateBp)) / 10_000n;
}

/** Epoch ms of 00:00 Beijing of the day "YYYY-MM-DD". */
export function dayStartOf(day: string): number {
  return Date.parse(`${day}T00:00:00+08:00`);
}

export function previousDay(day: string): string {
  return beijingDate(dayStartOf(day) - DAY_MS);
}

export interface Accrual {
  userId: number;
  platname: string;
  category: RebateCategory;
  validMinor: bigint;
  rateBp: number;
  amountMinor: bigint;
}

/**
 * The accruals of one Beijing day (or of the part of it before `until`): valid bets of settled
 * records per (player, platform), times the player's VIP percent for the platform's category,
 * rounded down — per (player, platform, day), not per bet. Only `userId`'s when given.
 */
export async function accrualsOf(
  ctx: AppContext,
  day: string,
  options: { userId?: number; until?: number } = {},
): Promise<Accrual[]> {
  const from = dayStartOf(day);
  const to = Math.min(from + DAY_MS, options.until ?? Number.MAX_SAFE_INTEGER);
  const [sums, categoryOf, levels] = await Promise.all([
    validBetsByPlatform(ctx, from, to, options.userId),
    categoriesOf(ctx),
    readLevels(ctx.store.db),
  ]);
  const levelByUser = new Map<number, Level>();
  const accruals: Accrual[] = [];
  for (const sum of sums) {
    let level = levelByUser.get(sum.user_id);
    if (!level) {
      // The level held that day, not one a promotion gave the morning after.
      level = levelOf(levels, await levelOnDay(ctx, sum.user_id, day));
      levelByUser.set(sum.user_id, level);
    }
    const category = categoryOf(sum.platname);
    const rateBp = level.rateBp[category];
    accruals.push({
      userId: sum.user_id,
      platname: sum.platname,
      category,
      validMinor: sum.valid_minor,
      rateBp,
      amountMinor: rebateOf(sum.valid_minor, rateBp),
    });
  }
  return accruals;
}

/** Rows written per transaction by the settlement (a player's rows are never split). */
const SETTLE_ROWS_PER_TRANSACTION = 200;

/**
 * Settles the accruals of `day` into claimable rebate rows (state 0). Idempotent: a row per
 * (player, platform, day) is inserted only when missing, and the day is recorded as settled.
 * Accruals that round down to 0 fen make no row. Each player's rows of the day are written in one
 * transaction with ONE inbox message telling them the total is ready to claim; a rerun inserts
 * nothing and so sends nothing.
 */
export async function settleDay(ctx: AppContext, day: string): Promise<{ rows: number }> {
  const now = ctx.clock.now();
  const accruals = (await accrualsOf(ctx, day)).filter((a) => a.amountMinor > 0n);
  const byPlayer = new Map<number, Accrual[]>();
  for (const a of accruals) byPlayer.set(a.userId, [...(byPlayer.get(a.userId) ?? []), a]);
  // Batches of whole players, about SETTLE_ROWS_PER_TRANSACTION rows each.
  const batches: Accrual[][] = [];
  let batch: Accrual[] = [];
  for (const rowsOfPlayer of byPlayer.values()) {
    if (batch.length > 0 && batch.length + rowsOfPlayer.length > SETTLE_ROWS_PER_TRANSACTION) {
      batches.push(batch);
      batch = [];
    }
    batch.push(...rowsOfPlayer);
  }
  if (batch.length > 0) batches.push(batch);

  let rows = 0;
  for (const chunk of batches) {
    rows += await inTransaction(ctx.store, async (tx) => {
      const inserted = await tx
        .insertInto('rebates')
        .values(
          chunk.map((a) => ({
            user_id: a.userId,
            platname: a.platname,
            category: a.category,
            day,
            valid_minor: a.validMinor,
            rate_bp: a.rateBp,
            amount_minor: a.amountMinor,
            state: 0,
            claim_id: null,
            claimed_at: null,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'platname', 'day']).doNothing())
        .returning(['user_id', 'amount_minor'])
        .execute();
      const readyByPlayer = new Map<number, bigint>();
      for (const row of inserted) {
        readyByPlayer.set(row.user_id, (readyByPlayer.get(row.user_id) ?? 0n) + row.amount_minor);
      }
      for (const [userId, amountMinor] of readyByPlayer) {
        await sendInbox(ctx, tx, {
          userId,
          kind: 'rebate',
          title: MSG.inboxRebateReadyTitle,
          content: fillMessage(MSG.inboxRebateReady, { day, amount: formatMinor(amountMinor) }),
        });
      }
      return inserted.length;
    });
  }
  await ctx.store.db
    .insertInto('rebate_days')
    .values({ day, rows: accruals.length, settled_at: now })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  return { rows };
}

/** The latest settled day ('' when none). */
export async function lastSettledDay(ctx: AppContext): Promise<string> {
  const row = await ctx.store.db
    .selectFrom('rebate_days')
    .select((eb) => eb.fn.max('day').as('day'))
    .executeTakeFirst();
  return row?.day ?? '';
}
