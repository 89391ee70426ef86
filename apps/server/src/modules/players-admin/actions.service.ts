import { randomInt } from 'node:crypto';
import { PLAYER_ACTIVE, PLAYER_FROZEN } from '@app/contract/admin-players';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { endAllSessions, hashPassword } from '../auth/index.ts';
import { findUser, setPasswordHash, setUserStatus } from '../users/index.ts';

/**
 * Freeze and unfreeze; password resets. A frozen player cannot sign in (auth refuses status ≠ 1)
 * and every session of theirs ends on every node once the freeze commits (endAllSessions): every
 * player call, money calls included, authenticates through auth's requireUser.
 */

export async function setFrozen(
  ctx: AppContext,
  actor: Actor,
  input: { userId: number; frozen: boolean; reason: string },
): Promise<{ status: number }> {
  const status = input.frozen ? PLAYER_FROZEN : PLAYER_ACTIVE;
  await inTransaction(ctx.store, async (tx) => {
    const before = await setUserStatus(tx, input.userId, status);
    if (before === undefined) throw new DomainError('admin_player_not_found');
    if (before === status) {
      throw new DomainError(input.frozen ? 'admin_already_frozen' : 'admin_not_frozen');
    }
    await recordAudit(
      ctx,
      tx,
      actor,
      input.frozen ? 'player.freeze' : 'player.unfreeze',
      `player:${input.userId}`,
      { reason: input.reason, before: { status: before }, after: { status } },
    );
  });
  // After the commit: every session of theirs ends on every node (auth's guarantee).
  if (input.frozen) await endAllSessions(ctx, input.userId, 'frozen');
  return { status };
}

/** Letters and digits without look-alikes (0/O, 1/l/I). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random temporary password: 10 letters and digits (both present) for login, 6 digits to pay. */
export function temporaryPassword(kind: 'login' | 'pay'): string {
  if (kind === 'pay') return Array.from({ length: 6 }, () => String(randomInt(10))).join('');
  for (;;) {
    const text = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/\d/.test(text) && /[A-Za-z]/.test(text)) return text;
  }
}

/**
 * Sets a random temporary password, answered once and stored only as its hash; the audit row
 * names the reset, never the password. A new login password ends every session of the player.
 */
export async function resetPassword(
  ctx: AppContext,
  actor: Actor,
  input: { userId: number; kind: 'login' | 'pay'; reason: string },
): Promise<{ kind: string; temporary: string }> {
  const user = await findUser(ctx.store, input.userId);
  if (!user) throw new DomainError('admin_player_not_found');
  if (user.is_guest === 1) throw new DomainError('admin_guest_no_password');
  const temporary = temporaryPassword(input.kind);
  const hash = await hashPassword(temporary);
  await inTransaction(ctx.store, async (tx) => {
    await setPasswordHash(tx, input.userId, input.kind, hash);
    await recordAudit(
      ctx,
      tx,
      actor,
      `player.reset_${input.kind}_password`,
      `player:${input.userId}`,
      {
        reason: input.reason,
      },
    );
  });
  if (input.kind === 'login') await endAllSessions(ctx, input.userId, 'password');
  return { kind: input.kind, temporary };
}
