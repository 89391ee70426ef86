import type { LotteryChatMessage, LotteryGroup } from '@app/contract/lottery';
import { ballView, sumView } from '@app/domain/lottery/attributes';
import { defaultPlaybox, type LotteryType } from '@app/domain/lottery/plays';
import type { LotteryRoom } from '../api/lottery-room.ts';

/** A room's playbox as the server sends it: the domain's default catalogue. */
export function playboxOf(type: LotteryType): LotteryGroup[] {
  return defaultPlaybox(type).map((group) => ({
    name: group.name,
    desc: group.desc,
    special: group.special,
    childrens: group.plays.map((play) => ({
      id: play.id,
      name: play.name,
      playtitle: play.name,
      odds: play.odds,
      picks: play.picks,
    })),
  }));
}

const AT = Date.UTC(2026, 2, 1, 4, 0, 0);
export const SEVEN = [7, 12, 25, 33, 41, 2, 49];
export const balls = (numbers: number[]) => numbers.map((n) => ballView(n, AT));

export const SERVER_TIME = AT;

export function makeRoom(type: LotteryType, overrides: Partial<LotteryRoom> = {}): LotteryRoom {
  const extend = type === 1 ? balls(SEVEN) : sumView([3, 5, 9]);
  return {
    room_id: type === 1 ? 1 : 3,
    title: type === 1 ? '六合一厅' : '幸运一厅',
    ftime: 30,
    lottery: {
      code: type === 1 ? 'mk6' : 'pc28',
      title: type === 1 ? '极速六合' : '幸运28',
      type,
      openlist: [
        { expect: '202603010041', opentime2: '2026-03-01 12:00:00', extend },
        {
          expect: '202603010040',
          opentime2: '2026-03-01 11:56:30',
          extend: type === 1 ? balls([1, 2, 3, 4, 5, 6, 24]) : sumView([9, 9, 9]),
        },
      ],
    },
    playbox: playboxOf(type),
    chatdata: [],
    nextexpect: '202603010042',
    expect: '202603010041',
    timeout: 120,
    state: 'open',
    last: { expect: '202603010041', extend },
    commit: 'ab'.repeat(32),
    limits: {
      bet_min: '1.00',
      bet_max: '50000.00',
      play_issue_max: '100000.00',
      issue_max: '500000.00',
    },
    server_time: SERVER_TIME,
    ...overrides,
  };
}

export function chat(overrides: Partial<LotteryChatMessage> = {}): LotteryChatMessage {
  return {
    id: 'm1',
    left: 1,
    sysmsg: 0,
    user_id: 8,
    author: 'other01',
    avatar: '',
    headurl: '',
    content: '大家好',
    kind: 'chat',
    time: SERVER_TIME - 10_000,
    ...overrides,
  };
}
