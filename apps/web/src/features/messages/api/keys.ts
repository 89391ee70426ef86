import { inboxKey } from '../../../api/inbox-unread.ts';

/**
 * Query keys of the message centre. The inbox is the player's (under the shared inbox key, so a
 * new session drops it and reading invalidates it with the unread count); notices are public.
 */
export const messagesKeys = {
  inbox: [...inboxKey, 'list'] as const,
  notices: ['site', 'noticeList', 'paged'] as const,
};
