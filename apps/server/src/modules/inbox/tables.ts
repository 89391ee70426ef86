import type { Generated } from 'kysely';

/** The tables the inbox module owns: the messages sent, and each player's reads. */
export const INBOX_TABLES = ['inbox_messages', 'inbox_reads'] as const;

export interface InboxMessagesTable {
  id: Generated<number>;
  /** null: every player registered when it was sent. */
  user_id: number | null;
  /** To all: the newest player's id when it was sent (later players do not get it). */
  upto_user_id: number | null;
  kind: string;
  title: string;
  content: string;
  /** The operator who sent it; null for the system's messages. */
  operator_id: number | null;
  created_at: number;
}

export interface InboxReadsTable {
  message_id: number;
  user_id: number;
  read_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    inbox_messages: InboxMessagesTable;
    inbox_reads: InboxReadsTable;
  }
}
