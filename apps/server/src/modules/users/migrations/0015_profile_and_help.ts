import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * Part of `0015_profile_and_help`: the player's /userCent switches, one row per player who changed
 * one (no row: the defaults, USER_SETTING_DEFAULTS).
 */
export const profileAndHelpUsers: MigrationPart = {
  name: '0015_profile_and_help',
  async up(db) {
    await db.schema
      .createTable('user_settings')
      .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
      .addColumn('msg_time', 'integer', (c) => c.notNull())
      .addColumn('win_notice', 'integer', (c) => c.notNull())
      .addColumn('quiet_mode', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
