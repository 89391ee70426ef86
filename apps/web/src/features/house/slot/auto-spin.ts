import { parseMinor } from '@app/contract/money-format';

/**
 * 自动旋转: a number of spins, stopping early on a single win above an amount, when the balance
 * falls below the stake, on any error, or when the player stops it.
 */
export const AUTO_SPIN_COUNTS = [10, 25, 50, 100] as const;

export interface AutoSpinPlan {
  spins: number;
  /** Stop after a spin that won more than this (fen); null: never for a win. */
  stopOnWinAbove: bigint | null;
}

export type AutoStopReason = 'done' | 'bigWin' | 'lowBalance' | 'error' | 'player';

export interface AutoSpinRun {
  plan: AutoSpinPlan;
  /** Spins played so far. */
  played: number;
}

/** What a finished spin says for the run: go on, or stop and why. */
export function afterAutoSpin(
  run: AutoSpinRun,
  spin: { win: string; balance: string; stake: string },
): { run: AutoSpinRun; stop: AutoStopReason | null } {
  const next = { ...run, played: run.played + 1 };
  const win = parseMinor(spin.win) ?? 0n;
  if (run.plan.stopOnWinAbove !== null && win > run.plan.stopOnWinAbove) {
    return { run: next, stop: 'bigWin' };
  }
  if (next.played >= run.plan.spins) return { run: next, stop: 'done' };
  if (!canStake(spin.balance, spin.stake)) return { run: next, stop: 'lowBalance' };
  return { run: next, stop: null };
}

/** Whether a balance covers a stake (both 2-place strings). */
export function canStake(balance: string | undefined, stake: string): boolean {
  if (balance === undefined) return true;
  const have = parseMinor(balance);
  const need = parseMinor(stake);
  return have === null || need === null || have >= need;
}

/** The win threshold the player typed ('' for none), in fen; undefined when it is not money. */
export function parseWinLimit(text: string): bigint | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const minor = parseMinor(trimmed);
  return minor === null || minor < 0n ? undefined : minor;
}
