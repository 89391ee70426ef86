/**
 * The ledger idempotency key of a red packet draw (ledger CONTEXT.md). Stored keys are compared
 * byte for byte: never change the format (src/ledger-keys.test.ts).
 */

/** A player's `seq`-th draw of a Beijing day, `YYYY-MM-DD` (`redpacket`). */
export const redpacketKey = (userId: number, day: string, seq: number) =>
  `redpacket:${userId}:${day}:${seq}`;
