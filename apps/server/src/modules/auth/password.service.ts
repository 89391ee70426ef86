import type { z } from 'zod';
import type { passwordChangePayload } from '@app/contract/payees';
import { passwordChangeError, type PasswordKind } from '@app/domain/payees';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { passwordHashes, setPasswordHash } from '../users/index.ts';
import { assertNotGuest } from './guard.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { announceRevocation } from './revocation.ts';
import { revokeAllSessions, type SessionUser } from './sessions.ts';

/** Wrong old passwords: this many per player, kind and window, then 429. */
const OLD_PASSWORD_FAILURES_MAX = 5;
const OLD_PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * POST /api/editPassword ('login') and /api/editPayPassword ('pay'), spec part 2 §5: the rules in
 * the spec's order (400), then the old password must be the current one (422 旧密码错误). A player
 * without a payment password yet (Telegram accounts) proves editPayPassword with the login
 * password. Trial accounts have no password to change (403).
 *
 * A new login password ends every session of the player, this one included, on every node before
 * this answers (the revocation is announced to every node's session cache; CONTEXT.md).
 */
export async function changePassword(
  ctx: AppContext,
  user: SessionUser,
  kind: PasswordKind,
  input: z.output<typeof passwordChangePayload>,
): Promise<void> {
  assertNotGuest(user);
  const rule = passwordChangeError(kind, input);
  if (rule) throw new DomainError('password_input_invalid', { message: rule });

  const limitKey = `${kind}-password-change-fail:${user.userId}`;
  if ((await ctx.limiter.count(limitKey)) >= OLD_PASSWORD_FAILURES_MAX) {
    throw new DomainError('password_tries_exceeded');
  }
  const row = await passwordHashes(ctx.store, user.userId);
  if (!row) throw new DomainError('old_password_wrong');
  const current =
    kind === 'login' ? row.password_hash : (row.pay_password_hash ?? row.password_hash);
  if (!(await verifyPassword(current, input.oldpassword))) {
    await ctx.limiter.hit(limitKey, OLD_PASSWORD_FAILURE_WINDOW_MS);
    throw new DomainError('old_password_wrong');
  }
  await ctx.limiter.reset(limitKey);
  const newHash = await hashPassword(input.password);

  if (kind === 'pay') {
    await setPasswordHash(ctx.store.db, user.userId, 'pay', newHash);
    return;
  }

  const revoked = await inTransaction(ctx.store, async (tx) => {
    await setPasswordHash(tx, user.userId, 'login', newHash);
    return revokeAllSessions(tx, user.userId, ctx.clock.now());
  });
  // After the commit: a node that hears it reads the sessions as revoked from then on.
  await announceRevocation(ctx, { userId: user.userId, tokenHashes: revoked, reason: 'password' });
}
