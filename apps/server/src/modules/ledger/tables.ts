/** The tables the ledger owns; no other module queries them (DESIGN §2, §5). */
export const LEDGER_TABLES = ['ledger_accounts', 'ledger_transfers', 'ledger_entries'] as const;
