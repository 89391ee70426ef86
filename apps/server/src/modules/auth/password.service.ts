import type { z } from 'zod';
import { MSG } from '@app/contract/messages';
import type { passwordChangePayload } from '@app/contract/payees';
import { passwordChangeError, type PasswordKind } from '@app/domain/payees';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, refused, tooMany } from '../../platform/http/errors.ts';
import { inTransaction } from '../ledger/ledger.service.ts';
import { assertNotGuest } from './guard.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SessionUser } from './sessions.ts';

/** Wrong old passwords: this many per player, kind and window, then 429. */
const OLD_PASSWORD_FAILURES_MAX = 5;
const OLD_PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * POST /api/editPassword ('login') and /api/editPayPassword ('pay'), spec part 2 §5: the rules in
 * the spec's order (400), then the old password must be the current one (422 旧密码错误). A player
 * without a payment password yet (Telegram accounts) proves editPayPassword with the login
 * password. Trial accounts have no password to change (403).
 *
 * A new login password ends every session of the player, this one included, on this node at once
 * (the session cache entries go too) and on other nodes within the cache's 5 seconds.
 */
export async function changePassword(
  ctx: AppContext,
  user: SessionUser,
  kind: PasswordKind,
  input: z.output<typeof passwordChangePayload>,
): Promise<void> {
  assertNotGuest(user);
  const rule = passwordChangeError(kind, input);
  if (rule) throw badRequest(rule);

  const limitKey = `${kind}-password-change-fail:${user.userId}`;
  if ((await ctx.limiter.count(limitKey)) >= OLD_PASSWORD_FAILURES_MAX) {
    throw tooMany(MSG.passwordTriesExceeded);
  }
  const row = await ctx.store.db
    .selectFrom('users')
    .select(['password_hash', 'pay_password_hash'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  const current =
    kind === 'login' ? row.password_hash : (row.pay_password_hash ?? row.password_hash);
  if (!(await verifyPassword(current, input.oldpassword))) {
    await ctx.limiter.hit(limitKey, OLD_PASSWORD_FAILURE_WINDOW_MS);
    throw refused(MSG.oldPasswordWrong);
  }
  await ctx.limiter.reset(limitKey);
  const newHash = await hashPassword(input.password);

  if (kind === 'pay') {
    await ctx.store.db
      .updateTable('users')
      .set({ pay_password_hash: newHash })
      .where('id', '=', user.userId)
      .execute();
    return;
  }

  const revoked = await inTransaction(ctx.store, async (tx) => {
    await tx
      .updateTable('users')
      .set({ password_hash: newHash })
      .where('id', '=', user.userId)
      .execute();
    const live = await tx
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.userId)
      .where('revoked_at', 'is', null)
      .execute();
    await tx
      .updateTable('sessions')
      .set({ revoked_at: Date.now() })
      .where('user_id', '=', user.userId)
      .where('revoked_at', 'is', null)
      .execute();
    return live.map((session) => session.token_hash);
  });
  // After the commit, so a request in between cannot put a session back into the cache.
  for (const tokenHash of revoked) ctx.sessions.delete(tokenHash);
}
