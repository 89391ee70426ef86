import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/** Part of migration 0002_wallet_venues_operators (released; never edit): the tables of this owner. */
export const walletVenuesOperators: MigrationPart = {
  name: '0002_wallet_venues_operators',
  position: 6,
  async up(db, { id, now }) {
    await now(
      id(db, 'audit_log')
        .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id'))
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('target', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo('')),
    ).execute();

    // Answers of money calls by Idempotency-Key (DESIGN §4): a repeat gets the first answer.
  },
};
