import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { revokeAllSessions, revokeSession, sessionCache } from './sessions.ts';

/**
 * Sessions that end, told to every node (platform/revocations, topic "auth.sessions"): each
 * node's session cache drops them, and other modules end what hangs off a player's session (the
 * demo venue's launch sessions) through `onSessionsRevoked`. See CONTEXT.md for the guarantee.
 */
export const SESSIONS_TOPIC = 'auth.sessions';

export type RevocationReason = 'logoff' | 'password' | 'frozen';
const REASONS: readonly RevocationReason[] = ['logoff', 'password', 'frozen'];

export interface SessionsRevoked {
  userId: number;
  /** The sessions that ended (SHA-256 of their tokens); null: every session of the player. */
  tokenHashes: string[] | null;
  reason: RevocationReason;
}

/** A message longer than this names no sessions: every session of the player (it is safe). */
const HASHES_PER_MESSAGE_MAX = 100;
const HASH_PATTERN = /^[0-9a-f]{64}$/;

/** The event a message carries, or undefined when it is not one (it came over the network). */
export function parseSessionsRevoked(message: unknown): SessionsRevoked | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { userId, tokenHashes, reason } = message as Record<string, unknown>;
  if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId <= 0) return undefined;
  if (!REASONS.includes(reason as RevocationReason)) return undefined;
  if (tokenHashes === null)
    return { userId, tokenHashes: null, reason: reason as RevocationReason };
  if (
    !Array.isArray(tokenHashes) ||
    tokenHashes.length > HASHES_PER_MESSAGE_MAX ||
    !tokenHashes.every((hash) => typeof hash === 'string' && HASH_PATTERN.test(hash))
  ) {
    return undefined;
  }
  return { userId, tokenHashes: tokenHashes as string[], reason: reason as RevocationReason };
}

/**
 * Listens, on this node, to every node's revocations. The listener runs on every node for each
 * event (and before the revoking call answers on the node that revoked), so what it does must be
 * idempotent. Its failure is logged and changes nothing for the others.
 */
export function onSessionsRevoked(
  ctx: AppContext,
  listener: (event: SessionsRevoked) => void | Promise<void>,
): () => void {
  return ctx.revocations.subscribe(SESSIONS_TOPIC, async (message) => {
    const event = parseSessionsRevoked(message);
    if (!event) {
      ctx.log?.warn({ topic: SESSIONS_TOPIC }, 'revocation event ignored: not understood');
      return;
    }
    await listener(event);
  });
}

/** The auth module's own listeners: the session cache of this node. */
export function listenToRevocations(ctx: AppContext): void {
  const cache = sessionCache(ctx);
  onSessionsRevoked(ctx, (event) => {
    cache.revokeUser(event.userId, event.tokenHashes ?? []);
    // Open sockets of the revoked sessions close on every node (a new one is refused anyway).
    const revoked = event.tokenHashes === null ? null : new Set(event.tokenHashes);
    ctx.realtime?.disconnect(
      (user) =>
        user.kind !== 'operator' &&
        user.userId === event.userId &&
        (revoked === null || (user.sessionKey !== undefined && revoked.has(user.sessionKey))),
    );
  });
  ctx.revocations.onMissed(() => cache.clear());
}

/** Tells every node (this one first) that sessions ended; call after their revocation commits. */
export async function announceRevocation(ctx: AppContext, event: SessionsRevoked): Promise<void> {
  const tokenHashes =
    event.tokenHashes && event.tokenHashes.length <= HASHES_PER_MESSAGE_MAX
      ? event.tokenHashes
      : null;
  await ctx.revocations.publish(SESSIONS_TOPIC, { ...event, tokenHashes });
}

/** Logoff: ends this session, on every node. */
export async function endSession(
  ctx: AppContext,
  userId: number,
  tokenHash: string,
): Promise<void> {
  await revokeSession(ctx.store, tokenHash, ctx.clock.now());
  // Announced even when it was revoked already: a node may have missed the first announcement.
  await announceRevocation(ctx, { userId, tokenHashes: [tokenHash], reason: 'logoff' });
}

/**
 * Ends every session of the player, on every node: for an account that was frozen (call it after
 * the freeze commits) or whose credentials changed outside a request of theirs.
 */
export async function endAllSessions(
  ctx: AppContext,
  userId: number,
  reason: RevocationReason,
): Promise<void> {
  await inTransaction(ctx.store, (tx) => revokeAllSessions(tx, userId, ctx.clock.now()));
  await announceRevocation(ctx, { userId, tokenHashes: null, reason });
}
