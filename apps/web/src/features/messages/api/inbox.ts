import { useInfiniteQuery } from '@tanstack/react-query';
import type { InboxMessage } from '@app/contract/inbox';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { messagesKeys } from './keys.ts';

/** POST /api/messageList {page} → a page of the player's inbox, newest first, with read state. */
export const inboxEndpoint = calls.messageList;
export type InboxPage = ResponseOf<typeof inboxEndpoint>;
export type { InboxMessage };

export function getInbox(page: number): Promise<InboxPage> {
  return call(inboxEndpoint, { page });
}

export function useInbox() {
  return useInfiniteQuery({
    queryKey: messagesKeys.inbox,
    queryFn: ({ pageParam }) => getInbox(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
