import { useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, PullToRefresh } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SupportMessage } from '@app/contract/support';
import { useGoBack } from '../../../components/use-go-back.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { supportKeys } from '../api/keys.ts';
import { useSupportMessages } from '../api/support-messages.ts';
import { useSupportConversation, type SupportOpenData } from '../api/support-open.ts';
import { markSupportRead } from '../api/support-read.ts';
import { useSupportSend } from '../api/support-send.ts';
import { ChatBubble } from '../components/ChatBubble.tsx';
import { ChatComposer } from '../components/ChatComposer.tsx';
import { useSupportSocket } from '../use-support-socket.ts';
import { CHAT_TEXT } from '../strings.ts';
import '../chat.css';

/** Today in Beijing time, "YYYY-MM-DD" (the messages' times are Beijing). */
function beijingToday(): string {
  return new Date(Date.now() + 8 * 60 * 60_000).toISOString().slice(0, 10);
}

/** Messages by id, each once, oldest first. */
function merged(lists: readonly (readonly SupportMessage[])[]): SupportMessage[] {
  const byId = new Map<number, SupportMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * /kefu?chat=1: the built-in customer-service chat (ours; the default destination of
 * getservicerurl). The history across the player's conversations, newest at the bottom, older
 * ones by pulling down; operator replies arrive live over the conversation's room; a closed
 * conversation says so, and the next message opens a new one.
 */
export function SupportChatPage() {
  const goBack = useGoBack();
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
  const loading = !failed && (open.isPending || history.isPending);
  const today = beijingToday();
  const closed = conversation?.state === 'closed';

  return (
    <div className="titled-page chat-page">
      {/* Our own bar: antd-mobile's NavBar gives its back control no accessible name. */}
      <header className="chat-page__bar">
        <button
          type="button"
          className="chat-page__back"
          aria-label={CHAT_TEXT.back}
          onClick={goBack}
        >
          <LeftOutline aria-hidden />
        </button>
        <h1 className="chat-page__title">{CHAT_TEXT.title}</h1>
      </header>
      <div className="titled-page__body chat-page__body">
        {conversation !== null && socketStatus !== 'open' && (
          <p className="chat-page__connection" role="status">
            {socketStatus === 'connecting' ? CHAT_TEXT.connecting : CHAT_TEXT.reconnecting}
          </p>
        )}
        {loading ? (
          <div className="chat-page__state" role="status">
            <DotLoading color="primary" />
            <span>{CHAT_TEXT.loading}</span>
          </div>
        ) : failed ? (
          <div className="chat-page__state">
            <ErrorBlock status="default" title={CHAT_TEXT.loadFailed} description="" />
            <Button color="primary" shape="rounded" onClick={refetch}>
              {CHAT_TEXT.retry}
            </Button>
          </div>
        ) : (
          <div className="chat-page__list" ref={list} onScroll={onScroll}>
            <PullToRefresh
              onRefresh={loadOlder}
              pullingText={CHAT_TEXT.pullToLoad}
              canReleaseText={CHAT_TEXT.release}
              refreshingText={CHAT_TEXT.loadingOlder}
              completeText={history.hasNextPage ? '' : CHAT_TEXT.noOlder}
            >
              {history.hasNextPage && (
                <div className="chat-page__older">
                  <Button
                    size="mini"
                    fill="none"
                    loading={history.isFetchingNextPage}
                    onClick={() => void loadOlder()}
                  >
                    {CHAT_TEXT.loadOlder}
                  </Button>
                </div>
              )}
              <ol className="chat-list" aria-label={CHAT_TEXT.messages} aria-live="polite">
                {!history.hasNextPage && (
                  <li className="chat-row chat-row--agent chat-row--greeting">
                    <span className="chat-row__who">{CHAT_TEXT.agent}</span>
                    <div className="chat-row__bubble">
                      <p className="chat-row__text">{CHAT_TEXT.greeting}</p>
                      <p className="chat-row__hint">{CHAT_TEXT.greetingHint}</p>
                    </div>
                  </li>
                )}
                {messages.map((message, index) => {
                  const next = messages[index + 1];
                  // A conversation ends where the next message belongs to another, or at the
                  // bottom when the latest one is closed.
                  const ended =
                    next !== undefined
                      ? next.conversation_id !== message.conversation_id
                      : closed && conversation?.id === message.conversation_id;
                  return (
                    <Fragment key={message.id}>
                      <ChatBubble message={message} today={today} />
                      {ended && <li className="chat-divider">{CHAT_TEXT.conversationEnded}</li>}
                    </Fragment>
                  );
                })}
              </ol>
            </PullToRefresh>
          </div>
        )}
        {closed && !loading && !failed && (
          <p className="chat-page__closed" role="note">
            {CHAT_TEXT.closedNotice}
          </p>
        )}
        <ChatComposer onSend={sendMessage} sending={send.isPending} />
      </div>
    </div>
  );
}
