import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * The wallet's part of `0039_chain` (issue "USDT on chain"):
 * - deposits: the order's USDT rate (an order paid on chain is credited at it, whenever the money
 *   arrives), what arrived on chain (10^-6 USDT) and the transfer that paid it (`chain_ref`:
 *   chain, hash and log index; unique, so a transfer is a deposit at most once);
 * - withdrawal_payouts: the payout hash an operator named for a USDT withdrawal and what the chain
 *   said of it (a hash pays one withdrawal).
 */
export const walletChainMigration: MigrationPart = {
  name: '0039_chain',
  position: 1,
  async up(db, { id, now }) {
    await db.schema
      .alterTable('deposits')
      .addColumn('usdt_rate', 'varchar(16)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('deposits').addColumn('received_minor', 'bigint').execute();
    await db.schema.alterTable('deposits').addColumn('chain_ref', 'varchar(120)').execute();
    await db.schema
      .createIndex('deposits_chain_ref')
      .unique()
      .on('deposits')
      .column('chain_ref')
      .execute();
    await now(
      id(db, 'withdrawal_payouts')
        .addColumn('withdrawal_id', 'bigint', (c) => c.notNull().unique())
        .addColumn('chain', 'varchar(8)', (c) => c.notNull())
        .addColumn('tx_hash', 'varchar(66)', (c) => c.notNull())
        .addColumn('state', 'varchar(8)', (c) => c.notNull())
        .addColumn('confirmations', 'integer', (c) => c.notNull())
        .addColumn('required', 'integer', (c) => c.notNull())
        .addColumn('problems', 'text', (c) => c.notNull())
        .addColumn('found_to', 'varchar(64)', (c) => c.notNull())
        .addColumn('found_minor', 'bigint', (c) => c.notNull())
        .addColumn('operator_id', 'bigint', (c) => c.notNull())
        .addColumn('checked_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('withdrawal_payouts_tx', ['chain', 'tx_hash']),
    ).execute();
  },
};
