import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0036_sports_holds` (the book's feed): who suspended what. `held` = 1 on a fixture or a market
 * while a trader's suspension holds it: the feed suspends and reopens around goals and map ends,
 * but never reopens what a trader suspended (only the trader's reopen clears it).
 */
export const sportsHoldsMigration: MigrationPart = {
  name: '0036_sports_holds',
  async up(db) {
    await db.schema
      .alterTable('sports_fixtures')
      .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('sports_markets')
      .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
