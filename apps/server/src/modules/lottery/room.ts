import { MSG } from '@app/contract/messages';
import {
  LOTTERY_OPENLIST_SIZE,
  type LotteryRoomData,
  type LotteryTrendData,
  type LotteryVerifyData,
} from '@app/contract/lottery';
import { currentIssue, issueByNumber } from '@app/domain/lottery/schedule';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { formatBeijing } from '../../platform/time.ts';
import { findRoom, limitsView, playboxOf } from './catalogue.ts';
import { ensureDraw, extendOf, findDraw, latestDraws, numbersOf, openEntry } from './draws.ts';
import { recentFeed } from './feed.ts';

/**
 * What the room screen loads (spec part 1 §3 Room, Draw data, Open list; §7 lotteryRoom), and
 * ours beyond the spec: an issue's verification and the lottery's trend.
 */

const roomNotFound = () => new AppError(404, MSG.lotteryRoomNotFound);

async function openRoom(ctx: AppContext, roomId: number) {
  const found = await findRoom(ctx.store.db, roomId);
  if (!found || found.room.status !== 1) throw roomNotFound();
  return found;
}

export async function roomView(ctx: AppContext, roomId: number): Promise<LotteryRoomData> {
  const { room, lottery } = await openRoom(ctx, roomId);
  const now = ctx.clock.now();
  const issue = currentIssue(lottery.schedule, now);
  const [draw, draws, chat] = await Promise.all([
    ensureDraw(ctx, undefined, lottery, issue),
    latestDraws(ctx, lottery.id, LOTTERY_OPENLIST_SIZE),
    recentFeed(ctx, room.id),
  ]);
  const openlist = draws.map((row) => openEntry(lottery, row));
  const last = openlist[0];
  return {
    room_id: room.id,
    title: room.title,
    ftime: lottery.schedule.sealSeconds,
    lottery: { code: lottery.code, title: lottery.title, type: lottery.type, openlist },
    playbox: playboxOf(lottery, room, now),
    chatdata: chat,
    nextexpect: issue.expect,
    expect: last?.expect ?? '',
    timeout: Math.ceil((issue.drawAt - now) / 1000),
    state: now < issue.openAt ? 'closed' : now >= issue.sealAt ? 'sealed' : 'open',
    last: last ? { expect: last.expect, extend: last.extend } : null,
    commit: draw.commitment,
    limits: limitsView(room.limits),
    server_time: now,
  };
}

export async function verifyView(
  ctx: AppContext,
  roomId: number,
  expect: string,
): Promise<LotteryVerifyData> {
  const { lottery } = await openRoom(ctx, roomId);
  const issue = issueByNumber(lottery.schedule, expect);
  if (!issue) throw new AppError(404, MSG.lotteryIssueNotFound);
  const now = ctx.clock.now();
  // The commitment of the open issue exists as soon as anyone looks; a past issue that was never
  // committed (no node was up) has nothing to verify.
  const draw =
    issue.drawAt > now && issue.openAt <= now
      ? await ensureDraw(ctx, undefined, lottery, issue)
      : await findDraw(ctx.store.db, lottery.id, expect);
  if (!draw) throw new AppError(404, MSG.lotteryIssueNotFound);
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
