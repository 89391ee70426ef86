import type { AdminLotteryIssue } from '@app/contract/admin-lottery';
import type { AdminLotteryRoom, LotteryChatMessage } from '@app/contract/lottery';

export function makeRoom(id: number, extra: Partial<AdminLotteryRoom> = {}): AdminLotteryRoom {
  return {
    id,
    title: id === 4 ? '高手房' : '新手房',
    lottery: {
      id: 2,
      code: 'pc28',
      title: '幸运28',
      type: 2,
      period_seconds: 210,
      seal_seconds: 30,
      open_from: '00:00',
      open_to: '24:00',
      rules: {},
    },
    status: 1,
    sort: id,
    playbox: [
      {
        name: '两面',
        desc: '',
        special: 0,
        childrens: [
          { id: 'big', name: '大', playtitle: '两面', odds: '1.98', picks: 0 },
          { id: 'small', name: '小', playtitle: '两面', odds: '1.98', picks: 0 },
        ],
      },
      {
        name: '特殊',
        desc: '',
        special: 0,
        childrens: [{ id: 'triple', name: '豹子', playtitle: '特殊', odds: '66', picks: 0 }],
      },
    ],
    limits: {
      bet_min: '1.00',
      bet_max: '5000.00',
      play_issue_max: '10000.00',
      issue_max: '50000.00',
    },
    abuse: { refuse_opposites: false, refuse_all_combos: false, max_totals: 0 },
    chat_per_minute: 20,
    ...extra,
  };
}

export function makeIssue(
  expect: string,
  extra: Partial<AdminLotteryIssue> = {},
): AdminLotteryIssue {
  return {
    expect,
    seal_at: 1_764_100_000_000,
    draw_at: 1_764_100_030_000,
    drawn_at: null,
    commitment: 'c'.repeat(64),
    seed: '',
    beacon: '',
    numbers: [],
    settled: false,
    settled_at: null,
    bets: 0,
    stake: '0.00',
    payout: null,
    house: null,
    ...extra,
  };
}

export function chatMessage(
  id: string,
  extra: Partial<LotteryChatMessage> = {},
): LotteryChatMessage {
  return {
    id,
    left: 1,
    sysmsg: 0,
    user_id: 7,
    author: 'player07',
    avatar: '',
    headurl: '',
    content: `消息${id}`,
    kind: 'chat',
    time: 1_764_100_000_000 + Number(id),
    ...extra,
  };
}
