import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0039_chain` (issue "USDT on chain"; docs/chain-deposits.md): the deposit addresses derived
 * from the operators' xpubs, their index counters, the transfers seen to them, the recent block
 * hashes (reorgs) and each chain's watcher status. The wallet's part adds the deposits' chain
 * figures and the withdrawals' payout hashes.
 */
export const chainMigration: MigrationPart = {
  name: '0039_chain',
  async up(db, { id, now }) {
    await now(
      id(db, 'chain_addresses')
        .addColumn('chain', 'varchar(8)', (c) => c.notNull())
        .addColumn('key_id', 'varchar(16)', (c) => c.notNull())
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addColumn('address', 'varchar(64)', (c) => c.notNull())
        .addColumn('hex', 'varchar(42)', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('order_no', 'varchar(40)', (c) => c.notNull())
        .addUniqueConstraint('chain_addresses_idx', ['chain', 'key_id', 'idx'])
        .addUniqueConstraint('chain_addresses_hex', ['chain', 'hex']),
    ).execute();
    await db.schema
      .createIndex('chain_addresses_order')
      .on('chain_addresses')
      .column('order_no')
      .execute();
    await db.schema
      .createTable('chain_address_counters')
      .addColumn('chain', 'varchar(8)', (c) => c.notNull())
      .addColumn('key_id', 'varchar(16)', (c) => c.notNull())
      .addColumn('next_idx', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('chain_address_counters_pk', ['chain', 'key_id'])
      .execute();
    await now(
      id(db, 'chain_transfers')
        .addColumn('chain', 'varchar(8)', (c) => c.notNull())
        .addColumn('tx_hash', 'varchar(66)', (c) => c.notNull())
        .addColumn('log_index', 'integer', (c) => c.notNull())
        .addColumn('block_number', 'bigint', (c) => c.notNull())
        .addColumn('block_hash', 'varchar(66)', (c) => c.notNull())
        .addColumn('from_hex', 'varchar(42)', (c) => c.notNull())
        .addColumn('to_hex', 'varchar(42)', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('address_id', 'bigint', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('state', 'varchar(12)', (c) => c.notNull())
        .addColumn('deposit_no', 'varchar(40)', (c) => c.notNull())
        .addColumn('credited_minor', 'bigint')
        .addColumn('note', 'varchar(200)', (c) => c.notNull())
        .addColumn('settled_at', 'bigint')
        .addUniqueConstraint('chain_transfers_log', ['chain', 'tx_hash', 'log_index']),
    ).execute();
    await db.schema
      .createIndex('chain_transfers_state')
      .on('chain_transfers')
      .columns(['chain', 'state', 'block_number'])
      .execute();
    await db.schema
      .createIndex('chain_transfers_address')
      .on('chain_transfers')
      .column('address_id')
      .execute();
    await db.schema
      .createTable('chain_blocks')
      .addColumn('chain', 'varchar(8)', (c) => c.notNull())
      .addColumn('number', 'bigint', (c) => c.notNull())
      .addColumn('hash', 'varchar(66)', (c) => c.notNull())
      .addPrimaryKeyConstraint('chain_blocks_pk', ['chain', 'number'])
      .execute();
    await db.schema
      .createTable('chain_status')
      .addColumn('chain', 'varchar(8)', (c) => c.primaryKey())
      .addColumn('scanned_to', 'bigint', (c) => c.notNull())
      .addColumn('head', 'bigint', (c) => c.notNull())
      .addColumn('head_moved_at', 'bigint', (c) => c.notNull())
      .addColumn('last_scan_at', 'bigint', (c) => c.notNull())
      .addColumn('last_error', 'varchar(500)', (c) => c.notNull())
      .addColumn('endpoints', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
