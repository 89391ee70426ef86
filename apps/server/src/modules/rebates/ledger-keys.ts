/**
 * The ledger idempotency key of a rebate claim (ledger CONTEXT.md). Stored keys are compared byte
 * for byte: never change the format (src/ledger-keys.test.ts).
 */

/** A claim's rebates paid to the wallet (`rebate`): one per claim row. */
export const rebateClaimKey = (claimId: number) => `rebates.claim:${claimId}`;
