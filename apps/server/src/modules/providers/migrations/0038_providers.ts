import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0038_providers` (issue "game providers"; docs/providers.md):
 * - `providers`: a provider's configuration, its credentials encrypted;
 * - `provider_sessions`: the game sessions launches made (by the token's hash);
 * - `provider_transactions`: every seamless transaction id a provider sent, once (unique);
 * - `provider_rounds`: a seamless round's stakes and wins, open → closed or void;
 * - `provider_records`: the bet records handed to the bets module, append-only.
 */
export const providersMigration: MigrationPart = {
  name: '0038_providers',
  async up(db, { id, now }) {
    await now(
      id(db, 'providers')
        .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(32)', (c) => c.notNull())
        .addColumn('mode', 'varchar(8)', (c) => c.notNull())
        .addColumn('signing', 'varchar(16)', (c) => c.notNull())
        .addColumn('base_url', 'varchar(300)', (c) => c.notNull())
        .addColumn('currencies', 'text', (c) => c.notNull())
        .addColumn('categories', 'text', (c) => c.notNull())
        .addColumn('error_codes', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('credentials', 'text', (c) => c.notNull())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull()),
    ).execute();
    await now(
      id(db, 'provider_sessions')
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('provider', 'varchar(16)', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull()),
    ).execute();
    await now(
      id(db, 'provider_transactions')
        .addColumn('provider', 'varchar(16)', (c) => c.notNull())
        .addColumn('tx_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('round_ref', 'varchar(48)', (c) => c.notNull())
        .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('ref_tx_id', 'varchar(64)')
        .addColumn('state', 'varchar(12)', (c) => c.notNull())
        .addColumn('won', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('provider_transactions_tx', ['provider', 'tx_id']),
    ).execute();
    await db.schema
      .createIndex('provider_transactions_day')
      .on('provider_transactions')
      .columns(['provider', 'created_at'])
      .execute();
    await now(
      id(db, 'provider_rounds')
        .addColumn('provider', 'varchar(16)', (c) => c.notNull())
        .addColumn('round_ref', 'varchar(48)', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('stake_minor', 'bigint', (c) => c.notNull())
        .addColumn('win_minor', 'bigint', (c) => c.notNull())
        .addColumn('live_bets', 'integer', (c) => c.notNull())
        .addColumn('state', 'varchar(8)', (c) => c.notNull())
        .addColumn('extra_records', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('closed_at', 'bigint')
        .addUniqueConstraint('provider_rounds_ref', ['provider', 'round_ref']),
    ).execute();
    await now(
      id(db, 'provider_records')
        .addColumn('provider', 'varchar(16)', (c) => c.notNull())
        .addColumn('record_no', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('bet_minor', 'bigint', (c) => c.notNull())
        .addColumn('valid_minor', 'bigint', (c) => c.notNull())
        .addColumn('win_loss_minor', 'bigint', (c) => c.notNull())
        .addColumn('bet_at', 'bigint', (c) => c.notNull()),
    ).execute();
    await db.schema
      .createIndex('provider_records_cursor')
      .on('provider_records')
      .columns(['provider', 'id'])
      .execute();
  },
};
