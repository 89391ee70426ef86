import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0035_sports_settlement` (issue "sportsbook", the money side):
 * - `sports_bets.shortfall_minor`: what a correction could not take back because the player's
 *   house wallet held less (it never goes below zero); a later correction in the player's favour
 *   first cancels it. 0 for almost every bet.
 * - `sports_bet_legs(outcome)`: the settlement's sweep looks for legs without an outcome.
 * - `sports_records(bet_id)`: a bet's records (the console's adjustments).
 */
export const sportsSettlementMigration: MigrationPart = {
  name: '0035_sports_settlement',
  async up(db) {
    await db.schema
      .alterTable('sports_bets')
      .addColumn('shortfall_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('sports_bet_legs_outcome')
      .on('sports_bet_legs')
      .column('outcome')
      .execute();
    await db.schema
      .createIndex('sports_records_bet')
      .on('sports_records')
      .column('bet_id')
      .execute();
  },
};
