import { formatMinor } from '@app/contract/money';
import {
  REBATE_CATEGORY_SHORT_NAMES,
  type RebateCategory,
  type RebateInfo,
  type RebateRecord,
  type RebateSummary,
} from '@app/contract/rewards';
import type { AppContext } from '../../platform/context.ts';
import { pageOf } from '../../platform/http/paging.ts';
import {
  beijingDate,
  beijingDayStart,
  formatBeijing,
  sinceForDateCode,
} from '../../platform/time.ts';
import { validBetsSince } from '../bets/index.ts';
import { venueNamesOf } from '../venues/index.ts';
import { formatPercent, levelOf, playerLevel, readLevels } from '../vip/index.ts';
import {
  accrualsOf,
  dayStartOf,
  gameCategoriesFor,
  lastSettledDay,
  LOTTERY_PLATNAME,
} from './accrual.ts';

/** Records per page of the rebate centre (the same as the other records). */
export const REBATE_PAGE_SIZE = 15;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Bonus deduction (彩流, flow reduced by bonuses): no bonus that reduces flow exists yet, so it is
 * 0, not an invented figure (as the bet records' reduced_loss); it becomes real with promotions.
 */
const BONUS_DEDUCTION_MINOR = 0n;

type RebateRow = {
  id: number;
  platname: string;
  category: string;
  day: string;
  valid_minor: bigint;
  rate_bp: number;
  amount_minor: bigint;
  state: number;
  created_at: number;
  claimed_at: number | null;
};

/**
 * The rows as the rebate centre shows them: one per (platform, category, day). A platform whose
 * games rebate in several categories (the house venue) names the category after its own name
 * (自营游戏·体育, 自营游戏·电子), so that its rows of one day can be told apart; any other
 * platform's rows are named as before (the venue's name, 彩票 for the lottery rooms).
 */
export async function recordsOf(ctx: AppContext, rows: RebateRow[]): Promise<RebateRecord[]> {
  const [names, categories] = await Promise.all([
    venueNamesOf(ctx),
    gameCategoriesFor(ctx, [...new Set(rows.map((row) => row.platname))]),
  ]);
  const nameOf = (row: RebateRow) => {
    const name =
      row.platname === LOTTERY_PLATNAME ? '彩票' : (names.get(row.platname) ?? row.platname);
    const short = REBATE_CATEGORY_SHORT_NAMES[row.category as RebateCategory];
    return categories.mixed(row.platname) && short ? `${name}·${short}` : name;
  };
  return rows.map((row) => ({
    id: row.id,
    gamename: nameOf(row),
    api_type: row.platname,
    valid_bet: formatMinor(row.valid_minor),
    rate: formatPercent(row.rate_bp),
    money: formatMinor(row.amount_minor),
    state: row.state,
    day: row.day,
    created_at: formatBeijing(row.created_at),
    updated_at: row.claimed_at === null ? '' : formatBeijing(row.claimed_at),
  }));
}

const ROW_COLUMNS = [
  'id',
  'platname',
  'category',
  'day',
  'valid_minor',
  'rate_bp',
  'amount_minor',
  'state',
  'created_at',
  'claimed_at',
] as const;

/** The player's rebate totals: claimable now (state 0) and claimed so far (state 1). */
export async function totalsOf(ctx: AppContext, userId: number) {
  const rows = await ctx.store.db
    .selectFrom('rebates')
    .select([
      'state',
      (eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_minor'), eb.val(0)).as('sum_minor'),
    ])
    .where('user_id', '=', userId)
    .groupBy('state')
    .execute();
  const of = (state: number) =>
    (rows.find((r) => r.state === state) as unknown as { sum_minor: bigint } | undefined)
      ?.sum_minor ?? 0n;
  return { claimableMinor: of(0), claimedMinor: of(1) };
}

/**
 * The rebate centre (POST /api/getfanshui {date, page, api_type, type}): the player's rebate rows
 * of the date range (by the Beijing day of the bets; 30 days when no date is sent), newest first,
 * on one platform when api_type is sent (all its categories), unclaimed (type 1) or claimed (type 2) only; and the
 * player's totals over all time: jisuan claimed, nojisuan claimable now.
 */
export async function rebateSummary(
  ctx: AppContext,
  userId: number,
  query: {
    date?: number | undefined;
    page?: number | undefined;
    api_type?: string | undefined;
    type?: number | undefined;
  },
): Promise<RebateSummary> {
  const page = query.page ?? 1;
  const since = beijingDate(sinceForDateCode(query.date ?? 4, ctx.clock.now()));
  let base = ctx.store.db
    .selectFrom('rebates')
    .where('user_id', '=', userId)
    .where('day', '>=', since);
  if (query.api_type) base = base.where('platname', '=', query.api_type);
  if (query.type === 1) base = base.where('state', '=', 0);
  if (query.type === 2) base = base.where('state', '=', 1);
  const [rows, count, totals] = await Promise.all([
    base
      .select([...ROW_COLUMNS])
      .orderBy('day', 'desc')
      .orderBy('id', 'desc')
      .limit(REBATE_PAGE_SIZE)
      .offset((page - 1) * REBATE_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    totalsOf(ctx, userId),
  ]);
  return {
    list: pageOf(await recordsOf(ctx, rows), Number(count.n), page, REBATE_PAGE_SIZE),
    jisuan: formatMinor(totals.claimedMinor),
    nojisuan: formatMinor(totals.claimableMinor),
  };
}

/**
 * The washcode page (POST /api/getfanshui {}): today's valid bets (dayliu), the turnover not yet
 * settled into rebates (daixi: valid bets since the day after the last settled day, today's
 * included), the bonus deduction (cailiu, 0.00 until bonuses exist), the rebate claimable now
 * (fanshui), and the player's level with its percent (joker, as the spec's page shows it).
 */
export async function rebateInfo(ctx: AppContext, userId: number): Promise<RebateInfo> {
  const now = ctx.clock.now();
  const todayStart = beijingDayStart(now);
  const settled = await lastSettledDay(ctx);
  // Unsettled turnover starts after the last settled day, but never earlier than yesterday.
  const unsettledFrom = Math.max(
    todayStart - DAY_MS,
    settled === '' ? 0 : dayStartOf(settled) + DAY_MS,
  );
  const [vip, levels, dayliu, daixi, totals, today] = await Promise.all([
    playerLevel(ctx.store, userId),
    readLevels(ctx.store.db),
    validBetsSince(ctx, userId, todayStart),
    validBetsSince(ctx, userId, Math.min(unsettledFrom, todayStart)),
    totalsOf(ctx, userId),
    accrualsOf(ctx, beijingDate(now), { userId, until: now + 1 }),
  ]);
  const level = levelOf(levels, vip);
  return {
    dayliu: formatMinor(dayliu),
    daixi: formatMinor(daixi),
    cailiu: formatMinor(BONUS_DEDUCTION_MINOR),
    fanshui: formatMinor(totals.claimableMinor),
    accrued: formatMinor(today.reduce((sum, accrual) => sum + accrual.amountMinor, 0n)),
    vip: level.level,
    vipname: level.vipname,
    joker: formatPercent(level.rateBp.joker),
  };
}

/** A player's rebate rows for the operator: the latest 100, newest first. */
export async function latestRows(ctx: AppContext, userId: number): Promise<RebateRecord[]> {
  const rows = await ctx.store.db
    .selectFrom('rebates')
    .select([...ROW_COLUMNS])
    .where('user_id', '=', userId)
    .orderBy('day', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return recordsOf(ctx, rows);
}
