import type { AppContext } from '../../platform/context.ts';
import { findUser } from '../users/index.ts';

/**
 * The level a player held during a Beijing day (YYYY-MM-DD): the level of their last change
 * decided on or before that day; else, when their first change came later, the level it left;
 * else their level now. A day's rebate is computed at this level, so a promotion decided the next
 * morning does not raise the rate of the day before.
 */
export async function levelOnDay(ctx: AppContext, userId: number, day: string): Promise<number> {
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
  return (await findUser(ctx.store, userId))?.vip ?? 1;
}
