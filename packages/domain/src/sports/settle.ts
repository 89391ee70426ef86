import type { LegOutcome } from '@app/contract/sports-constants';
import { CS_MAX_GOALS, type MarketKind } from './markets.ts';

export { LEG_OUTCOME_NAMES, LEG_OUTCOMES, type LegOutcome } from '@app/contract/sports-constants';

/**
 * How a leg ends (LEG_OUTCOMES). A quarter line is two half-stakes on the two neighbouring lines
 * (−0.25 = half on 0, half on −0.5), so it may half win or half lose.
 */

/** The final score the market settles on (goals, points, or maps won). */
export interface Score {
  home: number;
  away: number;
}

function checkScore(score: Score): void {
  for (const n of [score.home, score.away]) {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`bad score ${n}`);
  }
}

/** A whole or half line's result from the sign of (margin × 4 + line in quarters). */
function bySign(v: number): 'win' | 'push' | 'lose' {
  return v > 0 ? 'win' : v === 0 ? 'push' : 'lose';
}

/** Settles a signed value against a line in quarters, splitting a quarter line in two halves. */
function onLine(valueQ: number, lineQ: number): LegOutcome {
  if (Math.abs(lineQ) % 2 === 0) return bySign(valueQ + lineQ);
  const a = bySign(valueQ + lineQ - 1);
  const b = bySign(valueQ + lineQ + 1);
  if (a === b) return a;
  // The halves differ by half a goal: one is a push and the other decides.
  const decided = a === 'push' ? b : a;
  return decided === 'win' ? 'half_win' : 'half_lose';
}

/**
 * A selection's outcome on a final score. Handicap: the line is the home side's; the away
 * selection takes its negation. Total: over wins above the line. Two-way (money line, match
 * winner): a draw is a push.
 */
export function settleSelection(
  kind: MarketKind,
  selection: string,
  lineQ: number | null,
  score: Score,
): LegOutcome {
  checkScore(score);
  const { home, away } = score;
  switch (kind) {
    case '1x2': {
      const result = home > away ? 'home' : home < away ? 'away' : 'draw';
      return selection === result ? 'win' : 'lose';
    }
    case 'twoway':
      if (home === away) return 'push';
      return selection === (home > away ? 'home' : 'away') ? 'win' : 'lose';
    case 'handicap': {
      const line = lineQ ?? 0;
      return selection === 'home'
        ? onLine(4 * (home - away), line)
        : onLine(4 * (away - home), -line);
    }
    case 'total': {
      const line = lineQ ?? 0;
      const total = 4 * (home + away);
      return selection === 'over' ? onLine(total, -line) : onLine(-total, line);
    }
    case 'btts': {
      const both = home > 0 && away > 0;
      return (selection === 'yes') === both ? 'win' : 'lose';
    }
    case 'cs': {
      const listed = home <= CS_MAX_GOALS && away <= CS_MAX_GOALS;
      if (selection === 'other') return listed ? 'lose' : 'win';
      return listed && selection === `${home}:${away}` ? 'win' : 'lose';
    }
  }
}

/**
 * What a leg multiplies the stake by, as a numerator over 200 (exact): odds are decimal odds in
 * hundredths (1.95 → 195). Win: odds; half win: (odds + 1) / 2; push or void: 1; half lose: 1/2;
 * lose: 0.
 */
export function legFactor200(outcome: LegOutcome, oddsC: number): bigint {
  checkOdds(oddsC);
  const o = BigInt(oddsC);
  switch (outcome) {
    case 'win':
      return 2n * o;
    case 'half_win':
      return o + 100n;
    case 'push':
    case 'void':
      return 200n;
    case 'half_lose':
      return 100n;
    case 'lose':
      return 0n;
  }
}

export function checkOdds(oddsC: number): void {
  if (!Number.isSafeInteger(oddsC) || oddsC < 101 || oddsC > 100_000) {
    throw new RangeError(`bad odds ${oddsC}`);
  }
}

/**
 * What a bet returns (stake included), rounded down to the fen: the stake times the product of
 * its legs' factors. A single is a parlay of one leg; a void leg counts as odds 1.00.
 */
export function betReturn(stake: bigint, legs: { outcome: LegOutcome; oddsC: number }[]): bigint {
  if (stake <= 0n) throw new RangeError('stake must be positive fen');
  if (legs.length === 0) throw new RangeError('a bet has legs');
  let num = stake;
  let den = 1n;
  for (const leg of legs) {
    num *= legFactor200(leg.outcome, leg.oddsC);
    den *= 200n;
  }
  return num / den;
}

/** The most a bet can return (every leg won), rounded down to the fen. */
export function potentialReturn(stake: bigint, oddsC: number[]): bigint {
  return betReturn(
    stake,
    oddsC.map((o) => ({ outcome: 'win' as const, oddsC: o })),
  );
}

/** A parlay's odds in hundredths (the product, rounded down), as the slip shows it. */
export function combinedOddsC(oddsC: number[]): number {
  let num = 1n;
  let den = 1n;
  for (const o of oddsC) {
    checkOdds(o);
    num *= BigInt(o);
    den *= 100n;
  }
  return Number((num * 100n) / den);
}
