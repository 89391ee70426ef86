import type { AppContext } from '../../platform/context.ts';
import { verifyPassword } from './passwords.ts';

/** Whether `password` is this player's payment password (false when none is set). */
export async function checkPayPassword(
  ctx: AppContext,
  userId: number,
  password: string,
): Promise<boolean> {
  const row = await ctx.store.db
    .selectFrom('users')
    .select('pay_password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row?.pay_password_hash) return false;
  return verifyPassword(row.pay_password_hash, password);
}
