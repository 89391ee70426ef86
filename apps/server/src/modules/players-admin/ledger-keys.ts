/**
 * The ledger idempotency key of an operator's adjustment (ledger CONTEXT.md). Stored keys are
 * compared byte for byte: never change the format (src/ledger-keys.test.ts).
 */

/** An adjustment posted to the wallet (`adjustment`): one per adjustment row. */
export const adjustmentKey = (adjustmentId: number) => `adjustment:${adjustmentId}`;
