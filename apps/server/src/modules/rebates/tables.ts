/**
 * The tables the rebates module owns: settled rebates (one per player, platform and Beijing day),
 * the claims that paid them, and the days already settled.
 */
export const REBATES_TABLES = ['rebates', 'rebate_claims', 'rebate_days'] as const;
