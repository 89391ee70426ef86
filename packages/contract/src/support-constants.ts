/**
 * Customer service's business constants (ours: the spec names no support chat), without zod, so
 * the player app's screens import them without the schemas.
 */

export const SUPPORT_LIMITS = {
  /** Longest text message, in characters. */
  messageMax: 1000,
  /** Messages a history page holds at most, and by default. */
  historyPageMax: 50,
  historyPageDefault: 30,
  /** Messages a player may send a minute (text and images together). */
  messagesPerMinute: 12,
  /** Conversations a player may start a Beijing day (a conversation starts with its first message). */
  conversationsPerDay: 10,
  /** Conversations per page of the operator's list. */
  adminPageSize: 20,
  /** Characters of the last message shown in the operator's list. */
  previewMax: 60,
  /** Longest image address a message may carry. */
  imageUrlMax: 200,
} as const;

/** The realtime room of one conversation: the player and operators see its messages live. */
export function supportRoomId(conversationId: number): string {
  return `support-${conversationId}`;
}

/** The operators' room: every conversation's news (a message, a new or closed conversation). */
export const SUPPORT_INBOX_ROOM = 'support-inbox';

/**
 * The in-app route of the built-in chat: what getservicerurl answers for a shift whose external
 * link the operator has not set (docs/decisions/support.md, Customer service).
 */
export const SUPPORT_CHAT_ROUTE = '/kefu?chat=1';
export const SUPPORT_CHAT_URL = `/#${SUPPORT_CHAT_ROUTE}`;

export type SupportSender = 'player' | 'operator';
export type SupportState = 'open' | 'closed';
