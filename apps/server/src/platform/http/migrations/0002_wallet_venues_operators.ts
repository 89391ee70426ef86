import type { MigrationPart } from '../../db/migration-part.ts';

/** Part of migration 0002_wallet_venues_operators (released; never edit): the tables of this owner. */
export const walletVenuesOperators: MigrationPart = {
  name: '0002_wallet_venues_operators',
  position: 7,
  async up(db, { id, now }) {
    await now(
      id(db, 'idempotent_answers')
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('key', 'varchar(128)', (c) => c.notNull())
        .addColumn('path', 'varchar(64)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addUniqueConstraint('idempotent_answers_key', ['user_id', 'key']),
    ).execute();
  },
};
