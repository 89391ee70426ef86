import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/** Part of migration 0002_wallet_venues_operators (released; never edit): the tables of this owner. */
export const walletVenuesOperators: MigrationPart = {
  name: '0002_wallet_venues_operators',
  position: 1,
  async up(db, { id, now }) {
    await now(
      id(db, 'venues')
        .addColumn('platname', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('category', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('adapter', 'varchar(32)', (c) => c.notNull().defaultTo('demo'))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
    ).execute();

    await now(
      id(db, 'venue_accounts')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('platname', 'varchar(32)', (c) => c.notNull())
        .addColumn('player_ref', 'varchar(64)', (c) => c.notNull())
        .addUniqueConstraint('venue_accounts_user_plat', ['user_id', 'platname']),
    ).execute();

    await now(
      id(db, 'venue_transfers')
        .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('platname', 'varchar(32)', (c) => c.notNull())
        .addColumn('direction', 'varchar(8)', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('state', 'integer', (c) => c.notNull())
        .addColumn('error', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull()),
    ).execute();
    await db.schema
      .createIndex('venue_transfers_user')
      .on('venue_transfers')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('venue_transfers_state')
      .on('venue_transfers')
      .columns(['state', 'updated_at'])
      .execute();

    // The demo venue's own books: it stands for a third party and keeps its own wallets.
  },
};
