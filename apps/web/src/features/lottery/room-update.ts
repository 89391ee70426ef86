import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LotteryChatMessage } from '@app/contract/lottery';
import { LOTTERY_OPENLIST_SIZE } from '@app/contract/lottery-constants';
import type { LotteryRoom } from './api/lottery-room.ts';

/**
 * The room's view moved by the socket's system messages instead of loaded again: every player of
 * a room would otherwise load it at the same second of each draw (spec part 1 §4 asks for one
 * reload, when the countdown passes; `open` and `result` carry what changes). Loaded with the
 * room's first such message, not on a first visit.
 */

/** Whether issue `a` comes after issue `b` (Beijing date then sequence: longer is later). */
export function issueAfter(a: string, b: string): boolean {
  return a.length !== b.length ? a.length > b.length : a > b;
}

/**
 * The room after an `open` or `result` message, `serverNow` being the server's clock now as the
 * client knows it. `open` of a later issue: that issue, open for betting, with its commitment and
 * countdown. `result`: the draw at its place in the open list, and as the last result when it is
 * the latest. The same room (===) when the message changes nothing (a replayed or older message,
 * another kind); null when the message lacks what the view needs (the room must be loaded).
 */
export function roomAfterMessage(
  room: LotteryRoom,
  message: LotteryChatMessage,
  serverNow: number,
): LotteryRoom | null {
  const { expect } = message;
  if (message.kind === 'open') {
    if (expect === undefined || message.commit === undefined || message.draw_at === undefined) {
      return null;
    }
    if (!issueAfter(expect, room.nextexpect)) return room;
    return {
      ...room,
      nextexpect: expect,
      commit: message.commit,
      state: 'open',
      timeout: Math.ceil((message.draw_at - serverNow) / 1000),
      server_time: serverNow,
    };
  }
  if (message.kind === 'result') {
    if (expect === undefined || message.extend === undefined || message.opentime2 === undefined) {
      return null;
    }
    const openlist = room.lottery.openlist;
    if (openlist.some((draw) => draw.expect === expect)) return room;
    const entry = { expect, opentime2: message.opentime2, extend: message.extend };
    const at = openlist.findIndex((draw) => issueAfter(expect, draw.expect));
    const next =
      at < 0 ? [...openlist, entry] : [...openlist.slice(0, at), entry, ...openlist.slice(at)];
    const latest = room.expect === '' || issueAfter(expect, room.expect);
    return {
      ...room,
      lottery: { ...room.lottery, openlist: next.slice(0, LOTTERY_OPENLIST_SIZE) },
      ...(latest ? { expect, last: { expect, extend: message.extend } } : {}),
    };
  }
  return room;
}

/** When an issue's settlement has usually been posted, after its result message. */
const SETTLED_AFTER_MS = 3_000;

/**
 * An `open` or `result` message on the room page: the room cached under `key` moves by it (the
 * server's clock taken from the room's last answer), or is loaded again (`reload`) when none is
 * cached yet or the message lacks what the view needs. The issue settles a moment after its
 * result (a job's next tick): a player with an order in it (a bet of theirs in the room's feed or
 * among the messages that came since) reads the balance then and again SETTLED_AFTER_MS later, so
 * a payout or a returned stake (13/14) shows without a tap; nobody else's balance moves.
 */
export function onRoomMessage(
  queryClient: QueryClient,
  key: QueryKey,
  message: LotteryChatMessage,
  live: readonly LotteryChatMessage[],
  userId: number | null,
  readBalance: () => unknown,
  reload: () => void,
): void {
  const known = queryClient.getQueryState<LotteryRoom>(key);
  const current = known?.data;
  const { expect } = message;
  if (
    message.kind === 'result' &&
    [...(current?.chatdata ?? []), ...live].some(
      (m) => m.kind === 'bet' && m.user_id === userId && m.expect === expect,
    )
  ) {
    readBalance();
    window.setTimeout(readBalance, SETTLED_AFTER_MS);
  }
  const next =
    known === undefined || current === undefined
      ? null
      : roomAfterMessage(current, message, Date.now() + current.server_time - known.dataUpdatedAt);
  if (next === null) reload();
  else if (next !== current) queryClient.setQueryData(key, next);
}
