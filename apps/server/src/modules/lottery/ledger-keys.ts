/**
 * The lottery rooms' ledger idempotency keys, one function per operation (ledger CONTEXT.md).
 * Stored keys are compared byte for byte: never change a format (src/ledger-keys.test.ts).
 */

/** A player's order on an issue, staked from the wallet (`lottery_stake`). */
export const lotteryOrderKey = (userId: number, orderId: string) =>
  `lottery.order:${userId}:${orderId}`;

/** What every payout of one issue of a room starts with (tests look the payouts up). */
export const lotteryPayoutKeyPrefix = (roomId: number, expect: string) =>
  `lottery.payout:${roomId}:${expect}:`;

/** A player's winnings of one issue of a room, paid from the pool (`lottery_payout`). */
export const lotteryPayoutKey = (roomId: number, expect: string, userId: number) =>
  `${lotteryPayoutKeyPrefix(roomId, expect)}${userId}`;
