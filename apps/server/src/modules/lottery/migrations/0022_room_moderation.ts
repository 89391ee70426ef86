import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0022_room_moderation`: an operator removes a chat message of a room (`lottery_chat.removed_at`,
 * `removed_by`: the row stays for the record, the feed no longer shows it) and mutes a player in a
 * room until a time (`lottery_mutes`, one row per room and player).
 */
export const roomModerationMigration: MigrationPart = {
  name: '0022_room_moderation',
  async up(db) {
    await db.schema.alterTable('lottery_chat').addColumn('removed_at', 'bigint').execute();
    await db.schema.alterTable('lottery_chat').addColumn('removed_by', 'bigint').execute();
    await db.schema
      .createTable('lottery_mutes')
      .addColumn('room_id', 'bigint', (c) => c.notNull().references('lottery_rooms.id'))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
      .addColumn('until', 'bigint', (c) => c.notNull())
      .addColumn('operator_id', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('lottery_mutes_pk', ['room_id', 'user_id'])
      .execute();
  },
};
