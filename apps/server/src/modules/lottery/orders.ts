import { admitStake } from '../protection/index.ts';
import { formatMinor } from '@app/contract/money';
import type { LotteryChatMessage, LotteryOrderData } from '@app/contract/lottery';
import { findPlay } from '@app/domain/lottery/plays';
import { decodePlayField, validateLine } from '@app/domain/lottery/bet-line';
import { currentIssue, issueByNumber } from '@app/domain/lottery/schedule';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { formatBeijing } from '../../platform/time.ts';
import { openBets } from '../bets/index.ts';
import { moveWithHouse, playerBalance } from '../ledger/index.ts';
import { findUser } from '../users/index.ts';
import { findRoom, oddsOf, type Lottery, type Room } from './catalogue.ts';
import { ensureDraw } from './draws.ts';
import { publishFeed, storeFeed } from './feed.ts';
import { LOTTERY_PLATNAME } from './lottery.seed.ts';
import { lotteryOrderKey } from './ledger-keys.ts';

/**
 * Bet orders (spec part 1 §3 Bet order, §7 lotteryOrder): the one place a lottery stake is
 * admitted (DESIGN §12: player protection hooks in here). All lines or none, in one transaction
 * with one ledger transfer from the wallet to the lottery pool; a repeat of the order id (or of
 * the Idempotency-Key) answers the first order and moves nothing.
 */

export interface OrderInput {
  roomId: number;
  expect: string;
  order: { id: string; total: bigint; data: [string, string, bigint][] };
}

/** A line checked against the room: the play, its picks, the odds it is taken at. */
interface AdmittedLine {
  label: string;
  play: string;
  picks: number[];
  amountMinor: bigint;
  odds: string;
}

const notFound = () => new DomainError('lottery_room_not_found');

/** The issue a bet may go to now, or the refusal that says why not. */
function assertOpenIssue(lottery: Lottery, expect: string, now: number) {
  const current = currentIssue(lottery.schedule, now);
  if (expect !== current.expect) {
    const asked = issueByNumber(lottery.schedule, expect);
    if (asked !== null && asked.drawAt > current.drawAt) {
      throw new DomainError('lottery_expect_future', { expect });
    }
    throw new DomainError('lottery_expect_past', { expect });
  }
  if (now < current.openAt) {
    throw new DomainError('lottery_not_open', {
      time: formatBeijing(current.openAt).slice(11, 16),
    });
  }
  if (now >= current.sealAt) throw new DomainError('lottery_sealed');
  return current;
}

/** Checks each line against the room's plays and per-bet limits, and the total against them. */
function admitLines(lottery: Lottery, room: Room, input: OrderInput): AdmittedLine[] {
  const lines: AdmittedLine[] = [];
  let sum = 0n;
  for (const [label, field, amountMinor] of input.order.data) {
    const decoded = decodePlayField(field);
    const play = decoded === null ? undefined : findPlay(lottery.type, decoded.id);
    if (decoded === null || play === undefined) {
      throw new DomainError('lottery_play_unknown', { label });
    }
    const reason = validateLine(lottery.type, play, decoded.picks);
    if (reason !== null) throw new DomainError('lottery_picks_invalid', { label, reason });
    if (amountMinor <= 0n) throw new DomainError('amount_invalid');
    if (amountMinor < room.limits.betMinMinor) {
      throw new DomainError('lottery_bet_min', { amount: formatMinor(room.limits.betMinMinor) });
    }
    if (amountMinor > room.limits.betMaxMinor) {
      throw new DomainError('lottery_bet_max', { amount: formatMinor(room.limits.betMaxMinor) });
    }
    sum += amountMinor;
    lines.push({
      label,
      play: decoded.id,
      picks: decoded.picks,
      amountMinor,
      odds: oddsOf(room, play.id, play.odds),
    });
  }
  if (sum !== input.order.total) throw new DomainError('lottery_total_mismatch');
  return lines;
}

const OPPOSITES: readonly [string, string][] = [
  ['big', 'small'],
  ['odd', 'even'],
  ['t_big', 't_small'],
  ['t_odd', 't_even'],
];
const COMBOS = ['big_odd', 'big_even', 'small_odd', 'small_even'];

/**
 * The room's stake limits per play and per issue, and its anti-abuse rules, over the player's
 * lines of the issue (those already placed and these). Read after the wallet is locked, so two
 * orders of one player are checked one after the other.
 */
