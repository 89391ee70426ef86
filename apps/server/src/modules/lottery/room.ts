import {
  LOTTERY_OPENLIST_SIZE,
  type LotteryRoomData,
  type LotteryRoomSummary,
  type LotteryTrendData,
  type LotteryVerifyData,
} from '@app/contract/lottery';
import { currentIssue, issueByNumber } from '@app/domain/lottery/schedule';
import type { FirstPaintRoom } from '@app/contract/first-paint';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import { memo } from '../../platform/memo.ts';
import { DomainError } from '../../platform/errors.ts';
import { formatBeijing } from '../../platform/time.ts';
import {
  allLotteries,
  allRooms,
  findRoom,
  limitsView,
  playboxOf,
  type Lottery,
} from './catalogue.ts';
import { ensureDraw, extendOf, findDraw, latestDraws, numbersOf, openEntry } from './draws.ts';
import { recentFeed, socketRoomOf } from './feed.ts';

/**
 * What the room screen loads (spec part 1 §3 Room, Draw data, Open list; §7 lotteryRoom), and
 * ours beyond the spec: an issue's verification and the lottery's trend.
 */

const roomNotFound = () => new DomainError('lottery_room_not_found');

async function openRoom(ctx: AppContext, roomId: number) {
  const found = await findRoom(ctx.store.db, roomId);
  if (!found || found.room.status !== 1) throw roomNotFound();
  return found;
}

/**
 * How long a room's view may be answered again while nothing was published to the room: an
 * operator's change of odds, limits or title shows within this.
 */
export const ROOM_VIEW_REUSE_MS = 2_000;

type IssueFields = 'nextexpect' | 'timeout' | 'state' | 'server_time';

interface ReusableView {
  /** The room's stream position on this node when the view was read (Realtime.position). */
  position: string;
  at: number;
  expect: string;
  schedule: Lottery['schedule'];
  view: Omit<LotteryRoomData, IssueFields>;
}

/**
 * Room views of this node, by room. Around a draw every player of a room loads it two or three
 * times within a second or two (spec part 1 §4: the reload past the draw, and ours on the issue's
 * open and result messages); they all read the same thing. A view is reused while the room's
 * stream on this node has not moved (every chat line, bet, system message and removal is a
 * publication, so the feed and the draw list cannot change unseen), for the same issue and at most
 * ROOM_VIEW_REUSE_MS. Only for rooms this node has sockets in: elsewhere nothing says when the
 * feed moved, and nobody reloads in step there.
 */
const reusableViews = defineAppState('lottery.roomViews', () => new Map<number, ReusableView>());

function issueFields(
  schedule: Lottery['schedule'],
  now: number,
): Pick<LotteryRoomData, IssueFields> {
  const issue = currentIssue(schedule, now);
  return {
    nextexpect: issue.expect,
    timeout: Math.ceil((issue.drawAt - now) / 1000),
    state: now < issue.openAt ? 'closed' : now >= issue.sealAt ? 'sealed' : 'open',
    server_time: now,
  };
}

export async function roomView(ctx: AppContext, roomId: number): Promise<LotteryRoomData> {
  const now = ctx.clock.now();
  // Read before the room is: a publication while it is read leaves the stored view stale-marked.
  const position = ctx.realtime?.position(socketRoomOf(roomId)) ?? null;
  const views = reusableViews(ctx);
  const reused = position === null ? undefined : views.get(roomId);
  if (
    reused &&
    reused.position === position &&
    now >= reused.at &&
    now - reused.at < ROOM_VIEW_REUSE_MS &&
    currentIssue(reused.schedule, now).expect === reused.expect
  ) {
    return { ...reused.view, ...issueFields(reused.schedule, now) };
  }
  const { room, lottery } = await openRoom(ctx, roomId);
  const issue = currentIssue(lottery.schedule, now);
  const [draw, draws, chat] = await Promise.all([
    ensureDraw(ctx, undefined, lottery, issue),
    latestDraws(ctx, lottery.id, LOTTERY_OPENLIST_SIZE),
    recentFeed(ctx, room.id),
  ]);
  const openlist = draws.map((row) => openEntry(lottery, row));
  const last = openlist[0];
  const view: Omit<LotteryRoomData, IssueFields> = {
    room_id: room.id,
    title: room.title,
    ftime: lottery.schedule.sealSeconds,
    lottery: { code: lottery.code, title: lottery.title, type: lottery.type, openlist },
    playbox: playboxOf(lottery, room, now),
    chatdata: chat,
    expect: last?.expect ?? '',
    last: last ? { expect: last.expect, extend: last.extend } : null,
    commit: draw.commitment,
    limits: limitsView(room.limits),
  };
  if (position !== null) {
    views.set(roomId, {
      position,
      at: now,
      expect: issue.expect,
      schedule: lottery.schedule,
      view,
    });
  } else views.delete(roomId);
  return { ...view, ...issueFields(lottery.schedule, now) };
}

