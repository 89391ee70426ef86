import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0012_inbox`: the inbox (站内信). A message goes to one player (`user_id`) or to every player
 * registered when it was sent (`user_id` null, `upto_user_id` the newest player's id then: one
 * row, however many players). A player's read of
 * a message is a row of `inbox_reads`, unique per (message, player), so marking read twice, or
 * from two devices at once, is harmless.
 */
export const inboxMigration: MigrationPart = {
  name: '0012_inbox',
  async up(db, { id, now }) {
    await now(
      id(db, 'inbox_messages')
        .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(64)', (c) => c.notNull())
        .addColumn('content', 'varchar(2000)', (c) => c.notNull())
        .addColumn('upto_user_id', 'bigint')
        .addColumn('operator_id', 'bigint'),
    ).execute();
    await db.schema
      .createIndex('inbox_messages_user')
      .on('inbox_messages')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createTable('inbox_reads')
      .addColumn('message_id', 'bigint', (c) => c.notNull().references('inbox_messages.id'))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
      .addColumn('read_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('inbox_reads_pk', ['user_id', 'message_id'])
      .execute();
  },
};
