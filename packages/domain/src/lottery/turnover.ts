/**
 * The turnover (valid bet) of a player's lines in one issue of a room: bets that hedge each other
 * (大 with 小, 单 with 双, on the sum or on the 特码) count only their net exposure, so that betting
 * both sides of a coin earns no turnover toward the withdrawal requirement, VIP or rebates. The
 * larger side keeps the difference, spread over its lines in proportion to their stakes; the
 * smaller side counts nothing. Other lines count in full.
 */

/** The pairs of plays that hedge each other. */
export const HEDGED_PAIRS: readonly (readonly [string, string])[] = [
  ['big', 'small'],
  ['odd', 'even'],
  ['t_big', 't_small'],
  ['t_odd', 't_even'],
];

export interface TurnoverLine {
  play: string;
  amountMinor: bigint;
}

/** Each line's valid bet, in the order given. */
export function netTurnover(lines: readonly TurnoverLine[]): bigint[] {
  const valid = lines.map((line) => line.amountMinor);
  for (const [a, b] of HEDGED_PAIRS) {
    const sideA = lines.flatMap((line, i) => (line.play === a ? [i] : []));
    const sideB = lines.flatMap((line, i) => (line.play === b ? [i] : []));
    if (sideA.length === 0 || sideB.length === 0) continue;
    const total = (side: number[]) => side.reduce((sum, i) => sum + lines[i]!.amountMinor, 0n);
    const [large, small] = total(sideA) >= total(sideB) ? [sideA, sideB] : [sideB, sideA];
    const largeTotal = total(large);
    const net = largeTotal - total(small);
    for (const i of small) valid[i] = 0n;
    // Proportional shares rounded down; what rounding leaves goes to the last line of the side.
    let given = 0n;
    large.forEach((i, k) => {
      const share =
        k === large.length - 1
          ? net - given
          : largeTotal === 0n
            ? 0n
            : (lines[i]!.amountMinor * net) / largeTotal;
      valid[i] = share;
      given += share;
    });
  }
  return valid;
}
