import type { Generated } from 'kysely';

/** The tables the venues module owns: the venues, players' accounts there, and transfers. */
export const VENUES_TABLES = [
  'venues',
  'venue_accounts',
  'venue_transfers',
  'transfer_prefs',
] as const;

export interface VenuesTable {
  id: Generated<number>;
  platname: string;
  name: string;
  category: string;
  adapter: string;
  enabled: number;
  sort: number;
  created_at: number;
}

export interface VenueAccountsTable {
  id: Generated<number>;
  user_id: number;
  platname: string;
  player_ref: string;
  created_at: number;
}

/** state: 0 failed, 1 success, 2 pending (spec part 2 §4). direction: 'in' to the venue, 'out'. */
export interface VenueTransfersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  platname: string;
  direction: 'in' | 'out';
  amount_minor: bigint;
  state: number;
  error: string;
  attempts: number;
  created_at: number;
  updated_at: number;
}

/** The player's automatic-transfer switch (0027; formerly users.transferstatus); no row: off. */
export interface TransferPrefsTable {
  user_id: number;
  /** 1: every launch brings the other venues' money back and sends the whole wallet in. */
  auto: number;
  updated_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    venues: VenuesTable;
    venue_accounts: VenueAccountsTable;
    venue_transfers: VenueTransfersTable;
    transfer_prefs: TransferPrefsTable;
  }
}
