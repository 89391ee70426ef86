import { sql } from 'kysely';
import {
  BET_STATUS,
  BET_STATUS_NAMES,
  type BetRecord,
  type BetRecordData,
  type BetStatistics,
} from '@app/contract/bets';
import { formatMinor } from '@app/contract/money';
import { defineAppState } from '../../platform/context.ts';
import { formatBeijing, sinceForDateCode } from '../../platform/time.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { gameKey, gameNamesOf } from '../games/index.ts';
import { venueNamesOf } from '../venues/index.ts';
import { OWN_PLATFORM_NAMES } from './own-bets.ts';
import type { BetContext } from './pull.ts';

/**
 * The player's bet records (spec part 2 §2 Records, §3 Bet record, §7 betrecord) and the valid
 * bets that feed turnover. Reads only what the puller stored (bets/pull.ts).
 */

/** Records per page of POST /api/betrecord: the same as the transaction records (gettransrecord). */
export const BET_RECORDS_PAGE_SIZE = 15;

/**
 * Flow reduced by bonuses (扣减流水). No bonus that reduces flow exists yet, so it is 0, not an
 * invented figure; it becomes real with the promotions issue.
 */
const REDUCED_LOSS_MINOR = 0n;
/**
 * Rebates paid on the bets of the filter (bets' Beijing days since the filter's start, the
 * platform when given). The rebates module comes after this one, so it registers the source
 * here while the app is built; without it (no rebates module) the figure is 0.
 */
export type RebateTotalSource = (
  ctx: BetContext,
  userId: number,
  sinceMs: number,
  platname: string,
) => Promise<bigint>;

const rebateTotal = defineAppState('bets.rebateTotal', () => ({
  source: undefined as RebateTotalSource | undefined,
}));

export function registerRebateTotal(ctx: BetContext, source: RebateTotalSource): void {
  rebateTotal(ctx).source = source;
}

export interface BetRecordQuery {
  /** Date code of spec part 2 §9: 1 today, 2 last 7 days, 3 last 15, 4 last 30 (Beijing days). */
  date: number;
  page: number;
  /** A venue's platname; '' for every venue. */
  api_type: string;
}

/**
 * One page of the player's bet records, newest bet first, and the statistics of every record the
 * filter keeps (all pages): valid bets count only for settled records.
 */
