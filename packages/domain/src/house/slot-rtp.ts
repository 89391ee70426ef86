/**
 * A slot's exact return to player. The reels stop independently and uniformly, so on one payline
 * reel i shows symbol s with probability (stops of reel i whose row shows s) / (length of reel i),
 * independently of the other reels. Enumerating symbol sequences per line, weighted by those
 * counts, gives the line's expected pay exactly — no product over all stop combinations. A
 * sequence stops growing as soon as its pay is settled (its runs are broken), with the weight of
 * every continuation. RTP = Σ over lines of (line bet × expected line multiple) / stake = the mean
 * over lines of the expected line multiple, since stake = lines × line bet.
 */
import { linePay, SLOT_ROWS, type SlotGame } from './slots.ts';

export interface ExactRtp {
  /** RTP = numerator / denominator, in lowest terms (1 = 100 %). */
  numerator: bigint;
  denominator: bigint;
  /** The same as a float, for display. */
  value: number;
}

/** How many stops of a strip show each symbol on a row of the window. */
function rowCounts(strip: readonly string[], row: number): [string, bigint][] {
  const counts = new Map<string, bigint>();
  strip.forEach((_, stop) => {
    const symbol = strip[(stop + row) % strip.length] as string;
    counts.set(symbol, (counts.get(symbol) ?? 0n) + 1n);
  });
  return [...counts];
}

/** Whether a line's pay can no longer change: both its runs from the left are broken. */
function settled(wild: string | null, prefix: readonly string[]): boolean {
  const target = prefix.find((s) => s !== wild);
  return target !== undefined && prefix.some((s) => s !== target && s !== wild);
}

/** Σ over the line's stop combinations of its pay (multiples of the line bet). */
function lineTotal(game: SlotGame, rows: readonly number[]): bigint {
  const counts = rows.map((row, reel) => rowCounts(game.reels[reel]!, row));
  // rest[i]: the number of stop combinations of reels i … last.
  const rest = game.reels.map(() => 1n);
  rest.push(1n);
  for (let i = game.reels.length - 1; i >= 0; i--) {
    rest[i] = rest[i + 1]! * BigInt(game.reels[i]!.length);
  }
  let total = 0n;
  const visit = (reel: number, prefix: string[], weight: bigint): void => {
    if (reel === game.reels.length || settled(game.wild, prefix)) {
      const pay = linePay(game, prefix)?.multiplier ?? 0;
      total += weight * BigInt(pay) * rest[reel]!;
      return;
    }
    for (const [symbol, count] of counts[reel]!)
      visit(reel + 1, [...prefix, symbol], weight * count);
  };
  visit(0, [], 1n);
  return total;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function exactRtp(game: SlotGame): ExactRtp {
  if (game.lines.some((rows) => rows.some((row) => row < 0 || row >= SLOT_ROWS))) {
    throw new RangeError('a payline reads a row outside the window');
  }
  const combinations = game.reels.reduce((n, strip) => n * BigInt(strip.length), 1n);
  let numerator = game.lines.reduce((sum, rows) => sum + lineTotal(game, rows), 0n);
  let denominator = combinations * BigInt(game.lines.length);
  const divisor = gcd(numerator, denominator);
  numerator /= divisor;
  denominator /= divisor;
  const value = Number((numerator * 10n ** 12n) / denominator) / 1e12;
  return { numerator, denominator, value };
}

/** An RTP as a percentage with two decimals, rounded half up: '96.12%'. */
export function formatRtp(rtp: Pick<ExactRtp, 'numerator' | 'denominator'>): string {
  const hundredths = (rtp.numerator * 20_000n + rtp.denominator) / (2n * rtp.denominator);
  const fraction = String(hundredths % 100n).padStart(2, '0');
  return `${hundredths / 100n}.${fraction}%`;
}
