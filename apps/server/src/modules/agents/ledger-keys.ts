/**
 * The ledger idempotency key of an agent's commission (ledger CONTEXT.md). Stored keys are
 * compared byte for byte: never change the format (src/ledger-keys.test.ts).
 */

/** An agent's commission of one Beijing day, `YYYY-MM-DD` (`agent_commission`). */
export const commissionKey = (agentId: number, day: string) => `agent_commission:${agentId}:${day}`;
