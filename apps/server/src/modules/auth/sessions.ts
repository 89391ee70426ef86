import { createHash, randomBytes } from 'node:crypto';
import type { Store, Tx } from '../../platform/db/database.ts';
import { defineAppState } from '../../platform/context.ts';
import { authState } from '../users/index.ts';

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

/**
 * Recently seen sessions, so a burst of calls with one token costs one query. An entry lives
 * SESSION_CACHE_TTL_MS at most: a logoff on this node drops it at once; a logoff on another node,
 * an expiry or a frozen account takes effect within that time. Bounded to SESSION_CACHE_MAX.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX = 50_000;

export class SessionCache {
  readonly #entries = new Map<string, { user: SessionUser; until: number }>();

  get(tokenHash: string): SessionUser | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= Date.now()) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  set(user: SessionUser, expiresAt: number): void {
    if (this.#entries.size >= SESSION_CACHE_MAX) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    const until = Math.min(Date.now() + SESSION_CACHE_TTL_MS, expiresAt);
    this.#entries.set(user.tokenHash, { user, until });
  }

  delete(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }
}

/** This app's session cache. */
export const sessionCache = defineAppState('auth.sessions', () => new SessionCache());

/** The active player behind a token, or null when the token is unknown, revoked or expired. */
export async function findSessionUser(
  store: Store,
  cache: SessionCache,
  token: string,
): Promise<SessionUser | null> {
  if (token.length === 0 || token.length > 128) return null;
  const tokenHash = hashToken(token);
  const cached = cache.get(tokenHash);
  if (cached) return cached;
  const row = await store.db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || row.expires_at < Date.now()) return null;
  const state = await authState(store, row.user_id);
  if (!state?.active) return null;
  const user = { userId: row.user_id, isGuest: state.isGuest, tokenHash };
  cache.set(user, row.expires_at);
  return user;
}

export async function revokeSession(
  store: Store,
  cache: SessionCache,
  tokenHash: string,
): Promise<void> {
  cache.delete(tokenHash);
  await store.db
    .updateTable('sessions')
    .set({ revoked_at: Date.now() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of the player in the caller's transaction; answers their hashes. */
export async function revokeAllSessions(tx: Tx, userId: number): Promise<string[]> {
  const live = await tx
    .selectFrom('sessions')
    .select('token_hash')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await tx
    .updateTable('sessions')
    .set({ revoked_at: Date.now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  return live.map((session) => session.token_hash);
}
