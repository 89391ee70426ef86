/** The tables the inbox module owns: the messages sent, and each player's reads. */
export const INBOX_TABLES = ['inbox_messages', 'inbox_reads'] as const;
