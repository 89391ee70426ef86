import type { Generated } from 'kysely';

/** The tables the protection module owns; no other module queries them (DESIGN §2, §12). */
export const PROTECTION_TABLES = ['protection_profiles', 'protection_changes'] as const;

/** A player's protection settings and play session (protection module, DESIGN §12). */
export interface ProtectionProfilesTable {
  user_id: number;
  deposit_day_minor: bigint | null;
  deposit_week_minor: bigint | null;
  deposit_month_minor: bigint | null;
  loss_day_minor: bigint | null;
  loss_week_minor: bigint | null;
  loss_month_minor: bigint | null;
  session_minutes: number | null;
  reality_minutes: number;
  /** 'timeout' | 'exclusion' | null. */
  block_kind: string | null;
  /** Epoch ms the block ends; null with a block_kind: for good. */
  block_until: number | null;
  /** 'player' | 'operator'. */
  block_by: string | null;
  play_started_at: number | null;
  play_last_at: number | null;
  updated_at: number;
}

/** A protection change asked for (protection module): applied, waiting, or cancelled. */
export interface ProtectionChangesTable {
  id: Generated<number>;
  user_id: number;
  /** 'deposit:day' … 'loss:month', 'session', 'reality', 'timeout', 'exclusion'. */
  field: string;
  /** Fen for a money limit, else minutes or the block's end (epoch ms); null: none / for good. */
  value_minor: bigint | null;
  by_kind: string;
  operator_id: number | null;
  reason: string;
  effective_at: number;
  applied_at: number | null;
  cancelled_at: number | null;
  created_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    protection_profiles: ProtectionProfilesTable;
    protection_changes: ProtectionChangesTable;
  }
}
