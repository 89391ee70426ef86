import type { Store, Tx } from '../../platform/db/database.ts';
import { batched } from '../../platform/db/batched.ts';
import { playersPage } from '../users/index.ts';

type Db = Tx | Store['db'];

/** A player's current VIP level lives in `player_vip`; a player without a row is VIP1. */
export const DEFAULT_LEVEL = 1;

/** Read on every userInfo poll: the reads of one turn of the event loop share one query. */
const levelById = batched(async (db, ids: readonly number[]) => {
  const rows = await db
    .selectFrom('player_vip')
    .select(['user_id', 'level'])
    .where('user_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.level]));
});

/** The player's current level (VIP1 without a row). */
export async function playerLevel(store: Store, userId: number): Promise<number> {
  return (await levelById(store.db, userId)) ?? DEFAULT_LEVEL;
}

/** These players' current levels, by id (VIP1 for those without a row). */
export async function playerLevels(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  const unique = [...new Set(userIds)];
  const levels = new Map<number, number>(unique.map((id) => [id, DEFAULT_LEVEL]));
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('player_vip')
      .select(['user_id', 'level'])
      .where('user_id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const row of rows) levels.set(row.user_id, row.level);
  }
  return levels;
}

/**
 * Sets a player's level from `from` to `to` in the caller's transaction; answers false when the
 * level is no longer `from` (someone changed it first). A player without a row gets one at the
 * default first, so the change is always one conditional update.
 */
export async function setPlayerLevel(
  tx: Tx,
  userId: number,
  change: { from: number; to: number; now: number },
): Promise<boolean> {
  await tx
    .insertInto('player_vip')
    .values({ user_id: userId, level: DEFAULT_LEVEL, updated_at: change.now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const result = await tx
    .updateTable('player_vip')
    .set({ level: change.to, updated_at: change.now })
    .where('user_id', '=', userId)
    .where('level', '=', change.from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Players after `afterId`, in id order, with their level and registration time (daily jobs). */
export async function playersWithLevels(store: Store, afterId: number, limit: number) {
  const page = await playersPage(store, afterId, limit);
  const levels = await playerLevels(
    store.db,
    page.map((p) => p.id),
  );
  return page.map((p) => ({ ...p, vip: levels.get(p.id) ?? DEFAULT_LEVEL }));
}
