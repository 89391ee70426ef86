import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * Part of `0020_adjustments`: manual adjustments of a player's wallet. A row is one request:
 * `request_key` (the requesting operator's id and the console's key) is unique, so a repeat posts
 * nothing new; `state` pending → posted or refused, changed once by a conditional update; the
 * ledger transfer's key is `adjustment:{id}`. `players_admin_settings` holds the threshold.
 */
export const adjustmentsMigration: MigrationPart = {
  name: '0020_adjustments',
  position: 1,
  async up(db, { id, now }) {
    await now(
      id(db, 'player_adjustments')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('direction', 'varchar(8)', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'varchar(255)', (c) => c.notNull())
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('request_key', 'varchar(96)', (c) => c.notNull().unique())
        .addColumn('requested_by', 'bigint', (c) => c.notNull())
        .addColumn('decided_by', 'bigint')
        .addColumn('decided_at', 'bigint')
        .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('transfer_id', 'bigint'),
    ).execute();
    await db.schema
      .createIndex('player_adjustments_state')
      .on('player_adjustments')
      .columns(['state', 'id'])
      .execute();
    await db.schema
      .createIndex('player_adjustments_user')
      .on('player_adjustments')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createTable('players_admin_settings')
      .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('value_minor', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
