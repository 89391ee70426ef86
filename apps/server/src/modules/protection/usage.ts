import { MSG } from '@app/contract/messages';
import { formatMinor } from '@app/contract/money';
import {
  LIMIT_PERIOD_MS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
} from '@app/contract/protection';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { formatBeijing } from '../../platform/time.ts';
import { playFlows } from '../ledger/index.ts';
import { LIMIT_COLUMN, type Db, type Profile } from './profile.ts';
import { checkLimit, windowUsage, type Flow } from './rules.ts';

/**
 * The player's deposit orders that count against the deposit limits since a moment: the wallet
 * module (later in the module order) registers its reader while the app is built.
 */
export type DepositFlows = (db: Db, userId: number, since: number, now: number) => Promise<Flow[]>;

const sources = defineAppState('protection.depositFlows', () => ({
  deposits: null as DepositFlows | null,
}));

/** Called from the wallet module's plugin. */
export function registerDepositFlows(ctx: AppContext, read: DepositFlows): void {
  sources(ctx).deposits = read;
}

const LONGEST = Math.max(...Object.values(LIMIT_PERIOD_MS));

/** Every flow of `kind` inside the longest window before `now`. */
export async function flowsOf(
  ctx: AppContext,
  db: Db,
  kind: LimitKind,
  userId: number,
  now: number,
): Promise<Flow[]> {
  const since = now - LONGEST;
  if (kind === 'deposit') {
    const read = sources(ctx).deposits;
    if (read === null) throw new Error('no deposit reader registered (wallet module missing)');
    return read(db, userId, since, now);
  }
  const rows = await playFlows(db, userId, since);
  // A stake takes money out of the wallet (negative): it counts as a loss.
  return rows.map((r) => ({ at: r.at, usage: -r.amount_minor }));
}

/** What counts against each limit of `kind` now. */
export function usageByPeriod(kind: LimitKind, flows: readonly Flow[], now: number) {
  return Object.fromEntries(
    LIMIT_PERIODS.map((period) => [
      period,
      windowUsage(flows, now, LIMIT_PERIOD_MS[period], kind === 'loss'),
    ]),
  ) as Record<LimitPeriod, bigint>;
}

const PERIOD_TEXT: Record<LimitPeriod, string> = {
  day: MSG.periodDay,
  week: MSG.periodWeek,
  month: MSG.periodMonth,
};

/** Beijing time to the minute, as the refusals say it. */
export const untilText = (at: number) => formatBeijing(at).slice(0, 16);

/**
 * Refuses (422, in Chinese, saying until when) when `amount` more of `kind` would pass one of the
 * player's limits; of several limits passed, the one that frees latest is named.
 */
export async function assertUnderLimits(
  ctx: AppContext,
  db: Db,
  profile: Profile,
  kind: LimitKind,
  amount: bigint,
  now: number,
): Promise<void> {
  const set = LIMIT_PERIODS.filter((p) => profile[LIMIT_COLUMN[`${kind}:${p}`]] !== null);
  if (set.length === 0) return;
  const flows = await flowsOf(ctx, db, kind, profile.user_id, now);
  let worst: { period: LimitPeriod; limit: bigint; used: bigint; until: number | null } | undefined;
  for (const period of set) {
    const limit = profile[LIMIT_COLUMN[`${kind}:${period}`]] as bigint;
    const verdict = checkLimit(flows, {
      limit,
      windowMs: LIMIT_PERIOD_MS[period],
      now,
      amount,
      floorAtZero: kind === 'loss',
    });
    if (verdict.ok) continue;
    const later =
      worst === undefined ||
      verdict.until === null ||
      (worst.until !== null && verdict.until > worst.until);
    if (later) worst = { period, limit, used: verdict.used, until: verdict.until };
  }
  if (worst === undefined) return;
  const values = {
    period: PERIOD_TEXT[worst.period],
    limit: formatMinor(worst.limit),
    used: formatMinor(worst.used),
    kind: kind === 'deposit' ? MSG.kindDeposit : MSG.kindLoss,
  };
  if (worst.until === null) throw new DomainError('protection_over_limit', values);
  throw new DomainError(kind === 'deposit' ? 'protection_deposit_limit' : 'protection_loss_limit', {
    ...values,
    until: untilText(worst.until),
  });
}
