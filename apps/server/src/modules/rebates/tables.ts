import type { Generated } from 'kysely';

/**
 * The tables the rebates module owns: settled rebates (one per player, platform and Beijing day),
 * the claims that paid them, and the days already settled.
 */
export const REBATES_TABLES = ['rebates', 'rebate_claims', 'rebate_days'] as const;

/**
 * A settled rebate (rebates module): one per (user, platform, Beijing day of the bets), claimable
 * once settled (state 0), claimed by the player or the auto-wash (state 1, claim_id).
 */
export interface RebatesTable {
  id: Generated<number>;
  user_id: number;
  platname: string;
  category: string;
  day: string;
  valid_minor: bigint;
  rate_bp: number;
  amount_minor: bigint;
  state: number;
  claim_id: number | null;
  created_at: number;
  claimed_at: number | null;
}

/** One claim: every claimable rebate of the player at that moment, paid in one ledger transfer. */
export interface RebateClaimsTable {
  id: Generated<number>;
  user_id: number;
  amount_minor: bigint;
  rows: number;
  by_system: number;
  created_at: number;
}

/** A Beijing day whose accruals the daily job has settled into rebates. */
export interface RebateDaysTable {
  day: string;
  rows: number;
  settled_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    rebates: RebatesTable;
    rebate_claims: RebateClaimsTable;
    rebate_days: RebateDaysTable;
  }
}
