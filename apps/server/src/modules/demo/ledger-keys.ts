/**
 * The ledger idempotency key of the demo seed's credit (ledger CONTEXT.md). Stored keys are
 * compared byte for byte: never change the format (src/ledger-keys.test.ts).
 */

/** The demo player's starting credit (`demo_credit`): once per demo player. */
export const demoSeedCreditKey = (userId: number) => `demo-seed:credit:${userId}`;
