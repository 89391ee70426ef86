import type { Generated } from 'kysely';

/**
 * The sportsbook's tables (migration `0034_sports`; issue "sportsbook"). Its money is in the
 * ledger (the player's house venue wallet and the book's pool), not here.
 */
export const SPORTS_TABLES = [
  'sports_fixtures',
  'sports_markets',
  'sports_bets',
  'sports_bet_legs',
  'sports_daily',
  'sports_results',
  'sports_records',
  'sports_settings',
] as const;

export interface SportsFixturesTable {
  id: Generated<number>;
  /** 'football' | 'basketball' | 'esports'. */
  sport: string;
  league: string;
  home: string;
  away: string;
  starts_at: number;
  /** FIXTURE_STATES: 'scheduled' → 'live' (⇄ 'suspended') → 'finished'; or 'cancelled'. */
  state: string;
  /** Null before kick-off. */
  score_home: number | null;
  score_away: number | null;
  /** JSON of the clock while in play (period, seconds, running, at); null otherwise. */
  clock: string | null;
  /** 'feed' | 'trader'. */
  source: string;
  /** The feed's id of the fixture (unique); null for a trader's. */
  feed_ref: string | null;
  /** Incremented by every suspension of the fixture (an in-play bet compares it). */
  suspend_seq: Generated<number>;
  /** 1 while a trader's suspension holds it: the feed never reopens it (migration 0035). */
  held: Generated<number>;
  /** The confirmed result in force (`sports_results.id`); null before one. */
  result_id: number | null;
  updated_at: number;
  created_at: number;
}

export interface SportsMarketsTable {
  id: Generated<number>;
  fixture_id: number;
  /** MARKET_TYPES. */
  type: string;
  /** The line in quarters (handicap: the home side's); null for markets without one. */
  line_q: number | null;
  /** MARKET_STATES: 'open' ⇄ 'suspended' → 'settled' | 'void'. */
  state: string;
  margin_bp: number;
  /** 'feed' | 'trader'. */
  priced_by: string;
  /** JSON {selection: price in hundredths}. */
  prices: string;
  /** JSON {selection: odds shown in hundredths} (the prices with the margin). */
  odds: string;
  /** Incremented by every suspension of the market. */
  suspend_seq: Generated<number>;
  /** 1 while a trader's suspension (or void) holds it: the feed never reopens it (0035). */
  held: Generated<number>;
  /** Incremented by every change of its odds. */
  version: Generated<number>;
  sort: number;
  updated_at: number;
  created_at: number;
}

export interface SportsBetsTable {
  id: Generated<number>;
  /** 'S…': the public id and the bet record's. */
  bet_no: string;
  user_id: number;
  /** 'single' | 'parlay'. */
  kind: string;
  stake_minor: bigint;
  /** The combined odds in hundredths (rounded down). */
  odds_c: number;
  /** What every leg winning returns (stake included), rounded down to the fen. */
  potential_minor: bigint;
  /** 'open' | 'settled'. */
  state: string;
  /** What it returned (stake included) at its latest settlement; null while open. */
  paid_minor: bigint | null;
  /** How many settlements it has had (a correction adds one). */
  settle_seq: Generated<number>;
  /**
   * What corrections could not take back (the house wallet held less; migration 0035): the
   * player kept it. A later correction in the player's favour cancels it first.
   */
  shortfall_minor: Generated<bigint>;
  /** The Beijing day it was placed (yyyymmdd): the daily limits'. */
  day: number;
  placed_at: number;
  settled_at: number | null;
  created_at: number;
}

export interface SportsBetLegsTable {
  id: Generated<number>;
  bet_id: number;
  fixture_id: number;
  market_id: number;
  selection: string;
  odds_c: number;
  in_play: number;
  /** LEG_OUTCOMES; null until settled. */
  outcome: string | null;
  /** The result it settled on. */
  result_id: number | null;
  created_at: number;
}

export interface SportsDailyTable {
  id: Generated<number>;
  user_id: number;
  day: number;
  stake_minor: bigint;
  potential_minor: bigint;
  updated_at: number;
  created_at: number;
}

export interface SportsResultsTable {
  id: Generated<number>;
  fixture_id: number;
  /** Null when it cancels the fixture. */
  score_home: number | null;
  score_away: number | null;
  cancel: number;
  /** 'pending' | 'confirmed' | 'rejected' | 'replaced' (a later correction took over). */
  state: string;
  /** 1: it corrects a result already settled. */
  correction: number;
  /** 'feed' | 'trader'. */
  source: string;
  /** The operator who entered it (null: the feed). */
  entered_by: number | null;
  checked_by: number | null;
  checked_at: number | null;
  created_at: number;
}

/** A bet record handed to the bets module (append-only; the venue's cursor is its id). */
export interface SportsRecordsTable {
  id: Generated<number>;
  bet_id: number;
  /** The bet's number, or `<bet no>-<n>` for the adjustment of its n-th settlement. */
  record_no: string;
  user_id: number;
  /** 'sports' | 'esports' (the catalogue's game code). */
  game: string;
  /** 1 settled, 2 unsettled (the bets module's). */
  status: number;
  stake_minor: bigint;
  valid_minor: bigint;
  win_loss_minor: bigint;
  bet_at: number;
  created_at: number;
}

export interface SportsSettingsTable {
  id: Generated<number>;
  /** JSON of the limits (fen strings), the in-play delay and the default margin. */
  limits: string;
  updated_at: number;
  created_at: number;
}

declare module '../../platform/db/schema.ts' {
  interface Database {
    sports_fixtures: SportsFixturesTable;
    sports_markets: SportsMarketsTable;
    sports_bets: SportsBetsTable;
    sports_bet_legs: SportsBetLegsTable;
    sports_daily: SportsDailyTable;
    sports_results: SportsResultsTable;
    sports_records: SportsRecordsTable;
    sports_settings: SportsSettingsTable;
  }
}
