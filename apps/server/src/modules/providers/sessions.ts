import { createHash, randomBytes } from 'node:crypto';
import type { Store, Tx } from '../../platform/db/database.ts';

/**
 * Game sessions of the seamless providers: a launch hands the provider a random token (32 bytes,
 * base64url), stored as its SHA-256; a bet must carry a live one of the same player and provider.
 * Wins and rollbacks need none (they settle what was already staked).
 */

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function openSession(
  store: Store,
  input: { provider: string; userId: number; gameCode: string; now: number; ttlMs: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await store.db
    .insertInto('provider_sessions')
    .values({
      token_hash: hashToken(token),
      provider: input.provider,
      user_id: input.userId,
      game_code: input.gameCode,
      expires_at: input.now + input.ttlMs,
      created_at: input.now,
    })
    .execute();
  return token;
}

/** The session of this token when it is this player's at this provider (expired or not). */
export async function liveSession(tx: Tx, provider: string, userId: number, token: string) {
  const row = await tx
    .selectFrom('provider_sessions')
    .select(['id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('provider', '=', provider)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { id: Number(row.id), expires_at: Number(row.expires_at) };
}

/** A bet keeps the session going. */
export async function touchSession(tx: Tx, id: number, expiresAt: number): Promise<void> {
  await tx
    .updateTable('provider_sessions')
    .set({ expires_at: expiresAt })
    .where('id', '=', id)
    .where('expires_at', '<', expiresAt)
    .execute();
}

/** Ends every game session of a player (at every provider): their next bet is refused. */
export async function endSessionsOf(store: Store, userId: number, now: number): Promise<void> {
  await store.db
    .updateTable('provider_sessions')
    .set({ expires_at: now })
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .execute();
}
