import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../lib/api.ts';
import { PLAYER_SCOPE } from '../lib/auth.ts';
import { useSessionToken } from '../lib/session.ts';

/**
 * POST /api/messageUnread {} → how many inbox (站内信) messages the player has not read. Shared:
 * /mine's 消息中心 entry, the home side menu and the /message tabs show it from this one query,
 * and reading a message (or all) updates and invalidates it, so every badge follows.
 */
export const inboxUnreadEndpoint = calls.messageUnread;
export type InboxUnread = ResponseOf<typeof inboxUnreadEndpoint>;

/** Every inbox query of the player (the list and the count) starts with this key. */
export const inboxKey = [PLAYER_SCOPE, 'inbox'] as const;
export const inboxUnreadKey = [PLAYER_SCOPE, 'inbox', 'unread'] as const;

export const inboxUnreadQuery = queryOptions({
  queryKey: inboxUnreadKey,
  queryFn: () => call(inboxUnreadEndpoint, {}, { silent: true }),
  // A message can arrive at any time (a deposit approved): asked again on each screen that shows
  // it and when the player comes back to the app.
  staleTime: 0,
  refetchOnWindowFocus: true,
});

/** The unread count while a player is logged in; 0 for a visitor or until it is known. */
export function useInboxUnread(): number {
  const token = useSessionToken();
  const unread = useQuery({ ...inboxUnreadQuery, enabled: token !== null });
  return token === null ? 0 : (unread.data?.unread ?? 0);
}