async function assertIssueLimits(
  tx: Tx,
  room: Room,
  userId: number,
  expect: string,
  lines: AdmittedLine[],
): Promise<void> {
  const placed = await tx
    .selectFrom('lottery_bets')
    .select(['play', 'label', 'amount_minor'])
    .where('room_id', '=', room.id)
    .where('expect', '=', expect)
    .where('user_id', '=', userId)
    .execute();
  const byPlay = new Map<string, { label: string; minor: bigint }>();
  let issueMinor = 0n;
  for (const line of [
    ...placed.map((p) => ({ play: p.play, label: p.label, amountMinor: p.amount_minor })),
    ...lines,
  ]) {
    const entry = byPlay.get(line.play) ?? { label: line.label, minor: 0n };
    entry.minor += line.amountMinor;
    byPlay.set(line.play, entry);
    issueMinor += line.amountMinor;
  }
  for (const { label, minor } of byPlay.values()) {
    if (minor > room.limits.playIssueMaxMinor) {
      throw new DomainError('lottery_play_issue_max', {
        label,
        amount: formatMinor(room.limits.playIssueMaxMinor),
      });
    }
  }
  if (issueMinor > room.limits.issueMaxMinor) {
    throw new DomainError('lottery_issue_max', { amount: formatMinor(room.limits.issueMaxMinor) });
  }
  const plays = new Set(byPlay.keys());
  if (room.abuse.refuse_opposites && OPPOSITES.some(([a, b]) => plays.has(a) && plays.has(b))) {
    throw new DomainError('lottery_opposites');
  }
  if (room.abuse.refuse_all_combos && COMBOS.every((play) => plays.has(play))) {
    throw new DomainError('lottery_all_combos');
  }
  const totals = [...plays].filter((play) => play.startsWith('sum_')).length;
  if (room.abuse.max_totals > 0 && totals > room.abuse.max_totals) {
    throw new DomainError('lottery_max_totals', { count: room.abuse.max_totals });
  }
}

/** The stored lines of an order, as the player sent them (the idempotent comparison). */
function linesText(data: OrderInput['order']['data']): string {
  return JSON.stringify(data.map(([label, play, amount]) => [label, play, amount.toString()]));
}

/**
 * Places an order on the room's open issue. Answers the order and the balance after it; throws a
 * 4xx AppError with the Chinese reason when refused (nothing is written then).
 */
export async function placeOrder(
  ctx: AppContext,
  userId: number,
  input: OrderInput,
): Promise<LotteryOrderData> {
  const found = await findRoom(ctx.store.db, input.roomId);
  if (!found || found.room.status !== 1) throw notFound();
  const { room, lottery } = found;
  const lines = admitLines(lottery, room, input);
  const text = linesText(input.order.data);
  const order: OrderAtHand = { ctx, userId, input, room, lottery, lines, text };

  const first = await replayOrder(order);
  if (first) return first;

  const now = ctx.clock.now();
  const issue = assertOpenIssue(lottery, input.expect, now);
  const player = await findUser(ctx.store, userId);
  let published: LotteryChatMessage | undefined;
  try {
    published = await inTransaction(ctx.store, (tx) => writeOrder(tx, order, issue, player, now));
  } catch (error) {
    // The same order id sent twice at once: the second finds the first.
    if (isUniqueViolation(error)) {
      const again = await replayOrder(order);
      if (again) return again;
    }
    throw error;
  }
  if (published) await publishFeed(ctx, room.id, [published]);
  return orderAnswer(order, await playerBalance(ctx.store, userId));
}

/** An order being placed: who, where, its admitted lines and their stored text. */
interface OrderAtHand {
  ctx: AppContext;
  userId: number;
  input: OrderInput;
  room: Room;
  lottery: Lottery;
  lines: AdmittedLine[];
  text: string;
}

function orderAnswer({ input, lines }: OrderAtHand, balance: bigint): LotteryOrderData {
  return {
    order_id: input.order.id,
    expect: input.expect,
    total: formatMinor(input.order.total),
    lines: lines.length,
    balance: formatMinor(balance),
  };
}

