/**
 * The activities' constants, in a zod-free file the player app's screens import (spec part 1 §4,
 * part 2 §4: application state 1 pending review, 2 passed, 3 rejected; 0 and 4 undefined).
 */
export const APPLICATION_STATE = { pending: 1, approved: 2, rejected: 3 } as const;
export type ApplicationState = (typeof APPLICATION_STATE)[keyof typeof APPLICATION_STATE];

export const ACTIVITY_LIMITS = {
  typeNameMax: 32,
  titleMax: 64,
  /** The banner is stored in a varchar(255) column. */
  bannerMax: 255,
  /** Sanitised HTML, as stored. */
  contentMax: 20_000,
  memoMax: 2000,
  sortMax: 100_000,
  /** 100,000.00 yuan. */
  bonusMaxMinor: 10_000_000n,
  turnoverMultipleMax: 100,
  /** Activities of one list answer (the spec's client shows them all, unpaged). */
  listPageSize: 50,
  /** Rows of one page of the player's applications. */
  logPageSize: 15,
} as const;
