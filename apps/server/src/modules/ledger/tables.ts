import type { Generated } from 'kysely';

/** The tables the ledger owns; no other module queries them (DESIGN §2, §5). */
export const LEDGER_TABLES = ['ledger_accounts', 'ledger_transfers', 'ledger_entries'] as const;

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

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    ledger_accounts: LedgerAccountsTable;
    ledger_transfers: LedgerTransfersTable;
    ledger_entries: LedgerEntriesTable;
  }
}
