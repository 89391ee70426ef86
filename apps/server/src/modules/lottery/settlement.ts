import { formatMinor } from '@app/contract/money';
import { settleLine, type DrawResult } from '@app/domain/lottery/settle';
import { netTurnover } from '@app/domain/lottery/turnover';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { settleBets, type SettledBet } from '../bets/index.ts';
import { moveWithHouse } from '../ledger/index.ts';
import { usernames } from '../users/index.ts';
import type { Lottery } from './catalogue.ts';
import { findDraw, numbersOf } from './draws.ts';
import { publishFeed, storeFeed, systemMessage } from './feed.ts';
import { LOTTERY_PLATNAME } from './lottery.seed.ts';
import { betIdOf } from './orders.ts';
import { lotteryPayoutKey } from './ledger-keys.ts';

/**
 * Settling a room's issue once its draw is known (spec part 1 §4 Lottery round): every line by
 * the pure rules (domain/lottery/settle), each player's winnings and refunds of the issue paid in
 * one ledger transfer from the lottery pool (keyed by room, issue and player, so a repeat pays
 * nothing), the bet records settled, and the settlement row written last. Work is done in
 * batches of whole players, each batch one transaction: an interrupted run resumes where it
 * stopped (the payouts already posted are found by their keys).
 */

/** Lines per transaction (whole players: a batch may run over to finish a player). */
const BATCH_LINES = 5_000;
/** Winners named one by one in the room's feed; beyond, one summary line. */
const WINNERS_ANNOUNCED = 20;

export interface SettlementReport {
  lines: number;
  stakeMinor: bigint;
  payoutMinor: bigint;
  winners: number;
  alreadySettled: boolean;
}

interface LineRow {
  id: number;
  order_id: number;
  line_no: number;
  user_id: number;
  play: string;
  picks: string;
  amount_minor: bigint;
  odds: string;
}

export async function settleIssue(
  ctx: AppContext,
  lottery: Lottery,
  roomId: number,
  expect: string,
  signal?: AbortSignal,
): Promise<SettlementReport> {
  const done = await settledBefore(ctx, roomId, expect);
  if (done) return done;
  const result = await drawResultOf(ctx, lottery, expect);
  const rows = await linesOfIssue(ctx, roomId, expect);
  const players = byPlayer(rows);

  let stakeMinor = 0n;
  let payoutMinor = 0n;
  const winners: Winner[] = [];
  let batch: PlayerPayout[] = [];
  let batchLines = 0;
  const now = ctx.clock.now();

  const flush = async () => {
    if (batch.length === 0) return;
    const work = batch;
    batch = [];
    batchLines = 0;
    await payBatch(ctx, lottery, roomId, expect, work);
  };

  for (const player of players) {
    signal?.throwIfAborted();
    const { issueStake, playerPayout, bets } = settlePlayer(result, lottery, player.lines);
    stakeMinor += issueStake;
    payoutMinor += playerPayout;
    if (playerPayout > issueStake)
      winners.push({ userId: player.userId, payoutMinor: playerPayout });
    batch.push({ userId: player.userId, payoutMinor: playerPayout, bets });
    batchLines += player.lines.length;
    if (batchLines >= BATCH_LINES) await flush();
  }
  await flush();

  const totals = { lines: rows.length, stakeMinor, payoutMinor };
  const feed = await recordSettlement(ctx, roomId, expect, totals, winners, now);
  await publishFeed(ctx, roomId, feed);
  return { ...totals, winners: winners.length, alreadySettled: false };
}

interface Winner {
  userId: number;
  payoutMinor: bigint;
}

interface PlayerPayout {
  userId: number;
  payoutMinor: bigint;
  bets: SettledBet[];
}

/** The report of an issue settled before (its settlement row), if it was. */
async function settledBefore(
  ctx: AppContext,
  roomId: number,
  expect: string,
): Promise<SettlementReport | undefined> {
  const done = await ctx.store.db
    .selectFrom('lottery_settlements')
    .select(['lines', 'stake_minor', 'payout_minor'])
    .where('room_id', '=', roomId)
    .where('expect', '=', expect)
    .executeTakeFirst();
  if (!done) return undefined;
  return {
    lines: done.lines,
    stakeMinor: done.stake_minor,
    payoutMinor: done.payout_minor,
    winners: 0,
    alreadySettled: true,
  };
}

/** The issue's draw as the rules read it; throws when it is not drawn yet. */
async function drawResultOf(
  ctx: AppContext,
  lottery: Lottery,
  expect: string,
): Promise<DrawResult> {
  const draw = await findDraw(ctx.store.db, lottery.id, expect);
  if (!draw || draw.numbers === '') throw new Error(`draw ${lottery.code}:${expect} not drawn yet`);
  return {
    type: lottery.type,
    numbers: numbersOf(draw),
    drawAtMs: draw.draw_at,
  };
}

