import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0029_agent_flag` (the users' parts): whether a player is an agent leaves `users` for the agents'
 * own `agents` table (a player is an agent when they have a row there). First the agents
 * (`is_agent` 1) are handed over as user ids (the agents' part, position 1, gives each a row);
 * last the column goes.
 */
export const agentFlagHandover: MigrationPart = {
  name: '0029_agent_flag',
  position: 0,
  async up(db, { handover }) {
    const rows: { id: number | bigint }[] = await db
      .selectFrom('users')
      .select('id')
      .where('is_agent', '<>', 0)
      .orderBy('id')
      .execute();
    handover.set(
      'users.is_agent',
      rows.map((r) => Number(r.id)),
    );
  },
};

export const agentFlagDrop: MigrationPart = {
  name: '0029_agent_flag',
  position: 2,
  async up(db) {
    await db.schema.alterTable('users').dropColumn('is_agent').execute();
  },
};
