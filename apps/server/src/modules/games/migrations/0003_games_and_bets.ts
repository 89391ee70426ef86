import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/** Part of migration 0003_games_and_bets (released; never edit): the tables of this owner. */
export const gamesAndBets: MigrationPart = {
  name: '0003_games_and_bets',
  position: 1,
  async up(db, { id, now }) {
    await now(
      id(db, 'game_categories')
        .addColumn('code', 'integer', (c) => c.notNull().unique())
        .addColumn('slug', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('img', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1)),
    ).execute();
    await now(
      id(db, 'games')
        .addColumn('category_id', 'bigint', (c) => c.notNull().references('game_categories.id'))
        .addColumn('platname', 'varchar(32)', (c) => c.notNull())
        .addColumn('catecode', 'varchar(32)', (c) => c.notNull())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('game_type', 'integer', (c) => c.notNull())
        .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('img', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('games_in_category', ['category_id', 'platname', 'game_code']),
    ).execute();
    await db.schema.createIndex('games_catecode').on('games').column('catecode').execute();

    await now(
      id(db, 'game_activity')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('game_id', 'bigint', (c) => c.notNull().references('games.id'))
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('game_activity_user_game', ['user_id', 'game_id']),
    ).execute();
    await db.schema
      .createIndex('game_activity_seen')
      .on('game_activity')
      .columns(['last_seen_at'])
      .execute();

    // The demo venue's own books for its games: launch sessions and rounds played.
  },
};
