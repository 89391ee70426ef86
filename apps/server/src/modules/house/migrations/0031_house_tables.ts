import type { Kysely } from 'kysely';
import type { MigrationHelpers, MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0031_house_tables` (DESIGN §6, house-games.md "Table rounds"): the house venue's shared tables.
 * `house_tables`: each table's game, limits, round lengths and schedule anchor (the operator edits
 * them). `house_table_rounds`: one row per (table, round) — the seed and its commitment from the
 * round's open, the cards and outcome from its deal; `state` goes 'open' → 'settled' once, in the
 * transaction that deals and settles it. `house_table_bets`: a player's stake on an area of a round
 * (one row per round, player and area; more chips add to it). `house_table_records`: one settled
 * record per (round, player), the bet record the venues module pulls.
 */
export const houseTablesMigration: MigrationPart = {
  name: '0031_house_tables',
  async up(db, { id, now }) {
    await now(
      id(db, 'house_tables')
        .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('game', 'varchar(16)', (c) => c.notNull())
        .addColumn('name', 'varchar(32)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('round_ms', 'integer', (c) => c.notNull())
        .addColumn('betting_ms', 'integer', (c) => c.notNull())
        .addColumn('anchor_round', 'bigint', (c) => c.notNull())
        .addColumn('anchor_at', 'bigint', (c) => c.notNull())
        .addColumn('limits', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull()),
    ).execute();

    await now(
      id(db, 'house_table_rounds')
        .addColumn('table_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('round', 'bigint', (c) => c.notNull())
        .addColumn('server_seed', 'char(64)', (c) => c.notNull())
        .addColumn('commitment', 'char(64)', (c) => c.notNull())
        .addColumn('beacon', 'varchar(128)', (c) => c.notNull())
        .addColumn('opens_at', 'bigint', (c) => c.notNull())
        .addColumn('closes_at', 'bigint', (c) => c.notNull())
        .addColumn('ends_at', 'bigint', (c) => c.notNull())
        .addColumn('state', 'varchar(8)', (c) => c.notNull())
        .addColumn('cards', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('dealt_at', 'bigint'),
    ).execute();
    await db.schema
      .createIndex('house_table_rounds_round')
      .on('house_table_rounds')
      .columns(['table_code', 'round'])
      .unique()
      .execute();
    await db.schema
      .createIndex('house_table_rounds_state')
      .on('house_table_rounds')
      .columns(['state', 'closes_at'])
      .execute();
    await betTables(db, { id, now });
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database before its own types exist
async function betTables(db: Kysely<any>, { id, now }: Pick<MigrationHelpers, 'id' | 'now'>) {
  await now(
    id(db, 'house_table_bets')
      .addColumn('round_id', 'bigint', (c) => c.notNull().references('house_table_rounds.id'))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
      .addColumn('area', 'varchar(16)', (c) => c.notNull())
      .addColumn('stake_minor', 'bigint', (c) => c.notNull())
      .addColumn('held_minor', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('house_table_bets_area')
    .on('house_table_bets')
    .columns(['round_id', 'user_id', 'area'])
    .unique()
    .execute();

  await now(
    id(db, 'house_table_records')
      .addColumn('bet_no', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('round_id', 'bigint', (c) => c.notNull().references('house_table_rounds.id'))
      .addColumn('table_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('round', 'bigint', (c) => c.notNull())
      .addColumn('game', 'varchar(16)', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
      .addColumn('stake_minor', 'bigint', (c) => c.notNull())
      .addColumn('valid_minor', 'bigint', (c) => c.notNull())
      .addColumn('held_minor', 'bigint', (c) => c.notNull())
      .addColumn('paid_minor', 'bigint', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('house_table_records_round_user')
    .on('house_table_records')
    .columns(['round_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('house_table_records_user')
    .on('house_table_records')
    .columns(['user_id', 'id'])
    .execute();
}
