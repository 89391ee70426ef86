import type { Generated } from 'kysely';

/**
 * The house venue's tables (DESIGN §6): the players' seed pairs, the bets played, and the venue
 * orders (transfers in and out by our order id). Its money is in the ledger, not here.
 */
export const HOUSE_TABLES = ['house_seed_pairs', 'house_bets', 'house_orders'] as const;

/**
 * A player's seed pair (house-games.md, "Personal rounds"). One active pair per player
 * (`revealed_at` null: a partial unique index); rotating it reveals its seed and makes a new one.
 */
export interface HouseSeedPairsTable {
  id: Generated<number>;
  user_id: number;
  /** 32 random bytes, 64 lowercase hex: secret until `revealed_at`. */
  server_seed: string;
  /** SHA-256 of the seed's bytes, 64 lowercase hex: shown from the start. */
  commitment: string;
  client_seed: string;
  /** The nonce the next bet under this pair takes (0, then +1 for every bet). */
  nonce: number;
  /** When the pair was rotated and its seed revealed; null while active. */
  revealed_at: number | null;
  created_at: number;
}

/** A personal round played (a spin, a shot): never changed once written. */
export interface HouseBetsTable {
  id: Generated<number>;
  /** The public bet number ('H…'): the verification's and the bet record's id. */
  bet_no: string;
  user_id: number;
  /** The game's code (`fruit`, `ocean`, `dynasty`, `fishing`). */
  game: string;
  /** 'slot' | 'fishing'. */
  kind: string;
  seed_pair_id: number;
  client_seed: string;
  nonce: number;
  stake_minor: bigint;
  win_minor: bigint;
  /** JSON: what was drawn and what the rule in force was (see rounds.ts). */
  detail: string;
  created_at: number;
}

/**
 * Every order id the venue processed (transfers in and out), unique for ever; a row with `closed`
 * 1 is an id `orderStatus` was asked about and never processed: it never will be.
 */
export interface HouseOrdersTable {
  id: Generated<number>;
  order_id: string;
  player_ref: string;
  /** 'in' | 'out'. */
  direction: 'in' | 'out';
  amount_minor: bigint;
  /** 1: closed unprocessed (amount 0); 0: processed. */
  closed: number;
  created_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    house_seed_pairs: HouseSeedPairsTable;
    house_bets: HouseBetsTable;
    house_orders: HouseOrdersTable;
  }
}
