/**
 * The lottery constants the screens need, repeated from `@app/contract/lottery` (which holds zod
 * schemas: the screens import only its types, so its schemas stay out of the bundle). A test
 * (constants.test.tsx) checks they equal the contract's.
 */
export const LOTTERY_TYPE = { sixPlusOne: 1, sumOfThree: 2 } as const;
export const LOTTERY_QUICK_AMOUNTS = [10, 20, 50, 200, 500] as const;
export const LOTTERY_DEFAULT_AMOUNT = 10;
export const LOTTERY_MAX_LINES = 200;
export const LOTTERY_CHAT_MAX = 200;
export const LOTTERY_TREND_MAX = 100;
/** Numbers of the six-plus-one grid (spec part 1 §9: special numbers 1 to 49). */
export const LOTTERY_NUMBERS = 49;
/** Chat lines kept on screen. */
export const CHAT_KEPT_ON_SCREEN = 200;
