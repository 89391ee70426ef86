import { createHash, randomBytes } from 'node:crypto';
import type { Store, Tx } from '../../platform/db/database.ts';
import { defineAppState } from '../../platform/context.ts';
import { prepared } from '../../platform/db/prepared.ts';
import type { Clock } from '../../platform/time.ts';
import { authState } from '../users/index.ts';

/**
 * Bearer tokens (DESIGN §4): 32 random bytes, shown to the client once, stored only as SHA-256,
 * revocable.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How a session began and from where (the console lists a player's sign-ins). */
export interface SessionOrigin {
  via: 'password' | 'register' | 'guest' | 'telegram';
  ip: string;
}

export async function createSession(
  tx: Tx,
  userId: number,
  ttlMs: number,
  now: number,
  origin?: SessionOrigin,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: now + ttlMs,
      revoked_at: null,
      via: origin?.via ?? '',
      ip: (origin?.ip ?? '').slice(0, 64),
    })
    .execute();
  return token;
}

/** A player's sessions (one per sign-in), newest first, a page at a time. */
export async function sessionsOfPlayer(store: Store, userId: number, page: number, size: number) {
  const [rows, counted] = await Promise.all([
    store.db
      .selectFrom('sessions')
      .select(['id', 'via', 'ip', 'created_at', 'expires_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    store.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.n) };
}

export interface SessionUser {
  userId: number;
  isGuest: boolean;
  tokenHash: string;
}

/**
 * Recently seen sessions, so a burst of calls with one token costs one query (the hot path of the
 * polled calls: a map lookup, no Redis). Kept right on every node by revocation events
 * (revocations.ts): an event for a player drops every entry of that player, and a database read
 * that began before the event arrived is not cached either (its stamp is older than the player's
 * mark), so a read racing a revocation on another node cannot put the session back.
 *
 * While this node does not hear the other nodes (its Redis subscriber is down) the cache is not
 * used; when it hears them again every entry goes. An entry also lives SESSION_CACHE_TTL_MS at
 * most, the last safety against an event lost without the connection noticing, and against an
 * expiry or a frozen account that no event announced. Bounded to SESSION_CACHE_MAX entries and
 * REVOCATION_MARKS_MAX player marks.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX = 50_000;
const REVOCATION_MARKS_MAX = 10_000;

export class SessionCache {
  readonly #entries = new Map<string, { user: SessionUser; until: number; stamp: number }>();
  /** Per player: the stamp of the last revocation this node heard of (oldest first). */
  readonly #marks = new Map<number, number>();
  /** Reads stamped before this are not trusted (marks dropped for room, or events missed). */
  #floor = 0;
  #stamp = 0;
  readonly #listening: () => boolean;

  /** `clock`: the app's clock; `listening`: whether this node hears every node's revocations now. */
  constructor(
    readonly clock: Clock,
    listening: () => boolean = () => true,
  ) {
    this.#listening = listening;
  }

  /** Taken before reading a session from the database; given back to `set`. */
  stamp(): number {
    return this.#stamp;
  }

  #trusted(userId: number, stamp: number): boolean {
    return stamp >= this.#floor && stamp >= (this.#marks.get(userId) ?? 0);
  }

  get(tokenHash: string): SessionUser | undefined {
    if (!this.#listening()) return undefined;
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.clock.now() || !this.#trusted(entry.user.userId, entry.stamp)) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  /** Keeps a session read from the database, unless a revocation came in since `stamp`. */
  set(user: SessionUser, expiresAt: number, stamp: number): void {
    if (!this.#listening() || !this.#trusted(user.userId, stamp)) return;
    if (this.#entries.size >= SESSION_CACHE_MAX) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    const until = Math.min(this.clock.now() + SESSION_CACHE_TTL_MS, expiresAt);
    this.#entries.set(user.tokenHash, { user, until, stamp });
  }

  /** A revocation for the player: every entry of theirs, and every read in flight, is dropped. */
  revokeUser(userId: number, tokenHashes: readonly string[] = []): void {
    this.#stamp += 1;
    this.#marks.delete(userId); // re-inserted last: the map stays in stamp order
    this.#marks.set(userId, this.#stamp);
    if (this.#marks.size > REVOCATION_MARKS_MAX) {
      const [oldestUser, oldestMark] = this.#marks.entries().next().value!;
      this.#marks.delete(oldestUser);
      this.#floor = Math.max(this.#floor, oldestMark);
    }
    for (const tokenHash of tokenHashes) this.#entries.delete(tokenHash);
  }

  /** Events may have been missed: nothing cached or read so far is trusted. */
  clear(): void {
    this.#stamp += 1;
    this.#floor = this.#stamp;
    this.#entries.clear();
    this.#marks.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** This app's session cache, trusted only while the node hears every node's revocations. */
export const sessionCache = defineAppState(
  'auth.sessions',
  (ctx) => new SessionCache(ctx.clock, () => ctx.revocations.listening()),
);

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
  const stamp = cache.stamp();
  const found = await readSession(store, tokenHash, cache.clock.now());
  if (!found) return null;
  cache.set(found.user, found.expiresAt, stamp);
  return found.user;
}

/** Every call whose session is not in the cache reads it: compiled once (platform/db/prepared.ts). */
const sessionByHash = prepared((db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash),
);

/** The session as the database has it now (no cache): live, of an active player, or undefined. */
async function readSession(
  store: Store,
  tokenHash: string,
  now: number,
): Promise<{ user: SessionUser; expiresAt: number } | undefined> {
  const [row] = await sessionByHash(store.db, tokenHash);
  if (!row || row.revoked_at !== null || row.expires_at < now) return undefined;
  const state = await authState(store, row.user_id);
  if (!state?.active) return undefined;
  return {
    user: { userId: row.user_id, isGuest: state.isGuest, tokenHash },
    expiresAt: row.expires_at,
  };
}

/**
 * Whether the session is still live in the database, past every cache: for a call that hands out
 * something derived from the session (a game's launch session) after checking it, so that a
 * revocation committed while the call ran is not missed.
 */
export async function sessionStillLive(
  store: Store,
  user: SessionUser,
  now: number,
): Promise<boolean> {
  const found = await readSession(store, user.tokenHash, now);
  return found !== undefined && found.user.userId === user.userId;
}

/** Ends one session (logoff); answers whether it was live. */
export async function revokeSession(
  store: Store,
  tokenHash: string,
  now: number,
): Promise<boolean> {
  const result = await store.db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes every live session of the player in the caller's transaction; answers their hashes. */
export async function revokeAllSessions(tx: Tx, userId: number, now: number): Promise<string[]> {
  const live = await tx
    .selectFrom('sessions')
    .select('token_hash')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await tx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  return live.map((session) => session.token_hash);
}

/**
 * Whether the token belongs to a frozen player (their sessions were ended by the freeze): the
 * refused call then says why (MSG.accountDisabled) instead of "log in again". Read only on the
 * refusal path, never for a live session.
 */
export async function tokenOfFrozenPlayer(store: Store, token: string): Promise<boolean> {
  if (token.length === 0 || token.length > 128) return false;
  const row = await store.db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return false;
  const state = await authState(store, row.user_id);
  return state !== undefined && !state.active;
}
