import type { z } from 'zod';
import type { AdminSportsLimits, adminSportsLimitsUpdatePayload } from '@app/contract/admin-sports';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { memo, type Memo } from '../../platform/memo.ts';
import { defineAppState } from '../../platform/context.ts';
import { diff, recordAudit, type Actor } from '../audit/index.ts';
import './book-errors.ts';

/**
 * The book's limits (`sports_settings`, one row): stakes and payouts per bet and per player per
 * Beijing day, the in-play acceptance delay and the margin of new markets. No row: the defaults.
 * The bets read them fresh in their transaction (`readSportsLimits`); the lists' `delay` reads a
 * copy at most LIMITS_MEMO_MS old.
 */

export interface SportsLimits {
  minStake: bigint;
  maxStake: bigint;
  /** The most one bet may return (stake included). */
  maxPayout: bigint;
  dailyStake: bigint;
  dailyPayout: bigint;
  /** Seconds an in-play bet waits before it is taken. */
  liveDelay: number;
  /** The margin of new markets, basis points. */
  marginBp: number;
}

export const DEFAULT_LIMITS: SportsLimits = {
  minStake: 1_000n,
  maxStake: 5_000_000n,
  maxPayout: 50_000_000n,
  dailyStake: 20_000_000n,
  dailyPayout: 100_000_000n,
  liveDelay: 5,
  marginBp: 500,
};

const LIMITS_MEMO_MS = 2_000;

type Db = Store['db'] | Tx;

/** Seconds, 0–30; the console sends whole seconds, a test may store a fraction. */
function delay(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 30
    ? value
    : DEFAULT_LIMITS.liveDelay;
}

function parse(json: string): SportsLimits {
  try {
    const raw = JSON.parse(json) as Record<string, unknown>;
    const money = (key: string, fallback: bigint) =>
      typeof raw[key] === 'string' && /^\d+$/.test(raw[key]) ? BigInt(raw[key]) : fallback;
    const int = (key: string, fallback: number) =>
      typeof raw[key] === 'number' && Number.isSafeInteger(raw[key]) ? raw[key] : fallback;
    return {
      minStake: money('min_stake', DEFAULT_LIMITS.minStake),
      maxStake: money('max_stake', DEFAULT_LIMITS.maxStake),
      maxPayout: money('max_payout', DEFAULT_LIMITS.maxPayout),
      dailyStake: money('daily_stake', DEFAULT_LIMITS.dailyStake),
      dailyPayout: money('daily_payout', DEFAULT_LIMITS.dailyPayout),
      liveDelay: delay(raw['live_delay']),
      marginBp: int('margin_bp', DEFAULT_LIMITS.marginBp),
    };
  } catch {
    return DEFAULT_LIMITS;
  }
}

function stored(limits: SportsLimits): string {
  return JSON.stringify({
    min_stake: String(limits.minStake),
    max_stake: String(limits.maxStake),
    max_payout: String(limits.maxPayout),
    daily_stake: String(limits.dailyStake),
    daily_payout: String(limits.dailyPayout),
    live_delay: limits.liveDelay,
    margin_bp: limits.marginBp,
  });
}

/** The limits in force (the defaults until an operator saves some). */
export async function readSportsLimits(db: Db): Promise<SportsLimits> {
  const row = await db
    .selectFrom('sports_settings')
    .select('limits')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? parse(row.limits) : DEFAULT_LIMITS;
}

const limitsMemo = defineAppState('sports.limits', (ctx): Memo<SportsLimits> =>
  memo(LIMITS_MEMO_MS, ctx.clock),
);

/** The limits as the lists show them (a copy at most LIMITS_MEMO_MS old on this node). */
export function cachedSportsLimits(ctx: AppContext): Promise<SportsLimits> {
  return limitsMemo(ctx).get(() => readSportsLimits(ctx.store.db));
}

export function limitsView(limits: SportsLimits): AdminSportsLimits {
  return {
    min_stake: formatMinor(limits.minStake),
    max_stake: formatMinor(limits.maxStake),
    max_payout: formatMinor(limits.maxPayout),
    daily_stake: formatMinor(limits.dailyStake),
    daily_payout: formatMinor(limits.dailyPayout),
    live_delay: limits.liveDelay,
    margin_bp: limits.marginBp,
  };
}

type LimitsUpdate = z.output<typeof adminSportsLimitsUpdatePayload>;

/** POST /api/admin/sports/limits/update: the whole set, audited with the diff. */
export async function updateSportsLimits(
  ctx: AppContext,
  body: LimitsUpdate,
  actor: Actor,
): Promise<AdminSportsLimits> {
  const next: SportsLimits = {
    minStake: body.min_stake,
    maxStake: body.max_stake,
    maxPayout: body.max_payout,
    dailyStake: body.daily_stake,
    dailyPayout: body.daily_payout,
    liveDelay: body.live_delay,
    marginBp: body.margin_bp,
  };
  if (
    next.minStake <= 0n ||
    next.minStake > next.maxStake ||
    next.maxPayout < next.maxStake ||
    next.dailyStake < next.minStake ||
    next.dailyPayout <= 0n
  ) {
    throw new DomainError('sports_limits_invalid');
  }
  const now = ctx.clock.now();
  await inTransaction(ctx.store, async (tx) => {
    let query = tx.selectFrom('sports_settings').select(['id', 'limits']).orderBy('id').limit(1);
    if (ctx.store.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    const before = row ? parse(row.limits) : DEFAULT_LIMITS;
    const changes = diff(limitsView(before), limitsView(next));
    if (changes === undefined) throw new DomainError('catalogue_nothing_to_change');
    if (row) {
      await tx
        .updateTable('sports_settings')
        .set({ limits: stored(next), updated_at: now })
        .where('id', '=', row.id)
        .execute();
    } else {
      await tx
        .insertInto('sports_settings')
        .values({ limits: stored(next), updated_at: now, created_at: now })
        .execute();
    }
    await recordAudit(ctx, tx, actor, 'sports.limits.update', 'sports_settings', { changes });
  });
  limitsMemo(ctx).forget();
  return limitsView(next);
}
