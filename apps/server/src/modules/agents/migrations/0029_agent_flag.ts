import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0029_agent_flag` (the agents' part, between the users' two): a player is an agent when they
 * have a row in `agents` (formerly `users.is_agent` = 1). Approval always wrote the row with the
 * flag, so each agent handed over without one gets it at level 1 (the level an agent without a
 * row had); a row of a player who was not an agent (none is written so, and its level was never
 * shown) is removed, so that no player becomes an agent by this migration.
 */
export const agentFlag: MigrationPart = {
  name: '0029_agent_flag',
  position: 1,
  async up(db, { clock, handover }) {
    const agentIds = new Set((handover.get('users.is_agent') ?? []) as number[]);
    const now = clock.now();
    const ids = [...agentIds];
    for (let i = 0; i < ids.length; i += 500) {
      await db
        .insertInto('agents')
        .values(
          ids.slice(i, i + 500).map((userId) => ({
            user_id: userId,
            level: 1,
            created_at: now,
            updated_at: now,
          })),
        )
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    }
    const rows: { user_id: number | bigint }[] = await db
      .selectFrom('agents')
      .select('user_id')
      .execute();
    const strays = rows.map((r) => Number(r.user_id)).filter((id) => !agentIds.has(id));
    for (let i = 0; i < strays.length; i += 500) {
      await db
        .deleteFrom('agents')
        .where('user_id', 'in', strays.slice(i, i + 500))
        .execute();
    }
  },
};
