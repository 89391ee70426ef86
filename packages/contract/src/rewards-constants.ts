/**
 * The rewards' business constants (spec part 1 §9; part 2 §3, §9), without zod, so that the player
 * app's screens can import them without the schemas.
 */

/** Levels of the ladder (spec part 1 §9: 10 VIP levels). */
export const VIP_LEVELS = 10;
/** A level is kept when its retention turnover is met within this many days (spec: 90). */
export const VIP_RETENTION_DAYS = 90;
/** The rebate categories of a VIP level, in the order of the spec's table. */
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
/**
 * The short name of a rebate category, after a platform's name in its rebate rows when the
 * platform's games rebate in several categories (the house venue: 自营游戏·体育).
 */
export const REBATE_CATEGORY_SHORT_NAMES: Record<RebateCategory, string> = {
  realperson: '真人',
  sport: '体育',
  e_sport: '电竞',
  joker: '棋牌',
  electron: '电子',
  lottery: '彩票',
};
