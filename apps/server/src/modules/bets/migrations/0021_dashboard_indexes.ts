import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0021_dashboard_indexes` (the bets part): an index on `bet_records.bet_at`, so that
 * the bet records placed in a day range, whoever placed them (the dashboard's valid bets, GGR, active players) is found without reading the whole table.
 */
export const betRecordsBetAtIndex: MigrationPart = {
  name: '0021_dashboard_indexes',
  async up(db) {
    await db.schema.createIndex('bet_records_bet_at').on('bet_records').column('bet_at').execute();
  },
};
