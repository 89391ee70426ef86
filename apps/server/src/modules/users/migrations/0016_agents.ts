import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0016_agents` (the users' part): an index on `users.pid`, so that a player's downline (the
 * players they referred, level by level) is found without reading every player.
 */
export const usersPidIndex: MigrationPart = {
  name: '0016_agents',
  async up(db) {
    await db.schema.createIndex('users_pid').on('users').column('pid').execute();
  },
};
