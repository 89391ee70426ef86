import type { Generated } from 'kysely';

/**
 * Table types. Integer columns read as `number`, except money columns, whose names end in
 * `_minor` and read as `bigint` (see normalize-plugin.ts). Times are epoch milliseconds.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  settings: SettingsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  realname: string;
  password_hash: string;
  pay_password_hash: string | null;
  pid: number | null;
  telegram_id: string | null;
  is_guest: number;
  is_agent: number;
  status: number;
  vip: number;
  avatar: string;
  mobile: string;
  email: string;
  birthday: string;
  transferstatus: number;
  created_at: number;
  last_login_at: number | null;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface CaptchasTable {
  key: string;
  answer: string;
  expires_at: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  code: string;
  kind: string;
  user_id: number | null;
  allow_negative: number;
  balance_minor: bigint;
  created_at: number;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  idempotency_key: string;
  kind: string;
  memo: string;
  reverses_id: number | null;
  created_at: number;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transfer_id: number;
  account_id: number;
  amount_minor: bigint;
}
