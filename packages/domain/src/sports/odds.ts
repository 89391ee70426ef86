import type { OddsAccept } from '@app/contract/sports-constants';
import { checkOdds } from './settle.ts';

/**
 * Odds (issue "sportsbook"): decimal odds are integers in hundredths (1.95 → 195). The trader (or
 * the feed) gives each selection a price — fair odds, whose implied probabilities need not sum to
 * one — and the market a margin in basis points (500 = 5 %); the odds shown are the prices
 * normalised to a fair book and then shortened so the book sums to 1 + margin, rounded down to the
 * hundredth, never below 1.01.
 */
export const MIN_ODDS_C = 101;
export const MAX_ODDS_C = 100_000;
export const MAX_MARGIN_BP = 3_000;

export function applyMargin(pricesC: number[], marginBp: number): number[] {
  if (!Number.isSafeInteger(marginBp) || marginBp < 0 || marginBp > MAX_MARGIN_BP) {
    throw new RangeError(`bad margin ${marginBp}`);
  }
  for (const p of pricesC) checkOdds(p);
  // Implied probability of each price, in parts per 10^12 (integers keep every node identical).
  const scale = 1_000_000_000_000n;
  const implied = pricesC.map((p) => (scale * 100n) / BigInt(p));
  const sum = implied.reduce((a, b) => a + b, 0n);
  return implied.map((pi) => {
    // odds = 1 / (pi / sum × (1 + m)) = sum / (pi × (1 + m)); in hundredths, rounded down.
    const num = sum * 100n * 10_000n;
    const den = pi * BigInt(10_000 + marginBp);
    const odds = Number(num / den);
    return Math.max(MIN_ODDS_C, Math.min(MAX_ODDS_C, odds));
  });
}

/** The book's overround in basis points of a set of shown odds (Σ 1/odds − 1). */
export function overroundBp(oddsC: number[]): number {
  const sum = oddsC.reduce((a, o) => a + 100 / o, 0);
  return Math.round((sum - 1) * 10_000);
}

/** Decimal odds as written: 195 → '1.95'. */
export function formatOdds(oddsC: number): string {
  return (oddsC / 100).toFixed(2);
}

/** Hong Kong odds (the win per 1 staked): decimal − 1; 195 → '0.95'. */
export function formatHongKongOdds(oddsC: number): string {
  return ((oddsC - 100) / 100).toFixed(2);
}

/** Written decimal odds back to hundredths ('1.95' → 195); null when not 1.01–1000.00. */
export function parseOdds(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  const c = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return c >= MIN_ODDS_C && c <= MAX_ODDS_C ? c : null;
}

export { ODDS_ACCEPT, type OddsAccept } from '@app/contract/sports-constants';

/** Whether a leg is taken at the current odds under the player's choice. */
export function oddsAccepted(choice: OddsAccept, sentC: number, currentC: number): boolean {
  if (currentC === sentC) return true;
  if (choice === 'any') return true;
  if (choice === 'higher') return currentC > sentC;
  return false;
}
