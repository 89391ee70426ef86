import { parseMinor } from '@app/contract/money';
import type { Store, Tx } from '../../platform/db/database.ts';

/**
 * The book's limits (`sports_settings.limits`, one row, JSON as the console's `adminSportsLimits`:
 * money as 2-place strings, the in-play delay in seconds, the default margin in basis points). The
 * one place they are read; a field missing or unreadable takes its default.
 */
export interface SportsLimits {
  minStakeMinor: bigint;
  maxStakeMinor: bigint;
  /** The most one bet may return (stake included). */
  maxPayoutMinor: bigint;
  /** A player's stakes of a Beijing day. */
  dailyStakeMinor: bigint;
  /** What a player's bets of a Beijing day may return at most (their potential returns). */
  dailyPayoutMinor: bigint;
  /** The in-play acceptance delay, milliseconds. */
  liveDelayMs: number;
  marginBp: number;
}

export const DEFAULT_SPORTS_LIMITS: SportsLimits = {
  minStakeMinor: 1_000n,
  maxStakeMinor: 5_000_000n,
  maxPayoutMinor: 50_000_000n,
  dailyStakeMinor: 20_000_000n,
  dailyPayoutMinor: 100_000_000n,
  liveDelayMs: 5_000,
  marginBp: 500,
};

/** The stored JSON's fields (the console's names). */
interface StoredLimits {
  min_stake?: unknown;
  max_stake?: unknown;
  max_payout?: unknown;
  daily_stake?: unknown;
  daily_payout?: unknown;
  live_delay?: unknown;
  margin_bp?: unknown;
}

function money(value: unknown, fallback: bigint): bigint {
  if (typeof value !== 'string' && typeof value !== 'number') return fallback;
  const minor = parseMinor(value);
  return minor === null || minor < 0n ? fallback : minor;
}

function number(value: unknown, fallback: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max
    ? value
    : fallback;
}

export function limitsOf(json: string | undefined): SportsLimits {
  const d = DEFAULT_SPORTS_LIMITS;
  if (json === undefined) return d;
  let stored: StoredLimits;
  try {
    stored = JSON.parse(json) as StoredLimits;
  } catch {
    return d;
  }
  return {
    minStakeMinor: money(stored.min_stake, d.minStakeMinor),
    maxStakeMinor: money(stored.max_stake, d.maxStakeMinor),
    maxPayoutMinor: money(stored.max_payout, d.maxPayoutMinor),
    dailyStakeMinor: money(stored.daily_stake, d.dailyStakeMinor),
    dailyPayoutMinor: money(stored.daily_payout, d.dailyPayoutMinor),
    liveDelayMs: Math.round(number(stored.live_delay, d.liveDelayMs / 1000, 30) * 1000),
    marginBp: number(stored.margin_bp, d.marginBp, 3000),
  };
}

/** The limits in force (the first settings row; the defaults before one is written). */
export async function readSportsLimits(db: Store['db'] | Tx): Promise<SportsLimits> {
  const row = await db
    .selectFrom('sports_settings')
    .select('limits')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return limitsOf(row?.limits);
}
