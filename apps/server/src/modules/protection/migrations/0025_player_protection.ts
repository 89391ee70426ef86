import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0025_player_protection` (DESIGN §12). `protection_profiles`: one row per player who has set
 * anything or played, holding the limits in force (null: none), the reality-check interval, the
 * time-out or exclusion in force and the current play session; admissions lock this row, so
 * simultaneous stakes of one player are checked one after the other. `protection_changes`: every
 * change asked for, by the player or an operator; a raise or removal waits here (`effective_at`,
 * then `applied_at` on the player's second confirmation, or `cancelled_at`).
 */
export const protectionMigration: MigrationPart = {
  name: '0025_player_protection',
  async up(db, { id, now }) {
    await db.schema
      .createTable('protection_profiles')
      .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
      .addColumn('deposit_day_minor', 'bigint')
      .addColumn('deposit_week_minor', 'bigint')
      .addColumn('deposit_month_minor', 'bigint')
      .addColumn('loss_day_minor', 'bigint')
      .addColumn('loss_week_minor', 'bigint')
      .addColumn('loss_month_minor', 'bigint')
      .addColumn('session_minutes', 'integer')
      .addColumn('reality_minutes', 'integer', (c) => c.notNull())
      .addColumn('block_kind', 'varchar(16)')
      .addColumn('block_until', 'bigint')
      .addColumn('block_by', 'varchar(16)')
      .addColumn('play_started_at', 'bigint')
      .addColumn('play_last_at', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await now(
      id(db, 'protection_changes')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('field', 'varchar(16)', (c) => c.notNull())
        .addColumn('value_minor', 'bigint')
        .addColumn('by_kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('operator_id', 'bigint')
        .addColumn('reason', 'varchar(200)', (c) => c.notNull())
        .addColumn('effective_at', 'bigint', (c) => c.notNull())
        .addColumn('applied_at', 'bigint')
        .addColumn('cancelled_at', 'bigint'),
    ).execute();
    await db.schema
      .createIndex('protection_changes_user')
      .on('protection_changes')
      .columns(['user_id', 'id'])
      .execute();
  },
};
