import { sql } from 'kysely';
import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0014_support`: customer service's chat. A conversation belongs to one player; at most one of a
 * player's conversations is open (a partial unique index, the same on SQLite and PostgreSQL), so
 * two first messages sent together cannot open two. Messages carry their player too, so the
 * player's history across conversations is one index range.
 */
export const supportMigration: MigrationPart = {
  name: '0014_support',
  async up(db, { id, now }) {
    await now(
      id(db, 'support_conversations')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('state', 'varchar(8)', (c) => c.notNull())
        .addColumn('unread_player', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unread_operator', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_message', 'varchar(80)', (c) => c.notNull().defaultTo(''))
        .addColumn('last_message_at', 'bigint', (c) => c.notNull())
        .addColumn('closed_at', 'bigint')
        .addColumn('closed_by', 'bigint'),
    ).execute();
    await db.schema
      .createIndex('support_conversations_user')
      .on('support_conversations')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('support_conversations_one_open')
      .on('support_conversations')
      .column('user_id')
      .unique()
      .where(sql.ref('state'), '=', 'open')
      .execute();
    // The operator's list: open first, the latest message first.
    await db.schema
      .createIndex('support_conversations_list')
      .on('support_conversations')
      .columns(['state', 'last_message_at'])
      .execute();
    await now(
      id(db, 'support_messages')
        .addColumn('conversation_id', 'bigint', (c) =>
          c.notNull().references('support_conversations.id'),
        )
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('sender', 'varchar(8)', (c) => c.notNull())
        .addColumn('operator_id', 'bigint')
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('image', 'varchar(200)', (c) => c.notNull()),
    ).execute();
    await db.schema
      .createIndex('support_messages_user')
      .on('support_messages')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('support_messages_conversation')
      .on('support_messages')
      .columns(['conversation_id', 'id'])
      .execute();
  },
};
