import { randomBytes } from 'node:crypto';
import type { LotteryExtend, LotteryOpen } from '@app/contract/lottery';
import { ballView, sumView } from '@app/domain/lottery/attributes';
import { commitOf, drawNumbers } from '@app/domain/lottery/draw';
import type { Issue } from '@app/domain/lottery/schedule';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import type { LotteryDrawsTable } from './tables.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { formatBeijing } from '../../platform/time.ts';
import type { Lottery } from './catalogue.ts';
import { beaconFor, fetchBeacon, type Beacon } from './beacon.ts';

/**
 * Each issue's draw (DESIGN §9, domain/lottery.md "Provably fair draws"): a row per (lottery,
 * issue) holding the commitment published before betting, the seed (revealed only after the
 * draw) and, once drawn, the numbers. A draw belongs to the lottery: every room shows it.
 */

const DRAW_COLUMNS = [
  'lottery_id',
  'expect',
  'seed',
  'commitment',
  'beacon_round',
  'beacon',
  'numbers',
  'seal_at',
  'draw_at',
  'drawn_at',
] as const;

export type DrawRow = Pick<LotteryDrawsTable, (typeof DRAW_COLUMNS)[number]>;

export async function findDraw(
  db: AppContext['store']['db'] | Tx,
  lotteryId: number,
  expect: string,
): Promise<DrawRow | undefined> {
  return db
    .selectFrom('lottery_draws')
    .select(DRAW_COLUMNS)
    .where('lottery_id', '=', lotteryId)
    .where('expect', '=', expect)
    .executeTakeFirst();
}

/**
 * The issue's draw row, made with a fresh seed and its commitment when missing (insert if
 * missing: on several nodes the first insert wins and everyone reads that one).
 */
export async function ensureDraw(
  ctx: AppContext,
  db: Tx | undefined,
  lottery: Lottery,
  issue: Issue,
): Promise<DrawRow> {
  const run = async (tx: Tx): Promise<DrawRow> => {
    const found = await findDraw(tx, lottery.id, issue.expect);
    if (found) return found;
    const seed = randomBytes(32).toString('hex');
    const beacon: Beacon = beaconFor(ctx.config.lotteryBeacon, issue);
    await tx
      .insertInto('lottery_draws')
      .values({
        lottery_id: lottery.id,
        expect: issue.expect,
        seed,
        commitment: await commitOf(seed),
        beacon_round: beacon.round,
        beacon: '',
        numbers: '',
        seal_at: issue.sealAt,
        draw_at: issue.drawAt,
        drawn_at: null,
        created_at: ctx.clock.now(),
      })
      .onConflict((oc) => oc.columns(['lottery_id', 'expect']).doNothing())
      .execute();
    const row = await findDraw(tx, lottery.id, issue.expect);
    if (!row) throw new Error(`draw ${lottery.code}:${issue.expect} missing after insert`);
    return row;
  };
  if (db) return run(db);
  // Once made, a draw row is only read: a room load (every player of a room right after a draw)
  // finds it without taking SQLite's write lock (a transaction holds the one connection).
  const existing = await findDraw(ctx.store.db, lottery.id, issue.expect);
  if (existing) return existing;
  try {
    return await inTransaction(ctx.store, run);
  } catch (error) {
    // Another node's insert won between our read and write (SQLite's IMMEDIATE never gets here).
    if (!isUniqueViolation(error)) throw error;
    const row = await findDraw(ctx.store.db, lottery.id, issue.expect);
    if (!row) throw error;
    return row;
  }
}

export function numbersOf(row: Pick<DrawRow, 'numbers'>): number[] {
  return row.numbers === '' ? [] : row.numbers.split(',').map(Number);
}

/** How a draw is shown: seven balls with colour, 生肖 and 五行; or `a+b+c=total`. */
export function extendOf(
  lottery: Pick<Lottery, 'type'>,
  numbers: number[],
  drawAt: number,
): LotteryExtend {
  if (lottery.type === 1) return numbers.map((n) => ballView(n, drawAt));
  return sumView(numbers);
}

export function openEntry(lottery: Lottery, row: DrawRow): LotteryOpen {
  return {
    expect: row.expect,
    opentime2: formatBeijing(row.draw_at),
    extend: extendOf(lottery, numbersOf(row), row.draw_at),
  };
}

/** The lottery's latest drawn issues, newest first. */
export async function latestDraws(
  ctx: AppContext,
  lotteryId: number,
  limit: number,
): Promise<DrawRow[]> {
  return ctx.store.db
    .selectFrom('lottery_draws')
    .select(DRAW_COLUMNS)
    .where('lottery_id', '=', lotteryId)
    .where('numbers', '!=', '')
    .orderBy('draw_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Draws every committed issue of the lottery whose draw time has come, oldest first, each with its
 * own committed seed (and the beacon round fixed with it); a drawn issue is never drawn again.
 * Answers the issues drawn by this call.
 */
export async function drawDue(
  ctx: AppContext,
  lottery: Lottery,
  now: number,
  /** Runs in each draw's transaction (the settlements are scheduled there). */
  afterDraw: (tx: Tx, expect: string) => Promise<void>,
): Promise<DrawRow[]> {
  const due = await ctx.store.db
    .selectFrom('lottery_draws')
    .select(DRAW_COLUMNS)
    .where('lottery_id', '=', lottery.id)
    .where('numbers', '=', '')
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .limit(500)
    .execute();
  const drawn: DrawRow[] = [];
  for (const row of due) {
    const beacon = await resolveBeacon(ctx, row);
    const numbers = await drawNumbers({
      type: lottery.type,
      seedHex: row.seed,
      lottery: lottery.code,
      expect: row.expect,
      beacon,
    });
    const updated = await inTransaction(ctx.store, async (tx) => {
      const result = await tx
        .updateTable('lottery_draws')
        .set({ numbers: numbers.join(','), beacon, drawn_at: now })
        .where('lottery_id', '=', lottery.id)
        .where('expect', '=', row.expect)
        .where('numbers', '=', '')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await afterDraw(tx, row.expect);
      return true;
    });
    if (updated) drawn.push({ ...row, numbers: numbers.join(','), beacon, drawn_at: now });
  }
  return drawn;
}

/** The beacon's randomness for a draw: '' without a beacon round. */
async function resolveBeacon(ctx: AppContext, row: DrawRow): Promise<string> {
  if (row.beacon_round === null) return '';
  return fetchBeacon(ctx, row.beacon_round);
}
