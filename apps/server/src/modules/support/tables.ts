/**
 * The tables the support module owns: conversations (one open per player at a time) and their
 * messages.
 */
export const SUPPORT_TABLES = ['support_conversations', 'support_messages'] as const;
