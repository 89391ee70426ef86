import { describe, expect, test } from 'vitest';
import { LOTTERY_OPENLIST_SIZE } from '@app/contract/lottery-constants';
import { sumView } from '@app/domain/lottery/attributes';
import { issueAfter, roomAfterMessage } from './room-update.ts';
import { chat, makeRoom, SERVER_TIME } from './test/lottery-data.ts';

const open = (expect: string, drawAt: number) =>
  chat({ kind: 'open', sysmsg: 1, expect, commit: 'cd'.repeat(32), draw_at: drawAt });
const result = (expect: string, digits: number[]) =>
  chat({
    kind: 'result',
    sysmsg: 1,
    expect,
    extend: sumView(digits),
    opentime2: '2026-03-01 12:03:30',
  });

describe('the room moved by a message', () => {
  test('issue order: date then sequence', () => {
    expect(issueAfter('202603010043', '202603010042')).toBe(true);
    expect(issueAfter('202603020001', '202603019999')).toBe(true);
    expect(issueAfter('202603010042', '202603010042')).toBe(false);
    expect(issueAfter('202603010041', '202603010042')).toBe(false);
  });

  test('open of the next issue: that issue, open, its commitment and countdown by the server clock', () => {
    const room = makeRoom(2, { timeout: -2, state: 'sealed' });
    const now = SERVER_TIME + 5_000;
    const moved = roomAfterMessage(room, open('202603010043', now + 209_400), now);
    expect(moved).toMatchObject({
      nextexpect: '202603010043',
      commit: 'cd'.repeat(32),
      state: 'open',
      timeout: 210,
      server_time: now,
      expect: room.expect,
      last: room.last,
    });
  });

  test('open of the issue shown or an earlier one (a replay) changes nothing', () => {
    const room = makeRoom(2);
    expect(roomAfterMessage(room, open('202603010042', SERVER_TIME), SERVER_TIME)).toBe(room);
    expect(roomAfterMessage(room, open('202603010040', SERVER_TIME), SERVER_TIME)).toBe(room);
  });

  test('a result: first in the open list and the last result; an older one in its place only', () => {
    const room = makeRoom(2);
    const moved = roomAfterMessage(room, result('202603010042', [1, 2, 3]), SERVER_TIME)!;
    expect(moved.expect).toBe('202603010042');
    expect(moved.last).toEqual({ expect: '202603010042', extend: sumView([1, 2, 3]) });
    expect(moved.lottery.openlist.map((d) => d.expect)).toEqual([
      '202603010042',
      '202603010041',
      '202603010040',
    ]);
    expect(moved.nextexpect).toBe(room.nextexpect);
    // already listed: the same room
    expect(roomAfterMessage(moved, result('202603010041', [3, 5, 9]), SERVER_TIME)).toBe(moved);

    const newest = room.lottery.openlist[0]!;
    const gap = makeRoom(2, {
      lottery: { ...room.lottery, openlist: [newest, { ...newest, expect: '202603010039' }] },
    });
    const older = roomAfterMessage(gap, result('202603010040', [9, 9, 9]), SERVER_TIME)!;
    expect(older.lottery.openlist.map((d) => d.expect)).toEqual([
      '202603010041',
      '202603010040',
      '202603010039',
    ]);
    expect(older.expect).toBe('202603010041');
    expect(older.last).toBe(gap.last);
  });

  test('the open list keeps its size; a first result of a room without any', () => {
    const list = Array.from({ length: LOTTERY_OPENLIST_SIZE }, (_, i) => ({
      expect: String(202603010041 - i),
      opentime2: '2026-03-01 12:00:00',
      extend: sumView([1, 1, 1]),
    }));
    const full = makeRoom(2, { lottery: { ...makeRoom(2).lottery, openlist: list } });
    const moved = roomAfterMessage(full, result('202603010042', [1, 2, 3]), SERVER_TIME)!;
    expect(moved.lottery.openlist).toHaveLength(LOTTERY_OPENLIST_SIZE);
    expect(moved.lottery.openlist[0]?.expect).toBe('202603010042');

    const empty = makeRoom(2, {
      lottery: { ...makeRoom(2).lottery, openlist: [] },
      expect: '',
      last: null,
    });
    const first = roomAfterMessage(empty, result('202603010042', [1, 2, 3]), SERVER_TIME)!;
    expect(first.expect).toBe('202603010042');
    expect(first.lottery.openlist).toHaveLength(1);
  });

  test('a message without what the view needs (an older server): null, the room is loaded', () => {
    const room = makeRoom(2);
    const bare = chat({ kind: 'open', sysmsg: 1, expect: '202603010043' });
    expect(roomAfterMessage(room, bare, SERVER_TIME)).toBeNull();
    expect(
      roomAfterMessage(room, chat({ kind: 'result', sysmsg: 1, expect: '202603010042' }), 0),
    ).toBeNull();
    expect(roomAfterMessage(room, chat({ kind: 'seal', sysmsg: 1 }), SERVER_TIME)).toBe(room);
  });
});
