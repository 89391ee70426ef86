import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/** Part of migration 0001_accounts_and_ledger (released; never edit): the tables of this owner. */
export const accountsAndLedger: MigrationPart = {
  name: '0001_accounts_and_ledger',
  position: 1,
  async up(db, { id }) {
    await id(db, 'users')
      .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('realname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('pay_password_hash', 'varchar(255)')
      .addColumn('pid', 'bigint')
      .addColumn('telegram_id', 'varchar(32)', (c) => c.unique())
      .addColumn('is_guest', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_agent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('avatar', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('mobile', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .addColumn('birthday', 'varchar(16)', (c) => c.notNull().defaultTo(''))
      .addColumn('transferstatus', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_login_at', 'bigint')
      .execute();
  },
};
