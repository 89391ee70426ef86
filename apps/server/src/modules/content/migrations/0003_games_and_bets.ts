import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/** Part of migration 0003_games_and_bets (released; never edit): the tables of this owner. */
export const gamesAndBets: MigrationPart = {
  name: '0003_games_and_bets',
  position: 2,
  async up(db, { id, now }) {
    await now(
      id(db, 'banners')
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('src', 'varchar(255)', (c) => c.notNull())
        .addColumn('link', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1)),
    ).execute();
    // kind 1: scrolling announcement (homenotice); kind 2: notice (noticeList, popup).
    await now(
      id(db, 'notices')
        .addColumn('kind', 'integer', (c) => c.notNull())
        .addColumn('title', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('popup', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1)),
    ).execute();

    // Who had which game open, and when last (real player counts, DESIGN §9).
  },
};
