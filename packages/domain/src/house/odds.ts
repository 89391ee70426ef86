/**
 * Money at table odds. Stakes and payouts are bigint minor units (fen); odds are integers in
 * basis points of the stake won (10 000 = 1:1, 9 500 = 0.95:1, 80 000 = 8:1), so no float ever
 * touches money. A win is floor(stake × odds / 10 000): a fraction of a fen stays with the house
 * (e.g. banker at 0.95:1 on a stake of 1.05 yuan wins 99 fen, not 99.75).
 */
export const ODDS_SCALE = 10_000;

/** Refuses a stake that is not a positive number of fen. */
export function checkStake(stake: bigint): void {
  if (typeof stake !== 'bigint' || stake <= 0n) throw new RangeError('stake must be positive fen');
}

/** Refuses odds that are not a non-negative integer number of basis points. */
export function checkOdds(basisPoints: number): void {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError(`bad odds ${basisPoints}`);
  }
}

/** What a stake wins at these odds (the stake itself not included), rounded down to the fen. */
export function winAtOdds(stake: bigint, basisPoints: number): bigint {
  checkStake(stake);
  checkOdds(basisPoints);
  return (stake * BigInt(basisPoints)) / BigInt(ODDS_SCALE);
}
