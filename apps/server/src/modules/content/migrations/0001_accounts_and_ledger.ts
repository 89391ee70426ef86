import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/** Part of migration 0001_accounts_and_ledger (released; never edit): the tables of this owner. */
export const accountsAndLedger: MigrationPart = {
  name: '0001_accounts_and_ledger',
  position: 3,
  async up(db) {
    await db.schema
      .createTable('settings')
      .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
};
