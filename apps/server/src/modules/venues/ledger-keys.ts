/**
 * The venues' ledger idempotency keys, one function per operation, from our venue transfer order
 * (ledger CONTEXT.md). Stored keys are compared byte for byte: never change a format
 * (src/ledger-keys.test.ts).
 */

/** Wallet -> venue (`venue_in`). */
export const venueInKey = (orderNo: string) => `venue-in:${orderNo}`;

/** Venue -> wallet (`venue_out`). */
export const venueOutKey = (orderNo: string) => `venue-out:${orderNo}`;

/** A transfer in that the venue refused, moved back (`venue_in_reversed`, reverses venueInKey). */
export const venueReverseKey = (orderNo: string) => `venue-reverse:${orderNo}`;
