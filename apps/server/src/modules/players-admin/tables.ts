import type { Generated } from 'kysely';

/**
 * The tables the players-admin module owns: manual adjustments (requested, posted or refused) and
 * its own settings (the amount above which an adjustment needs a second operator).
 */
export const PLAYERS_ADMIN_TABLES = ['player_adjustments', 'players_admin_settings'] as const;

/** A manual adjustment of a player's wallet (players-admin): requested, posted or refused. */
export interface PlayerAdjustmentsTable {
  id: Generated<number>;
  user_id: number;
  /** credit (house -> wallet) or debit (wallet -> house). */
  direction: string;
  /** Positive fen. */
  amount_minor: bigint;
  reason: string;
  /** pending, posted, refused. */
  state: string;
  /** `{operator id}:{the console's key}`: a repeat of a request finds its row. */
  request_key: string;
  requested_by: number;
  decided_by: number | null;
  decided_at: number | null;
  remark: Generated<string>;
  transfer_id: number | null;
  created_at: number;
}

/** The players-admin module's settings, by name (money ones in fen). */
export interface PlayersAdminSettingsTable {
  name: string;
  value_minor: bigint;
  updated_by: number;
  updated_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    player_adjustments: PlayerAdjustmentsTable;
    players_admin_settings: PlayersAdminSettingsTable;
  }
}
