import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/** Part of migration 0002_wallet_venues_operators (released; never edit): the tables of this owner. */
export const walletVenuesOperators: MigrationPart = {
  name: '0002_wallet_venues_operators',
  position: 5,
  async up(db, { id, now }) {
    await now(
      id(db, 'operators')
        .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('last_login_at', 'bigint'),
    ).execute();
    await now(
      id(db, 'operator_sessions')
        .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
        .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id'))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint'),
    ).execute();
  },
};
