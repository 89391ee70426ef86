/**
 * The sportsbook's ledger idempotency keys, one function per operation (ledger CONTEXT.md). Stored
 * keys are compared byte for byte: never change a format (src/ledger-keys.test.ts).
 */

/** A bet's stake, house wallet -> the book's pool (`sports_stake`), by bet number. */
export const sportsStakeKey = (betNo: string) => `sports.stake:${betNo}`;

/** What a bet's first settlement returns, pool -> house wallet (`sports_return`). */
export const sportsReturnKey = (betId: number, settleSeq: number) =>
  `sports.return:${betId}:${settleSeq}`;

/** A resettlement's difference, either way (`sports_adjust`), once per settlement of the bet. */
export const sportsAdjustKey = (betId: number, settleSeq: number) =>
  `sports.adjust:${betId}:${settleSeq}`;
