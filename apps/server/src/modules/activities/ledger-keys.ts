/**
 * The ledger idempotency key of an activity's bonus (ledger CONTEXT.md). Stored keys are compared
 * byte for byte: never change the format (src/ledger-keys.test.ts).
 */

/** The bonus of an approved activity application (`activity_bonus`): one per application. */
export const activityBonusKey = (applicationId: number) => `activity:${applicationId}`;
