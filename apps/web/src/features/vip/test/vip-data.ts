import type { VipLevel, VipProgressData } from '@app/contract/rewards';

/** Ten levels: VIPn needs n² × 100 of deposits and n² × 1000 of turnover; rates rise by level. */
export const LEVELS: VipLevel[] = Array.from({ length: 10 }, (_, index) => {
  const level = index + 1;
  const rate = (base: number) => (base + index * 0.1).toFixed(2);
  return {
    level,
    vipname: `VIP${level}`,
    recharge: `${level * level * 100}.00`,
    flow: `${level * level * 1000}.00`,
    retention: `${level * level * 300}.00`,
    realperson: rate(0.4),
    sport: rate(0.5),
    e_sport: rate(0.5),
    joker: rate(0.6),
    electron: rate(0.7),
    lottery: rate(0.3),
  };
});

export const progress = (over: Partial<VipProgressData> = {}): VipProgressData => ({
  vip: 2,
  paysum: '600.00',
  flow: '5000.00',
  quarter_flow: '1200.00',
  quarter_ends: '2026-12-31',
  history: [
    { from: 1, to: 2, kind: 'promotion', day: '2026-11-20', created_at: '2026-11-20 23:00:00' },
  ],
  ...over,
});
