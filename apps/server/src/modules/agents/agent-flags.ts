import type { Store, Tx } from '../../platform/db/database.ts';
import { batched } from '../../platform/db/batched.ts';
import { referralRows as usersReferralRows, type ReferralRow } from '../users/index.ts';

type Db = Tx | Store['db'];

/**
 * Whether a player is an agent: they have a row in `agents` (written on approval, with their
 * level; formerly `users.is_agent`).
 */
export async function agentIdsOf(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  const unique = [...new Set(userIds)];
  const found = new Set<number>();
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('agents')
      .select('user_id')
      .where('user_id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const row of rows) found.add(row.user_id);
  }
  return found;
}

export async function isAgent(db: Db, userId: number): Promise<boolean> {
  return (await agentIdsOf(db, [userId])).has(userId);
}

/** Read on every userInfo poll: the reads of one turn of the event loop share one query. */
const agentById = batched(async (db, ids: readonly number[]) => {
  const rows = await db
    .selectFrom('agents')
    .select('user_id')
    .where('user_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.user_id, 1]));
});

/** The player's agent flag as the player's answers carry it: 1 an agent, 0 not. */
export async function agentFlag(store: Store, userId: number): Promise<number> {
  return (await agentById(store.db, userId)) ?? 0;
}

/** These players' agent flags (1 an agent, 0 not), by id. */
export async function agentFlags(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  const agents = await agentIdsOf(db, userIds);
  return new Map(userIds.map((id) => [id, agents.has(id) ? 1 : 0]));
}

/** A referral row with the agent flag (commission chains pay only agents). */
export type AgentReferralRow = ReferralRow & { is_agent: number };

/** users' referral rows of these players, each with its agent flag. */
export async function referralRows(db: Db, ids: readonly number[]): Promise<AgentReferralRow[]> {
  const rows = await usersReferralRows(db, ids);
  const agents = await agentIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, is_agent: agents.has(r.id) ? 1 : 0 }));
}
