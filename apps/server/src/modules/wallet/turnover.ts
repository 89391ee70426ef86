import { defineAppState, type AppContext } from '../../platform/context.ts';
import { validBetsSince } from '../bets/index.ts';
import { refreshBetRecords } from '../bets/index.ts';
import { approvedDepositsMinor } from './deposits.service.ts';
import { readWalletSettings } from './wallet-settings.ts';
import { multiplyRoundDown, parseRate } from './rates.ts';
import { WITHDRAWAL_STATE } from './withdrawal-state.ts';

/**
 * The turnover (打码量) still required before a withdrawal (POST /api/getBetAmount): deposits
 * credited since the last paid withdrawal, times the operator's multiple, less the valid bets of
 * settled bet records placed since then, never below zero; plus what later modules still require
 * (each source answers its own remainder, net of the bets that count for it).
 *
 * Later modules add their own requirements (a claimed rebate carries 1×) through
 * `registerTurnoverSource`: the wallet comes before them in the module order and cannot import
 * them, so they register a source into this per-app registry while the app is built.
 *
 * Valid bets come from the venues' bet records (bets module), pulled from the venues by cursor;
 * the records are brought up to date first (throttled, never failing this call), so bets just
 * played count.
 */
export async function requiredTurnoverMinor(ctx: AppContext, userId: number): Promise<bigint> {
  const settings = await readWalletSettings(ctx);
  const multiple = parseRate(settings.turnover_multiple);
  const sources = [...turnoverSources(ctx).values()];
  if (multiple === 0n && sources.length === 0) return 0n;
  const since = await lastPaidWithdrawalAt(ctx, userId);
  let required = 0n;
  if (multiple > 0n) {
    const deposits = await approvedDepositsMinor(ctx, userId, since);
    const owed = multiplyRoundDown(deposits, multiple);
    if (owed > 0n) required = owed - (await validBetsMinor(ctx, userId, since));
    if (required < 0n) required = 0n;
  }
  for (const source of sources) required += await source(ctx, userId, since);
  return required;
}

/**
 * A requirement that another module adds to the withdrawal turnover: the turnover (fen) still
 * owed, net of the bets that already count for it, for what the player received since `sinceMs`
 * (the last paid withdrawal), e.g. claimed rebates × 1 less the valid bets placed since the claim.
 */
export type TurnoverSource = (ctx: AppContext, userId: number, sinceMs: number) => Promise<bigint>;

const turnoverSources = defineAppState(
  'wallet.turnoverSources',
  () => new Map<string, TurnoverSource>(),
);

/** Adds (or replaces) the named requirement source; called from a later module's plugin. */
export function registerTurnoverSource(
  ctx: AppContext,
  name: string,
  source: TurnoverSource,
): void {
  turnoverSources(ctx).set(name, source);
}

/** Valid bets of settled records placed since `sinceMs`, after bringing the records up to date. */
async function validBetsMinor(ctx: AppContext, userId: number, sinceMs: number): Promise<bigint> {
  await refreshBetRecords(ctx);
  return validBetsSince(ctx, userId, sinceMs);
}

/** When the player's last paid withdrawal was reviewed (0 when none). */
export async function lastPaidWithdrawalAt(ctx: AppContext, userId: number): Promise<number> {
  const row = await ctx.store.db
    .selectFrom('withdrawals')
    .select('reviewed_at')
    .where('user_id', '=', userId)
    .where('state', '=', WITHDRAWAL_STATE.paid)
    .orderBy('reviewed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.reviewed_at ?? 0;
}

/** The turnover picture an operator reviews a withdrawal with (fen; `sinceMs` 0 when never paid). */
export interface TurnoverStatus {
  sinceMs: number;
  depositsMinor: bigint;
  /** The multiple in hundredths (100 = 1×). */
  multipleHundredths: bigint;
  requiredMinor: bigint;
  doneMinor: bigint;
  otherMinor: bigint;
  remainingMinor: bigint;
}

/**
 * The parts of `requiredTurnoverMinor`, each shown to the operator: deposits since the last paid
 * withdrawal × multiple (required), the valid bets since then (done), what the other sources still
 * require (other); remaining = max(0, required − done) + other, the same figure that refuses a
 * withdrawal.
 */
export async function turnoverStatus(ctx: AppContext, userId: number): Promise<TurnoverStatus> {
  const settings = await readWalletSettings(ctx);
  const multiple = parseRate(settings.turnover_multiple);
  const since = await lastPaidWithdrawalAt(ctx, userId);
  const deposits = await approvedDepositsMinor(ctx, userId, since);
  const required = multiplyRoundDown(deposits, multiple);
  const done = await validBetsMinor(ctx, userId, since);
  let other = 0n;
  for (const source of turnoverSources(ctx).values()) other += await source(ctx, userId, since);
  const depositPart = required > done ? required - done : 0n;
  return {
    sinceMs: since,
    depositsMinor: deposits,
    multipleHundredths: multiple,
    requiredMinor: required,
    doneMinor: done,
    otherMinor: other,
    remainingMinor: depositPart + other,
  };
}
