import type { AppContext } from '../../platform/context.ts';
import { findUser } from '../users/index.ts';
import { findSessionUser, sessionCache } from './sessions.ts';

/**
 * The player behind a realtime socket's token, with the name other players see (the realtime
 * rooms of platform/realtime are given this as their `authenticate`); null when the token is
 * unknown, revoked or expired, or the account is frozen.
 */
export async function authenticateSocket(
  ctx: AppContext,
  token: string,
): Promise<{ userId: number; name: string; sessionKey: string } | null> {
  const session = await findSessionUser(ctx.store, sessionCache(ctx), token);
  if (!session) return null;
  const row = await findUser(ctx.store, session.userId);
  return row ? { userId: session.userId, name: row.username, sessionKey: session.tokenHash } : null;
}
