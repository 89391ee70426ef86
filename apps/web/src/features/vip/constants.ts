/**
 * The VIP constants the screens need, repeated from `@app/contract/rewards` (which holds zod
 * schemas: the screens import only its types, so its schemas stay out of the bundle). A test
 * (constants.test.tsx) checks they equal the contract's.
 */
export const VIP_LEVELS = 10;
export const VIP_RETENTION_DAYS = 90;
export const REBATE_CATEGORIES = [
  'realperson',
  'sport',
  'e_sport',
  'joker',
  'electron',
  'lottery',
] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];
export const REBATE_CATEGORY_NAMES: Record<RebateCategory, string> = {
  realperson: '真人视讯',
  sport: '体育赛事',
  e_sport: '电子竞技',
  joker: '棋牌游戏',
  electron: '电子游艺',
  lottery: '彩票游戏',
};
