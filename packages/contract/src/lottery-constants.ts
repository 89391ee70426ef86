/**
 * The lottery rooms' business constants (spec part 1 §9), without zod, so that the player app's
 * screens can import them without the schemas.
 */

/** Lottery types of the spec: 1 six-plus-one (1–49), 2 sum of three digits. */
export const LOTTERY_TYPE = { sixPlusOne: 1, sumOfThree: 2 } as const;

/** Quick bet amounts of the bet panel (spec part 1 §9) and the default amount. */
export const LOTTERY_QUICK_AMOUNTS = [10, 20, 50, 200, 500] as const;
export const LOTTERY_DEFAULT_AMOUNT = 10;
/** Lines of one order at most; chat lines kept for a room's snapshot. */
export const LOTTERY_MAX_LINES = 200;
export const LOTTERY_CHAT_KEPT = 50;
/** Longest chat line, in characters. */
export const LOTTERY_CHAT_MAX = 200;
/** Draws the trend answers at most (and by default). */
export const LOTTERY_TREND_MAX = 100;
/** Draws in a room's open list (the history drop-down). */
export const LOTTERY_OPENLIST_SIZE = 20;
/** Numbers of the six-plus-one grid (spec part 1 §9: special numbers 1 to 49). */
export const LOTTERY_NUMBERS = 49;
