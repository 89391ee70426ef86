import type { Kysely } from 'kysely';
import type { MigrationHelpers, MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0008_lottery`: the lottery rooms (DESIGN §1, spec part 1 §2 Lottery room). A draw belongs to
 * the lottery (every room shows the same result for an issue); orders and settlements to a room.
 * JSON columns are text: the same on SQLite and PostgreSQL.
 */
export const lotteryMigration: MigrationPart = {
  name: '0008_lottery',
  async up(db, helpers) {
    await createLotteryTables(db, helpers);
    await createDrawTable(db);
    await createOrderTables(db, helpers);
    await createSettlementTable(db);
    await createChatTable(db, helpers);
  },
};

/** The lotteries and their rooms. */
async function createLotteryTables(
  db: Kysely<unknown>,
  { id, now }: MigrationHelpers,
): Promise<void> {
  await now(
    id(db, 'lotteries')
      .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('title', 'varchar(32)', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('period_seconds', 'integer', (c) => c.notNull())
      .addColumn('seal_seconds', 'integer', (c) => c.notNull())
      .addColumn('open_from', 'varchar(5)', (c) => c.notNull())
      .addColumn('open_to', 'varchar(5)', (c) => c.notNull())
      .addColumn('rules', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull()),
  ).execute();
  await now(
    id(db, 'lottery_rooms')
      .addColumn('lottery_id', 'bigint', (c) => c.notNull().references('lotteries.id'))
      .addColumn('title', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('odds', 'text', (c) => c.notNull())
      .addColumn('bet_min_minor', 'bigint', (c) => c.notNull())
      .addColumn('bet_max_minor', 'bigint', (c) => c.notNull())
      .addColumn('play_issue_max_minor', 'bigint', (c) => c.notNull())
      .addColumn('issue_max_minor', 'bigint', (c) => c.notNull())
      .addColumn('abuse', 'text', (c) => c.notNull())
      .addColumn('chat_per_minute', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull()),
  ).execute();
}

/** A lottery's draws, one per issue. */
async function createDrawTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lottery_draws')
    .addColumn('lottery_id', 'bigint', (c) => c.notNull().references('lotteries.id'))
    .addColumn('expect', 'varchar(16)', (c) => c.notNull())
    .addColumn('seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('commitment', 'varchar(64)', (c) => c.notNull())
    .addColumn('beacon_round', 'bigint')
    .addColumn('beacon', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('numbers', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('seal_at', 'bigint', (c) => c.notNull())
    .addColumn('draw_at', 'bigint', (c) => c.notNull())
    .addColumn('drawn_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lottery_draws_pk', ['lottery_id', 'expect'])
    .execute();
  // The trend and the open list: a lottery's latest drawn issues.
  await db.schema
    .createIndex('lottery_draws_drawn')
    .on('lottery_draws')
    .columns(['lottery_id', 'drawn_at'])
    .execute();
}

/** A room's orders and their lines. */
async function createOrderTables(
  db: Kysely<unknown>,
  { id, now }: MigrationHelpers,
): Promise<void> {
  await now(
    id(db, 'lottery_orders')
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
      .addColumn('room_id', 'bigint', (c) => c.notNull().references('lottery_rooms.id'))
      .addColumn('expect', 'varchar(16)', (c) => c.notNull())
      .addColumn('order_no', 'varchar(64)', (c) => c.notNull())
      .addColumn('total_minor', 'bigint', (c) => c.notNull())
      .addColumn('lines', 'text', (c) => c.notNull())
      .addUniqueConstraint('lottery_orders_user_no', ['user_id', 'order_no']),
  ).execute();
  await now(
    id(db, 'lottery_bets')
      .addColumn('order_id', 'bigint', (c) => c.notNull().references('lottery_orders.id'))
      .addColumn('line_no', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('room_id', 'bigint', (c) => c.notNull())
      .addColumn('expect', 'varchar(16)', (c) => c.notNull())
      .addColumn('play', 'varchar(16)', (c) => c.notNull())
      .addColumn('picks', 'varchar(40)', (c) => c.notNull())
      .addColumn('label', 'varchar(32)', (c) => c.notNull())
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      .addColumn('odds', 'varchar(24)', (c) => c.notNull())
      .addUniqueConstraint('lottery_bets_order_line', ['order_id', 'line_no']),
  ).execute();
  // Settlement reads an issue's lines player by player; limits read a player's lines of an issue.
  await db.schema
    .createIndex('lottery_bets_issue_user')
    .on('lottery_bets')
    .columns(['room_id', 'expect', 'user_id'])
    .execute();
}

/** A room's settled issues. */
async function createSettlementTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lottery_settlements')
    .addColumn('room_id', 'bigint', (c) => c.notNull().references('lottery_rooms.id'))
    .addColumn('expect', 'varchar(16)', (c) => c.notNull())
    .addColumn('lines', 'integer', (c) => c.notNull())
    .addColumn('stake_minor', 'bigint', (c) => c.notNull())
    .addColumn('payout_minor', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lottery_settlements_pk', ['room_id', 'expect'])
    .execute();
}

/** A room's chat and system messages. */
async function createChatTable(db: Kysely<unknown>, { id, now }: MigrationHelpers): Promise<void> {
  await now(
    id(db, 'lottery_chat')
      .addColumn('room_id', 'bigint', (c) => c.notNull().references('lottery_rooms.id'))
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('lottery_chat_room')
    .on('lottery_chat')
    .columns(['room_id', 'id'])
    .execute();
}
