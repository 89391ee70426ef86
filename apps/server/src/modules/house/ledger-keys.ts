/**
 * The house venue's ledger idempotency keys, one function per operation (ledger CONTEXT.md): from
 * our venue order id (transfers) or the bet number (rounds). Stored keys are compared byte for
 * byte: never change a format (src/ledger-keys.test.ts).
 */

/** A venue transfer into the player's house wallet (`house_in`), by our order id. */
export const houseInKey = (orderId: string) => `house.in:${orderId}`;

/** A venue transfer out of the player's house wallet (`house_out`), by our order id. */
export const houseOutKey = (orderId: string) => `house.out:${orderId}`;

/** A round's stake, house wallet -> the games' pool (`house_stake`), by bet number. */
export const houseStakeKey = (betNo: string) => `house.stake:${betNo}`;

/** A round's win, the games' pool -> house wallet (`house_win`), by bet number. */
export const houseWinKey = (betNo: string) => `house.win:${betNo}`;

/** A table bet's stakes (`house_stake`), by the bet call's own random id. */
export const houseTableStakeKey = (betId: string) => `house.tstake:${betId}`;

/** What a table round paid a player (`house_win`): once per (table, round, player). */
export const houseTablePayKey = (table: string, round: number, userId: number) =>
  `house.tpay:${table}:${round}:${userId}`;