/** The first order of this id answered again; refused when the repeat differs from it. */
async function replayOrder(order: OrderAtHand): Promise<LotteryOrderData | undefined> {
  const { ctx, userId, input, room, text } = order;
  const existing = await ctx.store.db
    .selectFrom('lottery_orders')
    .select(['room_id', 'expect', 'total_minor', 'lines'])
    .where('user_id', '=', userId)
    .where('order_no', '=', input.order.id)
    .executeTakeFirst();
  if (!existing) return undefined;
  if (
    existing.room_id !== room.id ||
    existing.expect !== input.expect ||
    existing.total_minor !== input.order.total ||
    existing.lines !== text
  ) {
    throw new DomainError('lottery_order_replayed');
  }
  return orderAnswer(order, await playerBalance(ctx.store, userId));
}

/**
 * The order's transaction: protection admits the stake, the draw's commitment, the stake to the
 * pool, the issue's limits, the seal checked again, the order, its lines and bet records, and the
 * room's bet message (answered, to publish once committed).
 */
async function writeOrder(
  tx: Tx,
  { ctx, userId, input, room, lottery, lines, text }: OrderAtHand,
  issue: ReturnType<typeof assertOpenIssue>,
  player: Awaited<ReturnType<typeof findUser>>,
  now: number,
): Promise<LotteryChatMessage> {
  // Player protection admits the stake before anything is written (DESIGN §12).
  await admitStake(ctx, tx, { userId, amountMinor: input.order.total, kind: 'lottery' });
  // The commitment exists before any stake on the issue.
  await ensureDraw(ctx, tx, lottery, issue);
  await moveWithHouse(ctx, tx, {
    userId,
    purpose: 'lottery_pool',
    amountMinor: -input.order.total,
    key: lotteryOrderKey(userId, input.order.id),
    kind: 'lottery_stake',
    memo: `${lottery.code}:${issue.expect}`,
  });
  await assertIssueLimits(tx, room, userId, issue.expect, lines);
  // The seal may have come while this order waited for the wallet's lock.
  if (ctx.clock.now() >= issue.sealAt) throw new DomainError('lottery_sealed');
  const order = await tx
    .insertInto('lottery_orders')
    .values({
      user_id: userId,
      room_id: room.id,
      expect: issue.expect,
      order_no: input.order.id,
      total_minor: input.order.total,
      lines: text,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertLines(tx, order.id, userId, room.id, issue.expect, lines, now);
  await openBets(
    tx,
    lines.map((line, lineNo) => ({
      userId,
      platname: LOTTERY_PLATNAME,
      betId: betIdOf(order.id, lineNo),
      gameCode: String(room.id),
      stakeMinor: line.amountMinor,
      betAt: now,
    })),
    now,
  );
  return storeFeed(tx, room.id, betMessage(input, lines, userId, player, issue.expect, now), now);
}

/** The room's message of a bet: the player, the lines and the order. */
function betMessage(
  input: OrderInput,
  lines: AdmittedLine[],
  userId: number,
  player: Awaited<ReturnType<typeof findUser>>,
  expect: string,
  now: number,
): Parameters<typeof storeFeed>[2] {
  return {
    left: 1,
    sysmsg: 0,
    user_id: userId,
    author: player?.username ?? '',
    avatar: player?.avatar ?? '',
    headurl: player?.avatar ?? '',
    content: lines.map((line) => `${line.label} ${formatMinor(line.amountMinor)}`).join('，'),
    kind: 'bet',
    expect,
    order: {
      id: input.order.id,
      total: formatMinor(input.order.total),
      data: input.order.data.map(([label, play, amount]) => [label, play, formatMinor(amount)]),
    },
    time: now,
  };
}

const LINE_CHUNK = 200;

async function insertLines(
  tx: Tx,
  orderId: number,
  userId: number,
  roomId: number,
  expect: string,
  lines: AdmittedLine[],
  now: number,
): Promise<void> {
  for (let i = 0; i < lines.length; i += LINE_CHUNK) {
    await tx
      .insertInto('lottery_bets')
      .values(
        lines.slice(i, i + LINE_CHUNK).map((line, j) => ({
          order_id: orderId,
          line_no: i + j,
          user_id: userId,
          room_id: roomId,
          expect,
          play: line.play,
          picks: line.picks.map((n) => String(n).padStart(2, '0')).join(','),
          label: line.label,
          amount_minor: line.amountMinor,
          odds: line.odds,
          created_at: now,
        })),
      )
      .execute();
  }
}

/** A line's id in the bet records: its order and its place in the order. */
export const betIdOf = (orderId: number, lineNo: number): string => `${orderId}-${lineNo}`;
