import type { BetRecord, BetStatistics } from '@app/contract/bets';
import type { RebateInfo, RebateRecord, RebateSummary } from '@app/contract/rewards';

export const INFO: RebateInfo = {
  dayliu: '1500.00',
  daixi: '1200.00',
  cailiu: '0.00',
  fanshui: '12.50',
  accrued: '9.60',
  vip: 3,
  vipname: '黄金会员',
  joker: '0.80',
};

export const rebate = (over: Partial<RebateRecord> = {}): RebateRecord => ({
  id: 1,
  gamename: '演示真人一',
  api_type: 'demo1',
  valid_bet: '1000.00',
  rate: '0.40',
  money: '4.00',
  state: 0,
  day: '2026-11-22',
  created_at: '2026-11-23 02:00:00',
  updated_at: '',
  ...over,
});

export const summary = (
  data: RebateRecord[],
  { jisuan = '20.00', nojisuan = '4.00', current = 1, last = 1 } = {},
): { data: RebateSummary } => ({
  data: {
    list: { data, total: data.length, current_page: current, last_page: last },
    jisuan,
    nojisuan,
  },
});

export const bet = (over: Partial<BetRecord> = {}): BetRecord => ({
  id: 1,
  bet_id: 'R0001',
  plays: '百家乐',
  game_code: 'baccarat',
  platform_type: 'demo1',
  plat_name: '演示真人一',
  status: 1,
  status_name: '',
  bet_amount: '100.00',
  valid_bet: '100.00',
  win_loss: '-100.00',
  bet_time: '2026-11-23 12:00:00',
  created_at: '2026-11-23 12:00:05',
  ...over,
});

export const STATS: BetStatistics = {
  total_valid_bets: '1234.5',
  reduced_loss: '0',
  wash_code_turnover: '1234.5',
  total_rebate_amount: '4.938',
};

export const bets = (data: BetRecord[], current = 1, last = 1, statistics = STATS) => ({
  data: {
    order: { data, total: data.length, current_page: current, last_page: last },
    statistics,
    platforms: [],
  },
});
