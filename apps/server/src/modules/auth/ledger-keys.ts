/**
 * The ledger idempotency key of auth's one movement (ledger CONTEXT.md). Stored keys are compared
 * byte for byte: never change the format (src/ledger-keys.test.ts).
 */

/** A guest's trial credit (`trial_credit`): once per guest player. */
export const guestTrialKey = (userId: number) => `guest-trial:${userId}`;
