import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { useGoBack } from '../../../components/use-go-back.ts';
import { ChatComposer } from '../components/ChatComposer.tsx';
import { SupportHistory } from '../components/SupportHistory.tsx';
import { CHAT_TEXT } from '../strings.ts';
import { useSupportChat } from '../use-support-chat.ts';
import '../chat.css';

/**
 * /kefu?chat=1: the built-in customer-service chat (ours; the default destination of
 * getservicerurl). The history across the player's conversations, newest at the bottom, older
 * ones by pulling down; operator replies arrive live over the conversation's room; a closed
 * conversation says so, and the next message opens a new one.
 */
export function SupportChatPage() {
  const goBack = useGoBack();
  const chat = useSupportChat();
  const { conversation, socketStatus, loading, failed, history } = chat;
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
            <Button color="primary" shape="rounded" onClick={chat.refetch}>
              {CHAT_TEXT.retry}
            </Button>
          </div>
        ) : (
          <SupportHistory
            messages={chat.messages}
            closedId={closed ? (conversation?.id ?? null) : null}
            hasOlder={history.hasNextPage}
            loadingOlder={history.isFetchingNextPage}
            onLoadOlder={chat.loadOlder}
            list={chat.list}
            onScroll={chat.onScroll}
          />
        )}
        {closed && !loading && !failed && (
          <p className="chat-page__closed" role="note">
            {CHAT_TEXT.closedNotice}
          </p>
        )}
        <ChatComposer onSend={chat.sendMessage} sending={chat.sending} />
      </div>
    </div>
  );
}
