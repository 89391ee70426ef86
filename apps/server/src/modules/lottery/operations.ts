import type { Selectable } from 'kysely';
import {
  LOTTERY_ADMIN_CHAT_PAGE,
  LOTTERY_ISSUES_PAGE,
  type AdminLotteryChat,
  type AdminLotteryIssue,
  type AdminLotteryMute,
  type LotteryChatRemoval,
} from '@app/contract/admin-lottery';
import type { LotteryChatMessage } from '@app/contract/lottery';
import { formatMinor } from '@app/contract/money';
import type { Page } from '@app/contract/envelope';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import type { LotteryDrawsTable } from './tables.ts';
import { usernames } from '../users/index.ts';
import { socketRoomOf, type FeedMessage } from './feed.ts';

/**
 * What the operator console reads and changes in a room beyond its settings: the issues of its
 * lottery with the room's figures, its chat (removing a message), and its mutes.
 */

type Db = Store['db'] | Tx;

/** The room's issues, newest first: the lottery's draws with this room's settlement or bets. */
export async function issuesPage(
  ctx: AppContext,
  roomId: number,
  lotteryId: number,
  page: number,
): Promise<Page<AdminLotteryIssue>> {
  const db = ctx.store.db;
  const base = db.selectFrom('lottery_draws').where('lottery_id', '=', lotteryId);
  const [countRow, draws] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        'expect',
        'seed',
        'commitment',
        'beacon',
        'numbers',
        'seal_at',
        'draw_at',
        'drawn_at',
      ])
      .orderBy('draw_at', 'desc')
      .orderBy('expect', 'desc')
      .limit(LOTTERY_ISSUES_PAGE)
      .offset((page - 1) * LOTTERY_ISSUES_PAGE)
      .execute(),
  ]);
  const total = Number(countRow.n);
  const expects = draws.map((d) => d.expect);
  const [settlements, placed] = await roomFigures(db, roomId, expects);
  const settledBy = new Map(settlements.map((s) => [s.expect, s]));
  const placedBy = new Map(
    (placed as unknown as { expect: string; lines: number | string; stake_minor: bigint }[]).map(
      (p) => [p.expect, p],
    ),
  );
  const data = draws.map((draw) =>
    issueView(draw, settledBy.get(draw.expect), placedBy.get(draw.expect)),
  );
  return {
    data,
    total,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / LOTTERY_ISSUES_PAGE)),
  };
}

/** This room's settlements of the issues, and the lines placed on those not settled yet. */
function roomFigures(db: Db, roomId: number, expects: string[]) {
  return expects.length === 0
    ? Promise.resolve([[], []] as const)
    : Promise.all([
        db
          .selectFrom('lottery_settlements')
          .select(['expect', 'lines', 'stake_minor', 'payout_minor', 'settled_at'])
          .where('room_id', '=', roomId)
          .where('expect', 'in', expects)
          .execute(),
        db
          .selectFrom('lottery_bets')
          .select([
            'expect',
            (eb) => eb.fn.countAll<number>().as('lines'),
            (eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_minor'), eb.val(0)).as('stake_minor'),
          ])
          .where('room_id', '=', roomId)
          .where('expect', 'in', expects)
          .groupBy('expect')
          .execute(),
      ]);
}

type DrawRow = Pick<
  Selectable<LotteryDrawsTable>,
  'expect' | 'seed' | 'commitment' | 'beacon' | 'numbers' | 'seal_at' | 'draw_at' | 'drawn_at'
>;

/** An issue as the console lists it: the draw (its seed once drawn), and the room's figures. */
function issueView(
  draw: DrawRow,
  settled:
    { lines: number; stake_minor: bigint; payout_minor: bigint; settled_at: number } | undefined,
  open: { lines: number | string; stake_minor: bigint } | undefined,
): AdminLotteryIssue {
  const drawn = draw.numbers !== '';
  return {
    expect: draw.expect,
    seal_at: draw.seal_at,
    draw_at: draw.draw_at,
    drawn_at: draw.drawn_at,
    commitment: draw.commitment,
    // The seed is the secret of the draw: shown only once the numbers are out.
    seed: drawn ? draw.seed : '',
    beacon: drawn ? draw.beacon : '',
    numbers: drawn ? draw.numbers.split(',').map(Number) : [],
    settled: settled !== undefined,
    settled_at: settled?.settled_at ?? null,
    bets: settled ? settled.lines : Number(open?.lines ?? 0),
    stake: formatMinor(settled ? settled.stake_minor : (open?.stake_minor ?? 0n)),
    payout: settled ? formatMinor(settled.payout_minor) : null,
    house: settled ? formatMinor(settled.stake_minor - settled.payout_minor) : null,
  };
}

/** Players muted in the room at `now`, the latest mute first. */
export async function activeMutes(
  db: Db,
  roomId: number,
  now: number,
): Promise<AdminLotteryMute[]> {
  const rows = await db
    .selectFrom('lottery_mutes')
    .select(['user_id', 'until', 'created_at'])
    .where('room_id', '=', roomId)
    .where('until', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
  const names = await usernames(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.map((r) => ({
    user_id: r.user_id,
    username: names.get(r.user_id) ?? '',
    until: r.until,
    created_at: r.created_at,
  }));
}

/** Until when the player is muted in the room, or null when they may speak. */
export async function mutedUntil(
  db: Db,
  roomId: number,
  userId: number,
  now: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('lottery_mutes')
    .select('until')
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && row.until > now ? row.until : null;
}

/** The room's chat for the console: a page of messages (newest page, oldest first), not removed. */
export async function chatPage(
  ctx: AppContext,
  roomId: number,
  beforeId: number | undefined,
): Promise<AdminLotteryChat> {
  let query = ctx.store.db
    .selectFrom('lottery_chat')
    .select(['id', 'message'])
    .where('room_id', '=', roomId)
    .where('removed_at', 'is', null);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(LOTTERY_ADMIN_CHAT_PAGE + 1)
    .execute();
  const hasMore = rows.length > LOTTERY_ADMIN_CHAT_PAGE;
  const messages: LotteryChatMessage[] = rows
    .slice(0, LOTTERY_ADMIN_CHAT_PAGE)
    .reverse()
    .map((row) => ({ ...(JSON.parse(row.message) as FeedMessage), id: String(row.id) }));
  return {
    messages,
    has_more: hasMore,
    mutes: await activeMutes(ctx.store.db, roomId, ctx.clock.now()),
  };
}

/** Tells the room's live clients to drop a removed message (best effort, after the commit). */
export async function publishRemoval(
  ctx: AppContext,
  roomId: number,
  messageId: number,
): Promise<void> {
  if (!ctx.realtime) return;
  const removal: LotteryChatRemoval = { kind: 'removed', removed_id: String(messageId) };
  try {
    await ctx.realtime.publish(socketRoomOf(roomId), removal);
  } catch (error) {
    ctx.log?.warn({ err: error, roomId }, 'lottery: publish of a removal failed');
  }
}
