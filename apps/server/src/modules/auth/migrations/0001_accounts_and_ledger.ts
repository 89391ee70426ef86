import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/** Part of migration 0001_accounts_and_ledger (released; never edit): the tables of this owner. */
export const accountsAndLedger: MigrationPart = {
  name: '0001_accounts_and_ledger',
  position: 2,
  async up(db, { id }) {
    await id(db, 'sessions')
      .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('captchas')
      .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('answer', 'varchar(16)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('captchas_expiry').on('captchas').column('expires_at').execute();
  },
};
