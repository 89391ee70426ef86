/** The table the payees module owns: the player's saved bank cards and USDT addresses. */
export const PAYEES_TABLES = ['payees'] as const;