export async function betRecords(
  ctx: BetContext,
  userId: number,
  query: BetRecordQuery,
  now: number = ctx.clock.now(),
): Promise<BetRecordData> {
  const page = Math.max(1, Math.floor(query.page));
  const since = sinceForDateCode(query.date, now);
  let base = ctx.store.db
    .selectFrom('bet_records as b')
    .where('b.user_id', '=', userId)
    .where('b.bet_at', '>=', since);
  if (query.api_type !== '') base = base.where('b.platname', '=', query.api_type);

  const [rows, summary] = await Promise.all([
    base
      .select([
        'b.id',
        'b.bet_id',
        'b.platname',
        'b.game_code',
        'b.status',
        'b.bet_minor',
        'b.valid_bet_minor',
        'b.win_loss_minor',
        'b.bet_at',
        'b.created_at',
      ])
      .orderBy('b.bet_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(BET_RECORDS_PAGE_SIZE)
      .offset((page - 1) * BET_RECORDS_PAGE_SIZE)
      .execute(),
    base
      .select([
        sql<number>`count(*)`.as('n'),
        sql<bigint>`coalesce(sum(case when b.status = ${BET_STATUS.settled} then b.valid_bet_minor else 0 end), 0)`.as(
          'valid_minor',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);

  const [venueNames, gameNames, playedAt] = await Promise.all([
    venueNamesOf(ctx),
    gameNamesOf(ctx, rows),
    ctx.store.db
      .selectFrom('bet_records')
      .select('platname')
      .distinct()
      .where('user_id', '=', userId)
      .execute(),
  ]);
  const nameOf = (platname: string) =>
    venueNames.get(platname) ?? OWN_PLATFORM_NAMES.get(platname) ?? platname;
  const data: BetRecord[] = rows.map((row) => ({
    id: row.id,
    bet_id: row.bet_id,
    plays: gameNames.get(gameKey(row.platname, row.game_code)) ?? row.game_code,
    game_code: row.game_code,
    platform_type: row.platname,
    plat_name: nameOf(row.platname),
    status: row.status,
    status_name: BET_STATUS_NAMES[row.status] ?? '',
    bet_amount: formatMinor(row.bet_minor),
    valid_bet: formatMinor(row.valid_bet_minor),
    win_loss: formatMinor(row.win_loss_minor),
    bet_time: formatBeijing(row.bet_at),
    created_at: formatBeijing(row.created_at),
  }));

  const validMinor = summary.valid_minor;
  const rebateSource = rebateTotal(ctx).source;
  const rebateMinor = rebateSource ? await rebateSource(ctx, userId, since, query.api_type) : 0n;
  const statistics: BetStatistics = {
    total_valid_bets: formatMinor(validMinor),
    reduced_loss: formatMinor(REDUCED_LOSS_MINOR),
    wash_code_turnover: formatMinor(validMinor - REDUCED_LOSS_MINOR),
    total_rebate_amount: formatMinor(rebateMinor),
  };
  return {
    order: pageOf(data, Number(summary.n), page, BET_RECORDS_PAGE_SIZE),
    statistics,
    platforms: playedAt
      .map(({ platname }) => ({ platname, name: nameOf(platname) }))
      .sort((a, b) => a.platname.localeCompare(b.platname)),
  };
}

/** Valid bets of the player's settled records placed at or after `sinceMs` (turnover), in fen. */
export function validBetsSince(ctx: BetContext, userId: number, sinceMs: number): Promise<bigint> {
  return validBetsBetween(ctx, userId, sinceMs, Number.MAX_SAFE_INTEGER);
}

/** Valid bets of settled records, summed per player, platform and game. */
export interface ValidBetsByGame {
  user_id: number;
  platname: string;
  game_code: string;
  valid_minor: bigint;
}

/**
 * Valid bets of settled records placed in [fromMs, toMs), per player, platform and game code
 * (rebates: a bet takes its game's category); only `userId`'s when given. Voided (0) and
 * unsettled (2) records count nothing.
 */
export async function validBetsByGame(
  ctx: BetContext,
  fromMs: number,
  toMs: number,
  userId?: number,
): Promise<ValidBetsByGame[]> {
  let query = ctx.store.db
    .selectFrom('bet_records')
    .select([
      'user_id',
      'platname',
      'game_code',
      sql<bigint>`coalesce(sum(valid_bet_minor), 0)`.as('valid_minor'),
    ])
    .where('status', '=', BET_STATUS.settled)
    .where('bet_at', '>=', fromMs)
    .where('bet_at', '<', toMs);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query
    .groupBy(['user_id', 'platname', 'game_code'])
    .orderBy('user_id')
    .orderBy('platname')
    .orderBy('game_code')
    .execute();
}

/** Valid bets of the player's settled records placed in [fromMs, toMs), in fen. */
export async function validBetsBetween(
  ctx: BetContext,
  userId: number,
  fromMs: number,
  toMs: number,
): Promise<bigint> {
  const row = await ctx.store.db
    .selectFrom('bet_records')
    .select(sql<bigint>`coalesce(sum(valid_bet_minor), 0)`.as('valid_minor'))
    .where('user_id', '=', userId)
    .where('status', '=', BET_STATUS.settled)
    .where('bet_at', '>=', fromMs)
    .where('bet_at', '<', toMs)
    .executeTakeFirstOrThrow();
  return row.valid_minor;
}

/** Valid bets (fen) of each of these players' settled records, ever: a page at a time (VIP). */
export async function validBetsByUser(
  ctx: BetContext,
  userIds: readonly number[],
): Promise<Map<number, bigint>> {
  if (userIds.length === 0) return new Map();
  const rows = await ctx.store.db
    .selectFrom('bet_records')
    .select(['user_id', sql<bigint>`coalesce(sum(valid_bet_minor), 0)`.as('valid_minor')])
    .where('user_id', 'in', userIds)
    .where('status', '=', BET_STATUS.settled)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.valid_minor]));
}

/** A player's settled bets of a time range: valid bets and win/loss (the player's: + won). */
export interface BetTotals {
  validMinor: bigint;
  winLossMinor: bigint;
}

/**
 * Settled records placed in [fromMs, toMs), summed per player (agent commissions, invite figures);
 * only these players' when `userIds` is given. Players without such a record are absent.
 */
export async function betTotalsByUser(
  ctx: BetContext,
  fromMs: number,
  toMs: number,
  userIds?: readonly number[],
): Promise<Map<number, BetTotals>> {
  if (userIds && userIds.length === 0) return new Map();
  let query = ctx.store.db
    .selectFrom('bet_records')
    .select([
      'user_id',
      sql<bigint>`coalesce(sum(valid_bet_minor), 0)`.as('valid_minor'),
      sql<bigint>`coalesce(sum(win_loss_minor), 0)`.as('win_loss_minor'),
    ])
    .where('status', '=', BET_STATUS.settled)
    .where('bet_at', '>=', fromMs)
    .where('bet_at', '<', toMs);
  if (userIds) query = query.where('user_id', 'in', [...new Set(userIds)]);
  const rows = await query.groupBy('user_id').execute();
  return new Map(
    rows.map((row) => [
      row.user_id,
      { validMinor: row.valid_minor, winLossMinor: row.win_loss_minor },
    ]),
  );
}
