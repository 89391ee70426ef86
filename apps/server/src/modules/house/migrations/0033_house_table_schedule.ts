import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0033_house_table_schedule` (the house console): `house_tables.previous_schedule`, the schedule
 * in force before the table's anchor when an operator changed the lengths (JSON {anchor_round,
 * anchor_at, round_ms, betting_ms}; '' when none): the rounds before the new anchor keep their
 * times (domain table-schedule.ts `previous`).
 */
export const houseTableScheduleMigration: MigrationPart = {
  name: '0033_house_table_schedule',
  async up(db) {
    await db.schema
      .alterTable('house_tables')
      .addColumn('previous_schedule', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
