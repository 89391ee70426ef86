import type { AppContext } from '../../platform/context.ts';
import { playerLevel } from './player-level.ts';

/**
 * The level a player held during a Beijing day (YYYY-MM-DD): the level of their last change
 * decided on or before that day; else, when their first change came later, the level it left;
 * else their level now. A day's rebate is computed at this level, so a promotion decided the next
 * morning does not raise the rate of the day before.
 */
export async function levelOnDay(ctx: AppContext, userId: number, day: string): Promise<number> {
  // The current level is read first: a promotion that commits after this read has written its
  // vip_changes row by the time the reads below run, so the day's level comes from that row and
  // never from the level the promotion gave (reading it last raced with a promotion in between).
  const current = await playerLevel(ctx.store, userId);
  const before = await ctx.store.db
    .selectFrom('vip_changes')
    .select('to_level')
    .where('user_id', '=', userId)
    .where('day', '<=', day)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (before) return before.to_level;
  const after = await ctx.store.db
    .selectFrom('vip_changes')
    .select('from_level')
    .where('user_id', '=', userId)
    .where('day', '>', day)
    .orderBy('day', 'asc')
    .limit(1)
    .executeTakeFirst();
  if (after) return after.from_level;
  return current;
}
