import { sql } from 'kysely';
import { ACTIVE_WINDOW_MS, CATEGORY } from '@app/contract/games';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';

/**
 * Real player counts (DESIGN §9, replacing the spec's drifting "N people playing"): one
 * game_activity row per (player, game) with the last time the player had it open. A launch writes
 * it; the open /gamePage refreshes it (gameHeartbeat).
 *
 * A category's renum is the number of distinct players with a row no older than ACTIVE_WINDOW_MS
 * for a game listed in that category. "Listed" means the same venue game (platname + game code)
 * as an open game of the category, so a player in a chess venue's lobby counts in 棋牌 and in 大堂
 * whichever tile was tapped; the hot category counts the hot games. One query for all categories.
 */

type ActivityContext = Pick<AppContext, 'store' | 'clock'>;

/** Records that the player has this game open now (insert, or move last_seen_at forward). */
export async function touchActivity(
  ctx: ActivityContext,
  userId: number,
  gameId: number,
  now: number = ctx.clock.now(),
): Promise<void> {
  await ctx.store.db
    .insertInto('game_activity')
    .values({ user_id: userId, game_id: gameId, last_seen_at: now, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'game_id']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

/**
 * POST /api/gameHeartbeat: the open game page says it is still open, which moves last_seen_at of
 * the player's row for the game forward. Only a game the player launched has a row (a heartbeat
 * never makes one); answers whether one was there. 422 未找到对应游戏项 for an unknown game.
 */
export async function heartbeat(
  ctx: ActivityContext,
  userId: number,
  gameId: number,
  now: number = ctx.clock.now(),
): Promise<boolean> {
  const game = await ctx.store.db
    .selectFrom('games')
    .select('id')
    .where('id', '=', gameId)
    .executeTakeFirst();
  if (!game) throw new DomainError('game_not_found');
  const result = await ctx.store.db
    .updateTable('game_activity')
    .set({ last_seen_at: now })
    .where('user_id', '=', userId)
    .where('game_id', '=', gameId)
    .where('last_seen_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Players active within the window, by category id (categories with none are absent). */
export async function playersByCategory(
  ctx: ActivityContext,
  now: number = ctx.clock.now(),
): Promise<Map<number, number>> {
  const rows = await ctx.store.db
    .selectFrom('game_activity as a')
    .innerJoin('games as played', 'played.id', 'a.game_id')
    .innerJoin('games as listed', (join) =>
      join
        .onRef('listed.platname', '=', 'played.platname')
        .onRef('listed.game_code', '=', 'played.game_code'),
    )
    .innerJoin('game_categories as c', (join) =>
      join.on((eb) =>
        eb.or([
          eb('c.id', '=', eb.ref('listed.category_id')),
          eb.and([eb('c.code', '=', CATEGORY.hot), eb('listed.hot', '=', 1)]),
        ]),
      ),
    )
    .where('a.last_seen_at', '>', now - ACTIVE_WINDOW_MS)
    .where('listed.status', '=', 1)
    .select(['c.id as category_id', sql<number>`count(distinct a.user_id)`.as('players')])
    .groupBy('c.id')
    .execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.players)]));
}
