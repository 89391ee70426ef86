import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/** Part of migration 0002_wallet_venues_operators (released; never edit): the tables of this owner. */
export const walletVenuesOperators: MigrationPart = {
  name: '0002_wallet_venues_operators',
  position: 3,
  async up(db, { id, now }) {
    await now(
      id(db, 'payees')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('bank', 'varchar(64)', (c) => c.notNull())
        .addColumn('bank_owner', 'varchar(64)', (c) => c.notNull())
        .addColumn('bank_no', 'varchar(128)', (c) => c.notNull())
        .addColumn('bank_address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('ico', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('deleted_at', 'bigint'),
    ).execute();
    await db.schema.createIndex('payees_user').on('payees').columns(['user_id', 'type']).execute();
  },
};
