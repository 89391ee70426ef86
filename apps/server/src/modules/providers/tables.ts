import type { Generated } from 'kysely';

/**
 * The game providers' tables (migration `0038_providers`; docs/providers.md). The money of a
 * seamless provider's rounds is in the ledger (the player's wallet and `house:provider_pool`);
 * these tables hold what the provider told us, so that every transaction id answers once.
 */
export const PROVIDERS_TABLES = [
  'providers',
  'provider_sessions',
  'provider_transactions',
  'provider_rounds',
  'provider_records',
] as const;

export interface ProvidersTable {
  id: Generated<number>;
  /** Also the venue's platname and the games' platform name. */
  code: string;
  name: string;
  /** PROVIDER_MODES. */
  mode: string;
  /** PROVIDER_SIGNINGS. */
  signing: string;
  base_url: string;
  /** JSON array of currency codes. */
  currencies: string;
  /** JSON array of catalogue category slugs. */
  categories: string;
  /** JSON object: our status → the provider's name for it. */
  error_codes: string;
  enabled: number;
  /** The credentials, encrypted (credentials.ts); '' when none were saved. */
  credentials: string;
  /** RSA: our public key (PEM), handed to the provider; '' otherwise. */
  public_key: string;
  created_at: number;
  updated_at: number;
}

export interface ProviderSessionsTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the token the launch handed the provider. */
  token_hash: string;
  provider: string;
  user_id: number;
  game_code: string;
  /** A bet needs the session before this; each bet moves it on. */
  expires_at: number;
  created_at: number;
}

export interface ProviderTransactionsTable {
  id: Generated<number>;
  provider: string;
  /** The provider's transaction id: one row per (provider, tx_id), for good. */
  tx_id: string;
  /** 'bet' | 'win' | 'rollback'. */
  kind: string;
  user_id: number;
  round_ref: string;
  game_code: string;
  amount_minor: bigint;
  /** A win's or rollback's bet. */
  ref_tx_id: string | null;
  /**
   * 'ok'; a bet undone by its rollback: 'rolled_back'; a bet whose rollback came first (the row
   * holds its id so the late bet is refused): 'void'.
   */
  state: string;
  /** A bet with a win paid: its rollback is refused. */
  won: number;
  created_at: number;
  updated_at: number;
}

export interface ProviderRoundsTable {
  id: Generated<number>;
  provider: string;
  round_ref: string;
  user_id: number;
  game_code: string;
  /** The stakes not rolled back. */
  stake_minor: bigint;
  win_minor: bigint;
  /** Bets not rolled back. */
  live_bets: number;
  /** 'open' | 'closed' | 'void'. */
  state: string;
  /** Money moved after the round closed (a late win, a rollback): each is its own record. */
  extra_records: number;
  closed_at: number | null;
  created_at: number;
}

export interface ProviderRecordsTable {
  id: Generated<number>;
  provider: string;
  /** The bet id the bets module keys by (the round, or `<round>-w<n>` for a late win). */
  record_no: string;
  user_id: number;
  game_code: string;
  /** 0 void, 1 settled, 2 open. */
  status: number;
  bet_minor: bigint;
  valid_minor: bigint;
  win_loss_minor: bigint;
  bet_at: number;
  created_at: number;
}

declare module '../../platform/db/schema.ts' {
  interface Database {
    providers: ProvidersTable;
    provider_sessions: ProviderSessionsTable;
    provider_transactions: ProviderTransactionsTable;
    provider_rounds: ProviderRoundsTable;
    provider_records: ProviderRecordsTable;
  }
}
