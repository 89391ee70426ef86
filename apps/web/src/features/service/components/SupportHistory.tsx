import type { SupportMessage } from '@app/contract/support';
import { Button, PullToRefresh } from 'antd-mobile';
import { Fragment, type RefObject } from 'react';
import { CHAT_TEXT } from '../strings.ts';
import { ChatBubble } from './ChatBubble.tsx';

/** Today in Beijing time, "YYYY-MM-DD" (the messages' times are Beijing). */
function beijingToday(): string {
  return new Date(Date.now() + 8 * 60 * 60_000).toISOString().slice(0, 10);
}

/** The greeting that opens the history once no older message is left. */
function Greeting() {
  return (
    <li className="chat-row chat-row--agent chat-row--greeting">
      <span className="chat-row__who">{CHAT_TEXT.agent}</span>
      <div className="chat-row__bubble">
        <p className="chat-row__text">{CHAT_TEXT.greeting}</p>
        <p className="chat-row__hint">{CHAT_TEXT.greetingHint}</p>
      </div>
    </li>
  );
}

/**
 * The chat's history, newest at the bottom, older pages by pulling down (or the button), a divider
 * where a conversation ended (`closedId`: the latest conversation, when it is closed).
 */
export function SupportHistory({
  messages,
  closedId,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  list,
  onScroll,
}: {
  messages: readonly SupportMessage[];
  closedId: number | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => Promise<void>;
  list: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
}) {
  const today = beijingToday();
  return (
    <div className="chat-page__list" ref={list} onScroll={onScroll}>
      <PullToRefresh
        onRefresh={onLoadOlder}
        pullingText={CHAT_TEXT.pullToLoad}
        canReleaseText={CHAT_TEXT.release}
        refreshingText={CHAT_TEXT.loadingOlder}
        completeText={hasOlder ? '' : CHAT_TEXT.noOlder}
      >
        {hasOlder && (
          <div className="chat-page__older">
            <Button
              size="mini"
              fill="none"
              loading={loadingOlder}
              onClick={() => void onLoadOlder()}
            >
              {CHAT_TEXT.loadOlder}
            </Button>
          </div>
        )}
        <ol className="chat-list" aria-label={CHAT_TEXT.messages} aria-live="polite">
          {!hasOlder && <Greeting />}
          {messages.map((message, index) => {
            const next = messages[index + 1];
            // A conversation ends where the next message belongs to another, or at the
            // bottom when the latest one is closed.
            const ended =
              next !== undefined
                ? next.conversation_id !== message.conversation_id
                : closedId === message.conversation_id;
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
  );
}
