import type { AppContext } from '../../platform/context.ts';
import { passwordHashes } from '../users/index.ts';
import { verifyPassword } from './passwords.ts';

/** Whether `password` is this player's payment password (false when none is set). */
export async function checkPayPassword(
  ctx: AppContext,
  userId: number,
  password: string,
): Promise<boolean> {
  const row = await passwordHashes(ctx.store, userId);
  if (!row?.pay_password_hash) return false;
  return verifyPassword(row.pay_password_hash, password);
}
