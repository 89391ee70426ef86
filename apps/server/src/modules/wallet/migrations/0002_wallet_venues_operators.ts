import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/** Part of migration 0002_wallet_venues_operators (released; never edit): the tables of this owner. */
export const walletVenuesOperators: MigrationPart = {
  name: '0002_wallet_venues_operators',
  position: 4,
  async up(db, { id, now }) {
    await now(
      id(db, 'deposits')
        .addColumn('deposit_no', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('method', 'varchar(16)', (c) => c.notNull())
        .addColumn('paytype', 'varchar(16)', (c) => c.notNull())
        .addColumn('catepay', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('real_money_minor', 'bigint', (c) => c.notNull())
        .addColumn('cash_fee_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('screenshot_url', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('bank', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('bank_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('bank_owner', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('bank_address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('state', 'integer', (c) => c.notNull())
        .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('provider', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('provider_ref', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('expires_at', 'bigint')
        .addColumn('reviewed_by', 'bigint')
        .addColumn('reviewed_at', 'bigint'),
    ).execute();
    await db.schema
      .createIndex('deposits_user')
      .on('deposits')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema.createIndex('deposits_state').on('deposits').columns(['state', 'id']).execute();

    await now(
      id(db, 'withdrawals')
        .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('payee_type', 'integer', (c) => c.notNull())
        .addColumn('bank', 'varchar(64)', (c) => c.notNull())
        .addColumn('bank_no', 'varchar(128)', (c) => c.notNull())
        .addColumn('bank_owner', 'varchar(64)', (c) => c.notNull())
        .addColumn('bank_address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('usdt_rate', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .addColumn('usdt_amount', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('usdt_fee', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('usdt_receive', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('state', 'integer', (c) => c.notNull())
        .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('reviewed_by', 'bigint')
        .addColumn('reviewed_at', 'bigint'),
    ).execute();
    await db.schema
      .createIndex('withdrawals_user')
      .on('withdrawals')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('withdrawals_state')
      .on('withdrawals')
      .columns(['state', 'id'])
      .execute();
  },
};
