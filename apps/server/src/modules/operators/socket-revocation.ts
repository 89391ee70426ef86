import type { AppContext } from '../../platform/context.ts';

/**
 * Operators' open sockets (the support rooms) end with their session, on every node: logout,
 * expiry by an admin's action or a disabled operator publish the ended token hashes (or the whole
 * operator) here, and each node closes the matching operator sockets. A new connection is refused
 * anyway (operatorOfToken reads the database).
 */
const TOPIC = 'operators.sessions';

interface OperatorSessionsEnded {
  operatorId: number;
  /** null: every session of the operator. */
  tokenHashes: string[] | null;
}

function parse(message: unknown): OperatorSessionsEnded | null {
  if (!message || typeof message !== 'object') return null;
  const { operatorId, tokenHashes } = message as Record<string, unknown>;
  if (typeof operatorId !== 'number' || !Number.isSafeInteger(operatorId)) return null;
  if (tokenHashes === null) return { operatorId, tokenHashes: null };
  if (!Array.isArray(tokenHashes) || tokenHashes.some((h) => typeof h !== 'string')) return null;
  return { operatorId, tokenHashes: tokenHashes as string[] };
}

/** Closes, on every node, the sockets of the ended operator sessions. Call after the commit. */
export async function announceOperatorSessionsEnded(
  ctx: AppContext,
  event: OperatorSessionsEnded,
): Promise<void> {
  await ctx.revocations.publish(TOPIC, event);
}

/** This node's listener (module start). */
export function listenToOperatorSessions(ctx: AppContext): void {
  ctx.revocations.subscribe(TOPIC, (message) => {
    const event = parse(message);
    if (!event) return;
    const hashes = event.tokenHashes === null ? null : new Set(event.tokenHashes);
    ctx.realtime?.disconnect(
      (user) =>
        user.kind === 'operator' &&
        user.userId === event.operatorId &&
        (hashes === null || (user.sessionKey !== undefined && hashes.has(user.sessionKey))),
    );
  });
}
