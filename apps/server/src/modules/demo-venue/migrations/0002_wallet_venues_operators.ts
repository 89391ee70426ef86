import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/** Part of migration 0002_wallet_venues_operators (released; never edit): the tables of this owner. */
export const walletVenuesOperators: MigrationPart = {
  name: '0002_wallet_venues_operators',
  position: 2,
  async up(db, { id, now }) {
    await now(
      id(db, 'demo_venue_wallets')
        .addColumn('platname', 'varchar(32)', (c) => c.notNull())
        .addColumn('player_ref', 'varchar(64)', (c) => c.notNull())
        .addColumn('balance_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('demo_venue_wallets_player', ['platname', 'player_ref']),
    ).execute();
    await now(
      id(db, 'demo_venue_orders')
        .addColumn('platname', 'varchar(32)', (c) => c.notNull())
        .addColumn('order_id', 'varchar(40)', (c) => c.notNull())
        .addColumn('player_ref', 'varchar(64)', (c) => c.notNull())
        .addColumn('direction', 'varchar(8)', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('demo_venue_orders_order', ['platname', 'order_id']),
    ).execute();
  },
};
