/**
 * The bets of the demo venue's dice table (骰宝 大小): 大 big, 小 small, 单 odd, 双 even. Here, without
 * zod, because the table's payload schema (demo-venue.ts) and its rules (@app/domain/games/dice)
 * both read it.
 */
export const DICE_PICKS = ['big', 'small', 'odd', 'even'] as const;
export type DicePick = (typeof DICE_PICKS)[number];
