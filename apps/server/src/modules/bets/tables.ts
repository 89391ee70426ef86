import type { Generated } from 'kysely';

/** The tables the bets module owns: bet records pulled from the venues, and each venue's cursor. */
export const BETS_TABLES = ['bet_records', 'venue_bet_cursors'] as const;

export interface BetRecordsTable {
  id: Generated<number>;
  user_id: number;
  platname: string;
  bet_id: string;
  game_code: string;
  bet_minor: bigint;
  valid_bet_minor: bigint;
  win_loss_minor: bigint;
  status: number;
  bet_at: number;
  created_at: number;
}

export interface VenueBetCursorsTable {
  platname: string;
  cursor: string;
  updated_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    bet_records: BetRecordsTable;
    venue_bet_cursors: VenueBetCursorsTable;
  }
}
