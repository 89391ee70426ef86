/**
 * The constants of player protection (DESIGN §12), without zod, so that the player app's screens
 * can read them without the schemas (protection.ts re-exports them).
 */
export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** The rolling window of each period. */
export const LIMIT_PERIOD_MS: Record<LimitPeriod, number> = {
  day: 24 * 3_600_000,
  week: 7 * 24 * 3_600_000,
  month: 30 * 24 * 3_600_000,
};
/** What a raise (or a removal) waits before the player may confirm it. */
export const PROTECTION_RAISE_DELAY_MS = 24 * 3_600_000;
/** Time-out lengths the screen offers, in days (24 hours to 6 weeks). */
export const TIMEOUT_DAYS = [1, 3, 7, 14, 30, 42] as const;
/** Self-exclusion lengths: months, or 'forever'. */
export const EXCLUSION_TERMS = ['6m', '1y', '5y', 'forever'] as const;
export type ExclusionTerm = (typeof EXCLUSION_TERMS)[number];
export const EXCLUSION_TERM_MONTHS: Record<Exclude<ExclusionTerm, 'forever'>, number> = {
  '6m': 6,
  '1y': 12,
  '5y': 60,
};
export const REALITY_CHECK_DEFAULT_MINUTES = 60;
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
/** Session time limit choices, in minutes. */
export const SESSION_LIMIT_MINUTES = [30, 60, 90, 120, 180, 240, 360] as const;
/** A play session ends after this long without a stake; a session limit needs this long a break. */
export const PLAY_BREAK_MS = 30 * 60_000;
export const PROTECTION_REASON_MAX = 200;
/** The largest limit one may set: 10,000,000.00. */
export const LIMIT_MAX_MINOR = 1_000_000_000n;
