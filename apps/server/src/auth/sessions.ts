import { createHash, randomBytes } from 'node:crypto';
import type { Store, Tx } from '../db/database.ts';

/**
 * Bearer tokens (DESIGN §4): 32 random bytes, shown to the client once, stored only as SHA-256,
 * revocable.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(tx: Tx, userId: number, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await tx
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: now + ttlMs,
      revoked_at: null,
    })
    .execute();
  return token;
}

export interface SessionUser {
  userId: number;
  isGuest: boolean;
  tokenHash: string;
}

/** The active player behind a token, or null when the token is unknown, revoked or expired. */
export async function findSessionUser(store: Store, token: string): Promise<SessionUser | null> {
  if (token.length === 0 || token.length > 128) return null;
  const tokenHash = hashToken(token);
  const row = await store.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.is_guest', 'u.status', 's.expires_at', 's.revoked_at'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || row.expires_at < Date.now() || row.status !== 1) {
    return null;
  }
  return { userId: row.id, isGuest: row.is_guest === 1, tokenHash };
}

export async function revokeSession(store: Store, tokenHash: string): Promise<void> {
  await store.db
    .updateTable('sessions')
    .set({ revoked_at: Date.now() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}