/** The room's lines of the issue, by player and then as placed. */
function linesOfIssue(ctx: AppContext, roomId: number, expect: string): Promise<LineRow[]> {
  return ctx.store.db
    .selectFrom('lottery_bets')
    .select(['id', 'order_id', 'line_no', 'user_id', 'play', 'picks', 'amount_minor', 'odds'])
    .where('room_id', '=', roomId)
    .where('expect', '=', expect)
    .orderBy('user_id')
    .orderBy('id')
    .execute();
}

/** Players in order, each with all their lines of the issue. */
function byPlayer(rows: LineRow[]): { userId: number; lines: LineRow[] }[] {
  const players: { userId: number; lines: LineRow[] }[] = [];
  for (const row of rows) {
    const last = players[players.length - 1];
    if (last && last.userId === row.user_id) last.lines.push(row);
    else players.push({ userId: row.user_id, lines: [row] });
  }
  return players;
}

/** One player's lines of the issue settled by the rules: stake, payout and the bet records. */
function settlePlayer(
  result: DrawResult,
  lottery: Lottery,
  lines: LineRow[],
): { issueStake: bigint; playerPayout: bigint; bets: SettledBet[] } {
  const issueStake = lines.reduce((sum, line) => sum + line.amount_minor, 0n);
  let playerPayout = 0n;
  const bets: SettledBet[] = [];
  // Hedged lines (大 with 小, 单 with 双) count only their net exposure as turnover.
  const turnover = netTurnover(
    lines.map((line) => ({ play: line.play, amountMinor: line.amount_minor })),
  );
  for (const [index, line] of lines.entries()) {
    const outcome = settleLine(
      result,
      lottery.rules,
      {
        play: line.play,
        picks: line.picks === '' ? [] : line.picks.split(',').map(Number),
        amountMinor: line.amount_minor,
        odds: line.odds,
      },
      issueStake,
    );
    playerPayout += outcome.payoutMinor;
    bets.push({
      betId: betIdOf(line.order_id, line.line_no),
      status: 1,
      // A returned stake is no turnover.
      validMinor: outcome.status === 'refund' ? 0n : turnover[index]!,
      winLossMinor: outcome.payoutMinor - line.amount_minor,
    });
  }
  return { issueStake, playerPayout, bets };
}

/** One batch in one transaction: each player's payout from the pool, then their bet records. */
async function payBatch(
  ctx: AppContext,
  lottery: Lottery,
  roomId: number,
  expect: string,
  work: PlayerPayout[],
): Promise<void> {
  await inTransaction(ctx.store, async (tx) => {
    for (const player of work) {
      if (player.payoutMinor > 0n) {
        await moveWithHouse(ctx, tx, {
          userId: player.userId,
          purpose: 'lottery_pool',
          amountMinor: player.payoutMinor,
          key: lotteryPayoutKey(roomId, expect, player.userId),
          kind: 'lottery_payout',
          memo: `${lottery.code}:${expect}`,
        });
      }
    }
    await settleBets(
      tx,
      LOTTERY_PLATNAME,
      work.flatMap((player) => player.bets),
    );
  });
}

/**
 * The settlement row, written last; the node whose insert made it stores the win messages (the
 * biggest wins by name, then a count) and answers them for the room's feed.
 */
async function recordSettlement(
  ctx: AppContext,
  roomId: number,
  expect: string,
  totals: { lines: number; stakeMinor: bigint; payoutMinor: bigint },
  winners: Winner[],
  now: number,
) {
  return inTransaction(ctx.store, async (tx) => {
    const inserted = await tx
      .insertInto('lottery_settlements')
      .values({
        room_id: roomId,
        expect,
        lines: totals.lines,
        stake_minor: totals.stakeMinor,
        payout_minor: totals.payoutMinor,
        settled_at: now,
      })
      .onConflict((oc) => oc.columns(['room_id', 'expect']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0 || winners.length === 0) return [];
    winners.sort((a, b) =>
      b.payoutMinor > a.payoutMinor ? 1 : b.payoutMinor < a.payoutMinor ? -1 : 0,
    );
    const names = await usernames(
      tx,
      winners.slice(0, WINNERS_ANNOUNCED).map((w) => w.userId),
    );
    const messages = [];
    for (const winner of winners.slice(0, WINNERS_ANNOUNCED)) {
      messages.push(
        await storeFeed(
          tx,
          roomId,
          systemMessage(
            'win',
            `恭喜 ${maskName(names.get(winner.userId) ?? '')} 第${expect}期 中奖 ${formatMinor(winner.payoutMinor)}元`,
            now,
            { expect, user_id: winner.userId },
          ),
          now,
        ),
      );
    }
    if (winners.length > WINNERS_ANNOUNCED) {
      messages.push(
        await storeFeed(
          tx,
          roomId,
          systemMessage('win', `第${expect}期 共${winners.length}位玩家中奖`, now, { expect }),
          now,
        ),
      );
    }
    return messages;
  });
}

/** A name as other players see it in a win announcement: `de****01`. */
export function maskName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}****${name.slice(-2)}`;
}
