import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0021_dashboard_indexes` (the users part): an index on `users.created_at`, so that
 * the players registered in a day range (the dashboard's new players) is found without reading the whole table.
 */
export const usersCreatedIndex: MigrationPart = {
  name: '0021_dashboard_indexes',
  async up(db) {
    await db.schema.createIndex('users_created').on('users').column('created_at').execute();
  },
};
