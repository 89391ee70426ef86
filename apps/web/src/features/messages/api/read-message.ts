import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import { inboxUnreadKey, type InboxUnread } from '../../../api/inbox-unread.ts';
import { call } from '../../../lib/api.ts';
import type { InboxPage } from './inbox.ts';
import { messagesKeys } from './keys.ts';

/**
 * POST /api/messageRead {id} marks one message read; {} marks every message read. Answers the
 * unread count, which goes straight into the shared count (every badge follows), and the list
 * shows the message(s) read at once; then both are asked again.
 */
export const readMessageEndpoint = calls.messageRead;

export function readMessage(id: number | undefined): Promise<InboxUnread> {
  // Opening one message marks it quietly: the player is reading it, a failure changes nothing.
  return id === undefined
    ? call(readMessageEndpoint, {})
    : call(readMessageEndpoint, { id }, { silent: true });
}

export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    onSuccess: async (answer, id) => {
      queryClient.setQueryData<InboxUnread>(inboxUnreadKey, { unread: answer.unread });
      queryClient.setQueryData<InfiniteData<InboxPage>>(messagesKeys.inbox, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                data: page.data.map((message) =>
                  id === undefined || message.id === id
                    ? { ...message, read: 1 as const }
                    : message,
                ),
              })),
            }
          : data,
      );
      await queryClient.invalidateQueries({ queryKey: inboxUnreadKey, refetchType: 'all' });
    },
  });
}
