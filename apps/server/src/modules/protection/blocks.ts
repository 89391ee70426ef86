import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { knownAnswer } from '../../platform/http/domain-errors.ts';
import { untilText } from './usage.ts';

/**
 * A time-out or exclusion that starts ends the play already under way, on every node, through
 * the same path as a revocation (platform/revocations, topic "protection.blocked"): each node's
 * listeners end what they hold for the player (a venue's launch sessions, a game room's sockets).
 * The player's login sessions go on: a blocked player still logs in, reads records and withdraws.
 */
export const PLAY_BLOCKED_TOPIC = 'protection.blocked';

export interface PlayBlocked {
  userId: number;
  /** Why play ended and until when, in Chinese (the admission's own refusal). */
  message: string;
}

const MESSAGE_MAX = 200;

type Block = { kind: 'timeout' | 'exclusion'; until: number | null };

/** The refusal of a deposit, a stake or a promotion during this block. */
export function blockRefusal(block: Block): DomainError {
  if (block.until === null) return new DomainError('protection_excluded_forever');
  return new DomainError(
    block.kind === 'timeout' ? 'protection_timeout_active' : 'protection_excluded',
    { until: untilText(block.until) },
  );
}

/** What that refusal says to the player, in Chinese. */
export function blockMessage(block: Block): string {
  return knownAnswer(blockRefusal(block))!.message;
}

/** The event a message carries, or undefined when it is not one (it came over the network). */
export function parsePlayBlocked(message: unknown): PlayBlocked | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { userId, message: text } = message as Record<string, unknown>;
  if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId <= 0) return undefined;
  if (typeof text !== 'string' || text.length === 0 || text.length > MESSAGE_MAX) return undefined;
  return { userId, message: text };
}

/**
 * Listens, on this node, to every node's blocks. Runs on every node for each event, before the
 * blocking call answers on the node that blocked: what it does must be idempotent.
 */
export function onPlayBlocked(
  ctx: AppContext,
  listener: (event: PlayBlocked) => void | Promise<void>,
): () => void {
  return ctx.revocations.subscribe(PLAY_BLOCKED_TOPIC, async (message) => {
    const event = parsePlayBlocked(message);
    if (!event) {
      ctx.log?.warn({ topic: PLAY_BLOCKED_TOPIC }, 'block event ignored: not understood');
      return;
    }
    await listener(event);
  });
}

/** Tells every node (this one first) that the player's play ended; call after the block commits. */
export async function announcePlayBlocked(ctx: AppContext, event: PlayBlocked): Promise<void> {
  await ctx.revocations.publish(PLAY_BLOCKED_TOPIC, event);
}
