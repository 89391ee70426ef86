/**
 * The differential split of a commission up the referrer chain (pure).
 *
 * `chain` holds the referrers above one bettor, nearest first, at most `depth` of them: each an
 * agent's rate in basis points, or null for a referrer who is not an agent (earns nothing but still
 * counts as a level). The nearest agent earns its whole rate; each agent further up earns the part
 * of its rate above the highest rate already paid below it, never a negative share. So the shares
 * always sum to the highest rate in the chain: the house pays the top rate once, however the
 * chain is arranged.
 */
export function splitCommission(chain: readonly (number | null)[]): number[] {
  let paid = 0;
  return chain.map((rate) => {
    if (rate === null) return 0;
    const share = Math.max(0, rate - paid);
    paid = Math.max(paid, rate);
    return share;
  });
}

/** A day's commission of one agent: Σ(basis × share bp) / 10 000, rounded down to the fen. */
export function commissionOf(weightedMinorBp: bigint): bigint {
  return weightedMinorBp / 10_000n;
}
