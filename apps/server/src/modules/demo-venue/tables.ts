import type { Generated } from 'kysely';

/** The demo venue's own books: its wallets, processed orders, launch sessions and rounds. */
export const DEMO_VENUE_TABLES = [
  'demo_venue_wallets',
  'demo_venue_orders',
  'demo_venue_sessions',
  'demo_venue_rounds',
] as const;

export interface DemoVenueWalletsTable {
  id: Generated<number>;
  platname: string;
  player_ref: string;
  balance_minor: bigint;
  created_at: number;
}

export interface DemoVenueOrdersTable {
  id: Generated<number>;
  platname: string;
  order_id: string;
  player_ref: string;
  direction: 'in' | 'out';
  amount_minor: bigint;
  created_at: number;
}

export interface DemoVenueSessionsTable {
  id: Generated<number>;
  token_hash: string;
  platname: string;
  player_ref: string;
  game_code: string;
  expires_at: number;
  created_at: number;
}

/** status as bet records: 0 invalid, 1 settled, 2 unsettled. */
export interface DemoVenueRoundsTable {
  id: Generated<number>;
  platname: string;
  round_no: string;
  player_ref: string;
  game_code: string;
  bet_minor: bigint;
  valid_bet_minor: bigint;
  win_loss_minor: bigint;
  status: number;
  detail: string;
  created_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    demo_venue_wallets: DemoVenueWalletsTable;
    demo_venue_orders: DemoVenueOrdersTable;
    demo_venue_sessions: DemoVenueSessionsTable;
    demo_venue_rounds: DemoVenueRoundsTable;
  }
}
