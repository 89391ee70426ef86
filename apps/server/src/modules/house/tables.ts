import type { Generated } from 'kysely';

/**
 * The house venue's tables (DESIGN §6): the players' seed pairs, the bets played, and the venue
 * orders (transfers in and out by our order id). Its money is in the ledger, not here.
 */
export const HOUSE_TABLES = [
  'house_seed_pairs',
  'house_bets',
  'house_orders',
  'house_tables',
  'house_table_rounds',
  'house_table_bets',
  'house_table_records',
] as const;

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

/** A shared table (baccarat, dragon tiger, 百人牛牛): what the operator edits. */
export interface HouseTablesTable {
  id: Generated<number>;
  code: string;
  /** 'baccarat' | 'dragon_tiger' | 'niuniu'. */
  game: string;
  name: string;
  /** 1 open, 0 closed (no new round opens; rounds with bets still settle). */
  status: number;
  round_ms: number;
  betting_ms: number;
  /** The schedule (domain table-schedule.ts): round `anchor_round` opens at `anchor_at`. */
  anchor_round: number;
  anchor_at: number;
  /** JSON: {area: [min fen, max fen]} as strings: one player's stake on the area in a round. */
  limits: string;
  sort: number;
  /**
   * JSON {anchor_round, anchor_at, round_ms, betting_ms}: the schedule of the rounds before the
   * anchor after a change of lengths (migration 0033); '' when none.
   */
  previous_schedule: Generated<string>;
  updated_at: number;
  created_at: number;
}

/** A round of a table: made when it opens (seed, commitment, times), dealt and settled once. */
export interface HouseTableRoundsTable {
  id: Generated<number>;
  table_code: string;
  round: number;
  /** 32 random bytes, 64 lowercase hex: secret until the round is settled. */
  server_seed: string;
  commitment: string;
  /** The beacon's randomness mixed into the prefix; '' when none. */
  beacon: string;
  opens_at: number;
  closes_at: number;
  ends_at: number;
  /** 'open' (betting or waiting for its deal) | 'settled' (dealt and paid, in one transaction). */
  state: string;
  /** JSON card indices in deal order; '' until dealt. */
  cards: string;
  /** JSON outcome (house-games.md); '' until dealt. */
  outcome: string;
  dealt_at: number | null;
  created_at: number;
}

/** A player's stake on one area of a round (more chips add to the row). */
export interface HouseTableBetsTable {
  id: Generated<number>;
  round_id: number;
  user_id: number;
  area: string;
  stake_minor: bigint;
  /** What was taken from the wallet: the stake, or for 百人牛牛 stake × the largest multiplier. */
  held_minor: bigint;
  updated_at: number;
  created_at: number;
}

/** A player's settled round at a table: the bet record (never changed once written). */
export interface HouseTableRecordsTable {
  id: Generated<number>;
  /** `<table>-<round>-<user id base 36>`: the bet record's id, and the way to its verification. */
  bet_no: string;
  round_id: number;
  table_code: string;
  round: number;
  game: string;
  user_id: number;
  stake_minor: bigint;
  /** The stakes that were not returned at par (a tie's returned 庄/闲 bets are no turnover). */
  valid_minor: bigint;
  held_minor: bigint;
  /** What came back (stakes included); the player's net is paid − held. */
  paid_minor: bigint;
  /** JSON: [{area, stake, paid}]. */
  detail: string;
  created_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    house_seed_pairs: HouseSeedPairsTable;
    house_bets: HouseBetsTable;
    house_orders: HouseOrdersTable;
    house_tables: HouseTablesTable;
    house_table_rounds: HouseTableRoundsTable;
    house_table_bets: HouseTableBetsTable;
    house_table_records: HouseTableRecordsTable;
  }
}
