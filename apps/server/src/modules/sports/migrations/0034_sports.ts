import type { Kysely } from 'kysely';
import type { MigrationHelpers, MigrationPart } from '../../../platform/db/migration-part.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database before its own types exist
type Db = Kysely<any>;
type Helpers = Pick<MigrationHelpers, 'id' | 'now'>;

/**
 * `0034_sports` (issue "sportsbook"): the house venue's book.
 * - `sports_fixtures`: a fixture (sport, league, teams, start), its state, score and clock; where
 *   it comes from (the feed, by `feed_ref`, or a trader); `suspend_seq` counts its suspensions.
 * - `sports_markets`: a fixture's market (type, line in quarters), its state, margin, the prices
 *   given and the odds shown (JSON by selection code); `suspend_seq` counts its suspensions and
 *   `version` its odds changes.
 * - `sports_bets` / `sports_bet_legs`: a bet (single or parlay) and its legs at the odds taken.
 * - `sports_daily`: a player's stakes and potential returns of a Beijing day (the daily limits,
 *   the row the bet locks).
 * - `sports_results`: results entered (maker) and checked (checker); the confirmed one in force.
 * - `sports_records`: the bet records the venue hands to the bets module, append-only (a bet
 *   placed, settled, and each correction's adjustment).
 * - `sports_settings`: the book's limits (one row).
 */
export const sportsMigration: MigrationPart = {
  name: '0034_sports',
  async up(db, helpers) {
    await bookTables(db, helpers);
    await betTables(db, helpers);
    await resultTables(db, helpers);
  },
};

async function bookTables(db: Db, { id, now }: Helpers) {
  await now(
    id(db, 'sports_fixtures')
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('league', 'varchar(64)', (c) => c.notNull())
      .addColumn('home', 'varchar(64)', (c) => c.notNull())
      .addColumn('away', 'varchar(64)', (c) => c.notNull())
      .addColumn('starts_at', 'bigint', (c) => c.notNull())
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('score_home', 'integer')
      .addColumn('score_away', 'integer')
      .addColumn('clock', 'text')
      .addColumn('source', 'varchar(8)', (c) => c.notNull())
      .addColumn('feed_ref', 'varchar(64)', (c) => c.unique())
      .addColumn('suspend_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('result_id', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('sports_fixtures_list')
    .on('sports_fixtures')
    .columns(['sport', 'state', 'starts_at'])
    .execute();

  await now(
    id(db, 'sports_markets')
      .addColumn('fixture_id', 'bigint', (c) => c.notNull().references('sports_fixtures.id'))
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('line_q', 'integer')
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('margin_bp', 'integer', (c) => c.notNull())
      .addColumn('priced_by', 'varchar(8)', (c) => c.notNull())
      .addColumn('prices', 'text', (c) => c.notNull())
      .addColumn('odds', 'text', (c) => c.notNull())
      .addColumn('suspend_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('sports_markets_fixture')
    .on('sports_markets')
    .columns(['fixture_id', 'sort'])
    .execute();
}

async function betTables(db: Db, { id, now }: Helpers) {
  await now(
    id(db, 'sports_bets')
      .addColumn('bet_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('stake_minor', 'bigint', (c) => c.notNull())
      .addColumn('odds_c', 'integer', (c) => c.notNull())
      .addColumn('potential_minor', 'bigint', (c) => c.notNull())
      .addColumn('state', 'varchar(8)', (c) => c.notNull())
      .addColumn('paid_minor', 'bigint')
      .addColumn('settle_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('placed_at', 'bigint', (c) => c.notNull())
      .addColumn('settled_at', 'bigint'),
  ).execute();
  await db.schema
    .createIndex('sports_bets_user')
    .on('sports_bets')
    .columns(['user_id', 'state', 'id'])
    .execute();

  await now(
    id(db, 'sports_bet_legs')
      .addColumn('bet_id', 'bigint', (c) => c.notNull().references('sports_bets.id'))
      .addColumn('fixture_id', 'bigint', (c) => c.notNull().references('sports_fixtures.id'))
      .addColumn('market_id', 'bigint', (c) => c.notNull().references('sports_markets.id'))
      .addColumn('selection', 'varchar(8)', (c) => c.notNull())
      .addColumn('odds_c', 'integer', (c) => c.notNull())
      .addColumn('in_play', 'integer', (c) => c.notNull())
      .addColumn('outcome', 'varchar(16)')
      .addColumn('result_id', 'bigint'),
  ).execute();
  await db.schema
    .createIndex('sports_bet_legs_bet')
    .on('sports_bet_legs')
    .column('bet_id')
    .execute();
  await db.schema
    .createIndex('sports_bet_legs_market')
    .on('sports_bet_legs')
    .columns(['market_id', 'selection'])
    .execute();
  await db.schema
    .createIndex('sports_bet_legs_fixture')
    .on('sports_bet_legs')
    .column('fixture_id')
    .execute();

  await now(
    id(db, 'sports_daily')
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('stake_minor', 'bigint', (c) => c.notNull())
      .addColumn('potential_minor', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('sports_daily_user_day')
    .on('sports_daily')
    .columns(['user_id', 'day'])
    .unique()
    .execute();
}

async function resultTables(db: Db, { id, now }: Helpers) {
  await now(
    id(db, 'sports_results')
      .addColumn('fixture_id', 'bigint', (c) => c.notNull().references('sports_fixtures.id'))
      .addColumn('score_home', 'integer')
      .addColumn('score_away', 'integer')
      .addColumn('cancel', 'integer', (c) => c.notNull())
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('correction', 'integer', (c) => c.notNull())
      .addColumn('source', 'varchar(8)', (c) => c.notNull())
      .addColumn('entered_by', 'bigint')
      .addColumn('checked_by', 'bigint')
      .addColumn('checked_at', 'bigint'),
  ).execute();
  await db.schema
    .createIndex('sports_results_fixture')
    .on('sports_results')
    .columns(['fixture_id', 'state'])
    .execute();

  await now(
    id(db, 'sports_records')
      .addColumn('bet_id', 'bigint', (c) => c.notNull().references('sports_bets.id'))
      .addColumn('record_no', 'varchar(40)', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('game', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('stake_minor', 'bigint', (c) => c.notNull())
      .addColumn('valid_minor', 'bigint', (c) => c.notNull())
      .addColumn('win_loss_minor', 'bigint', (c) => c.notNull())
      .addColumn('bet_at', 'bigint', (c) => c.notNull()),
  ).execute();

  await now(
    id(db, 'sports_settings')
      .addColumn('limits', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull()),
  ).execute();
}
