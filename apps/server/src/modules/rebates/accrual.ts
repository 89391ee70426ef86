import { fillMessage, MSG } from '@app/contract/messages';
import { formatMinor } from '@app/contract/money';
import { CATEGORY } from '@app/contract/games';
import type { RebateCategory } from '@app/contract/rewards';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { beijingDate } from '../../platform/time.ts';
import { sendInbox } from '../inbox/index.ts';
import { validBetsByGame } from '../bets/index.ts';
import { gameCategoriesOf, gameKey } from '../games/index.ts';
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

/** A catalogue category's code (`CATEGORY` of the contract) -> the rebate category. */
const CATEGORY_OF_CATALOGUE: Record<number, RebateCategory> = {
  [CATEGORY.live]: 'realperson',
  [CATEGORY.chess]: 'joker',
  [CATEGORY.slots]: 'electron',
  [CATEGORY.sports]: 'sport',
  [CATEGORY.fishing]: 'electron',
  [CATEGORY.esports]: 'e_sport',
  [CATEGORY.lottery]: 'lottery',
};

/** The rebate category of each platform; unknown categories rebate as slots (electron). */
export async function categoriesOf(ctx: AppContext): Promise<(platname: string) => RebateCategory> {
  const venues = await venueCategoriesOf(ctx);
  return (platname) =>
    platname === LOTTERY_PLATNAME
      ? 'lottery'
      : (CATEGORY_OF_VENUE[venues.get(platname) ?? ''] ?? 'electron');
}

/** How the rebate category of a bet is found (`gameCategoriesFor`). */
export interface GameCategories {
  /** The category of a bet on (platform, game code). */
  of(platname: string, gameCode: string): RebateCategory;
  /** The platform's own category (the fallback; the venue's category). */
  ofPlatform(platname: string): RebateCategory;
  /** Whether the platform's games rebate in more than one category (the house venue). */
  mixed(platname: string): boolean;
}

/**
 * The rebate category of bets on these platforms: the category the games catalogue lists the
 * game under (its first entry outside 热门 and 大堂: the house venue's 体育 bets rebate as sport,
 * its slots as electron); a game the catalogue does not know takes its platform's category (the
 * venue's: every other venue as before). Our lottery rooms are always lottery.
 */
export async function gameCategoriesFor(
  ctx: AppContext,
  platnames: readonly string[],
): Promise<GameCategories> {
  const [ofPlatform, games] = await Promise.all([
    categoriesOf(ctx),
    gameCategoriesOf(ctx, platnames),
  ]);
  const ofGame = new Map<string, RebateCategory>();
  const byPlatform = new Map<string, Set<RebateCategory>>();
  for (const game of games) {
    const category = CATEGORY_OF_CATALOGUE[game.code];
    if (!category || game.platname === LOTTERY_PLATNAME) continue;
    ofGame.set(gameKey(game.platname, game.gameCode), category);
    const set = byPlatform.get(game.platname) ?? new Set<RebateCategory>();
    set.add(category);
    byPlatform.set(game.platname, set);
  }
  return {
    of: (platname, gameCode) => ofGame.get(gameKey(platname, gameCode)) ?? ofPlatform(platname),
    ofPlatform,
    mixed: (platname) => {
      const set = new Set(byPlatform.get(platname));
      set.add(ofPlatform(platname));
      return set.size > 1;
    },
  };
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
 * records per (player, platform, rebate category of the game), times the player's VIP percent for
 * that category, rounded down — per (player, platform, category, day), not per bet. Only
 * `userId`'s when given.
 */
export async function accrualsOf(
  ctx: AppContext,
  day: string,
  options: { userId?: number; until?: number } = {},
): Promise<Accrual[]> {
  const from = dayStartOf(day);
  const to = Math.min(from + DAY_MS, options.until ?? Number.MAX_SAFE_INTEGER);
  const [sums, levels] = await Promise.all([
    validBetsByGame(ctx, from, to, options.userId),
    readLevels(ctx.store.db),
  ]);
  const categories = await gameCategoriesFor(ctx, [...new Set(sums.map((s) => s.platname))]);
  // Σ valid per (player, platform, category), in the order of the sums (player, platform).
  const grouped = new Map<
    string,
    { userId: number; platname: string; category: RebateCategory; validMinor: bigint }
  >();
  for (const sum of sums) {
    const category = categories.of(sum.platname, sum.game_code);
    const key = `${sum.user_id}\u0000${sum.platname}\u0000${category}`;
    const group = grouped.get(key);
    if (group) group.validMinor += sum.valid_minor;
    else
      grouped.set(key, {
        userId: sum.user_id,
        platname: sum.platname,
        category,
        validMinor: sum.valid_minor,
      });
  }
  const levelByUser = new Map<number, Level>();
  const accruals: Accrual[] = [];
  for (const group of grouped.values()) {
    let level = levelByUser.get(group.userId);
    if (!level) {
      // The level held that day, not one a promotion gave the morning after.
      level = levelOf(levels, await levelOnDay(ctx, group.userId, day));
      levelByUser.set(group.userId, level);
    }
    const rateBp = level.rateBp[group.category];
    accruals.push({ ...group, rateBp, amountMinor: rebateOf(group.validMinor, rateBp) });
  }
  return accruals;
}

/** Rows written per transaction by the settlement (a player's rows are never split). */
const SETTLE_ROWS_PER_TRANSACTION = 200;

/**
 * Settles the accruals of `day` into claimable rebate rows (state 0). Idempotent: a row per
 * (player, platform, category, day) is inserted only when missing, and the day is recorded as settled.
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
        .onConflict((oc) => oc.columns(['user_id', 'platname', 'category', 'day']).doNothing())
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
