import type { RedPacketRecord, UserRedPacketData } from '@app/contract/rewards';

export const info = (over: Partial<UserRedPacketData> = {}): UserRedPacketData => ({
  sendnums: 2,
  acquirednum: 1,
  max_times: 3,
  state: 1,
  start_time: '10:00',
  end_time: '12:00',
  rules: [
    {
      start_time: '10:00',
      end_time: '12:00',
      recharge: '100.00',
      day_flow: '500.00',
      nums: 1,
      min_money: '1.00',
      flow_money: '8.88',
    },
    {
      start_time: '10:00',
      end_time: '12:00',
      recharge: '1000.00',
      day_flow: '5000.00',
      nums: 3,
      min_money: '5.00',
      flow_money: '88.00',
    },
  ],
  ...over,
});

export const packet = (over: Partial<RedPacketRecord> = {}): RedPacketRecord => ({
  id: 1,
  money: '1000.00',
  redpacketmoney: '18.80',
  created_at: '2026-11-23 10:05:00',
  usetime: '2026-11-23 10:05:00',
  ...over,
});
