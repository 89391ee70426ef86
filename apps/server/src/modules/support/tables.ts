import type { Generated } from 'kysely';

/**
 * The tables the support module owns: conversations (one open per player at a time) and their
 * messages.
 */
export const SUPPORT_TABLES = ['support_conversations', 'support_messages'] as const;

/**
 * A customer-service conversation (support module): at most one open per player; unread counts
 * of each side; the last message's preview for the operator's list.
 */
export interface SupportConversationsTable {
  id: Generated<number>;
  user_id: number;
  state: 'open' | 'closed';
  unread_player: number;
  unread_operator: number;
  last_message: string;
  last_message_at: number;
  closed_at: number | null;
  closed_by: number | null;
  created_at: number;
}

/** One message of a conversation: a text or an image address, from the player or an operator. */
export interface SupportMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  user_id: number;
  sender: 'player' | 'operator';
  operator_id: number | null;
  content: string;
  image: string;
  created_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    support_conversations: SupportConversationsTable;
    support_messages: SupportMessagesTable;
  }
}
