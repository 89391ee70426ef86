/**
 * Lottery bets that hedge each other in one issue (大 with 小, 单 with 双, and the 特 plays of the
 * six-plus-one the same) count only their net exposure toward turnover and rebates (issue 11):
 * the hedged part — the smaller side's stake — is taken off both sides, so a pair's valid bets
 * sum to |A − B|. Only these opposing pairs are netted; other plays count in full.
 */
export const HEDGING_PAIRS: readonly (readonly [string, string])[] = [
  ['big', 'small'],
  ['odd', 'even'],
  ['t_big', 't_small'],
  ['t_odd', 't_even'],
];

/**
 * The valid bet of each line of one player's lines in one issue, with the hedging pairs netted:
 * `valid` is each line's valid bet before netting (0 for a returned stake), in fen. Lines are cut
 * in their order until the hedged amount is taken off each side.
 */
export function netValidBets(lines: readonly { play: string; validMinor: bigint }[]): bigint[] {
  const valid = lines.map((line) => line.validMinor);
  const sideSum = (play: string) =>
    lines.reduce((sum, line, i) => (line.play === play ? sum + valid[i]! : sum), 0n);
  for (const [a, b] of HEDGING_PAIRS) {
    const sumA = sideSum(a);
    const sumB = sideSum(b);
    const hedged = sumA < sumB ? sumA : sumB;
    if (hedged === 0n) continue;
    for (const play of [a, b]) {
      let left = hedged;
      for (let i = 0; i < lines.length && left > 0n; i++) {
        if (lines[i]!.play !== play) continue;
        const cut = valid[i]! < left ? valid[i]! : left;
        valid[i] = valid[i]! - cut;
        left -= cut;
      }
    }
  }
  return valid;
}
