import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SupportMessage } from '@app/contract/support';
import { useSessionToken } from '../../lib/session.ts';
import { supportKeys } from './api/keys.ts';
import { useSupportMessages } from './api/support-messages.ts';
import { useSupportConversation, type SupportOpenData } from './api/support-open.ts';
import { markSupportRead } from './api/support-read.ts';
import { useSupportSend } from './api/support-send.ts';
import { useSupportSocket } from './use-support-socket.ts';

/** Messages by id, each once, oldest first. */
function merged(lists: readonly (readonly SupportMessage[])[]): SupportMessage[] {
  const byId = new Map<number, SupportMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The customer-service chat's data and behaviour: the open conversation, the history (older pages
 * on demand), replies live over the conversation's room, sending, marking replies read, and the
 * list's scroll (new messages scroll into view unless the player scrolled up; older ones keep the
 * message looked at in place). `list` goes on the scrolling element.
 */
export function useSupportChat() {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const open = useSupportConversation();
  const history = useSupportMessages();
  const send = useSupportSend();
  /** Messages that came after the history was fetched: sent here or over the socket. */
  const [live, setLive] = useState<SupportMessage[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);

  const conversation = open.data?.conversation ?? null;
  const messages = useMemo(
    () => merged([...(history.data?.pages.map((p) => p.data) ?? []), live]),
    [history.data, live],
  );
  const lastId = messages.at(-1)?.id;

  const refetch = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: supportKeys.all });
  }, [queryClient]);

  const socketStatus = useSupportSocket(conversation?.room ?? null, token, {
    onMessage: (message) => {
      setLive((current) => merged([current, [message]]));
      if (message.sender === 'operator' && document.visibilityState !== 'hidden') {
        void markSupportRead();
      }
    },
    onClosed: () => {
      queryClient.setQueryData<SupportOpenData>(supportKeys.open, (data) =>
        data?.conversation ? { conversation: { ...data.conversation, state: 'closed' } } : data,
      );
      // A fetch that started before the close could answer it open: ask again.
      void queryClient.invalidateQueries({ queryKey: supportKeys.open });
    },
    onStale: refetch,
  });

  // Opened with unread replies: they are read now.
  const unread = conversation?.unread ?? 0;
  useEffect(() => {
    if (unread > 0) void markSupportRead();
  }, [unread]);

  // New messages scroll into view unless the player scrolled up to read older ones.
  useEffect(() => {
    const element = list.current;
    if (element && stickToBottom.current) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
  };

  const sendMessage = async (body: { content: string } | { image: string }): Promise<boolean> => {
    try {
      const answer = await send.mutateAsync(body);
      stickToBottom.current = true;
      setLive((current) => merged([current, [answer.message]]));
      return true;
    } catch {
      // The API client already showed the refusal (or the network failure) as a toast.
      return false;
    }
  };

  const loadOlder = async () => {
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    stickToBottom.current = false;
    const element = list.current;
    const before = element ? element.scrollHeight - element.scrollTop : 0;
    await history.fetchNextPage();
    // Keep the message the player was looking at in place.
    requestAnimationFrame(() => {
      if (element) element.scrollTop = element.scrollHeight - before;
    });
  };

  const failed = open.isError || history.isError;
  return {
    conversation,
    messages,
    history,
    socketStatus,
    sending: send.isPending,
    failed,
    loading: !failed && (open.isPending || history.isPending),
    list,
    onScroll,
    refetch,
    sendMessage,
    loadOlder,
  };
}
