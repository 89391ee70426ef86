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
    // Proportional shares rounded down; the fen that rounding leaves go one each to the lines
    // with the largest remainders (earlier lines first on a tie). Each share is then at most its
    // stake: the net is below the side's total, so a share rounded down is below its stake too.
    const remainders: { i: number; rest: bigint }[] = [];
    let given = 0n;
    for (const i of large) {
      const scaled = largeTotal === 0n ? 0n : lines[i]!.amountMinor * net;
      const share = largeTotal === 0n ? 0n : scaled / largeTotal;
      valid[i] = share;
      given += share;
      remainders.push({ i, rest: largeTotal === 0n ? 0n : scaled % largeTotal });
    }
    remainders.sort((x, y) => (x.rest === y.rest ? x.i - y.i : x.rest > y.rest ? -1 : 1));
    for (let k = 0; given < net; k++) {
      const { i } = remainders[k % remainders.length]!;
      valid[i] = valid[i]! + 1n;
      given += 1n;
    }
  }
  return valid;
}