export async function verifyView(
  ctx: AppContext,
  roomId: number,
  expect: string,
): Promise<LotteryVerifyData> {
  const { lottery } = await openRoom(ctx, roomId);
  const issue = issueByNumber(lottery.schedule, expect);
  if (!issue) throw new DomainError('lottery_issue_not_found');
  const now = ctx.clock.now();
  // The commitment of the open issue exists as soon as anyone looks; a past issue that was never
  // committed (no node was up) has nothing to verify.
  const draw =
    issue.drawAt > now && issue.openAt <= now
      ? await ensureDraw(ctx, undefined, lottery, issue)
      : await findDraw(ctx.store.db, lottery.id, expect);
  if (!draw) throw new DomainError('lottery_issue_not_found');
  const drawn = draw.numbers !== '';
  const numbers = numbersOf(draw);
  return {
    lottery: lottery.code,
    title: lottery.title,
    type: lottery.type,
    expect,
    commit: draw.commitment,
    seed: drawn ? draw.seed : '',
    beacon: draw.beacon,
    beacon_round: draw.beacon_round,
    numbers,
    drawn,
    sealtime: formatBeijing(draw.seal_at),
    opentime2: formatBeijing(draw.draw_at),
    extend: drawn ? extendOf(lottery, numbers, draw.draw_at) : null,
  };
}

export async function trendView(
  ctx: AppContext,
  roomId: number,
  limit: number,
): Promise<LotteryTrendData> {
  const { lottery } = await openRoom(ctx, roomId);
  const rows = await latestDraws(ctx, lottery.id, limit);
  return {
    lottery: { code: lottery.code, title: lottery.title, type: lottery.type },
    draws: rows.map((row) => ({ ...openEntry(lottery, row), numbers: numbersOf(row) })),
  };
}

/**
 * Every open room at a glance (ours, public; the home's 彩票 tab): its lottery, the issue open for
 * betting with the seconds to its draw, and the lottery's last result. One read of the lotteries,
 * one of the rooms and one of the last draw per lottery.
 */
export async function roomsSummary(ctx: AppContext): Promise<LotteryRoomSummary[]> {
  const now = ctx.clock.now();
  const [lotteries, rooms] = await Promise.all([
    allLotteries(ctx.store.db),
    allRooms(ctx.store.db),
  ]);
  const lastOf = new Map(
    await Promise.all(
      lotteries.map(async (lottery) => {
        const [row] = await latestDraws(ctx, lottery.id, 1);
        return [lottery.id, row ? openEntry(lottery, row) : null] as const;
      }),
    ),
  );
  const byId = new Map(lotteries.map((lottery) => [lottery.id, lottery]));
  return rooms.flatMap((room) => {
    const lottery = byId.get(room.lotteryId);
    if (room.status !== 1 || !lottery) return [];
    return [
      {
        room_id: room.id,
        title: room.title,
        lottery: { code: lottery.code, title: lottery.title, type: lottery.type },
        ftime: lottery.schedule.sealSeconds,
        ...issueFields(lottery.schedule, now),
        last: lastOf.get(lottery.id) ?? null,
      },
    ];
  });
}

/**
 * How long a node writes its last list of open rooms into the player app's page; an operator's
 * change of a room's title or status shows there within this time.
 */
export const PAGE_ROOMS_CACHE_MS = 5_000;

const pageRooms = defineAppState('lottery.pageRooms', (ctx) =>
  memo<FirstPaintRoom[]>(PAGE_ROOMS_CACHE_MS, ctx.clock),
);

/**
 * The open rooms as the player app's page carries them (DESIGN §10: a room's first paint shows its
 * title and its input row without waiting for a call): public names only, as the lobby shows them.
 */
export function pageRoomTitles(ctx: AppContext): Promise<FirstPaintRoom[]> {
  return pageRooms(ctx).get(async () => {
    const [lotteries, rooms] = await Promise.all([
      allLotteries(ctx.store.db),
      allRooms(ctx.store.db),
    ]);
    const byId = new Map(lotteries.map((lottery) => [lottery.id, lottery]));
    return rooms.flatMap((room) => {
      const lottery = byId.get(room.lotteryId);
      if (room.status !== 1 || !lottery) return [];
      return [{ room_id: room.id, title: `${lottery.title} · ${room.title}`, type: lottery.type }];
    });
  });
}
