import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useInboxUnread } from '../../../api/inbox-unread.ts';
import { PagedList } from '../../../components/PagedList.tsx';
import { toast } from '../../../lib/feedback.ts';
import { useInbox, type InboxMessage } from '../api/inbox.ts';
import { useReadMessage } from '../api/read-message.ts';
import { MESSAGES_TEXT as T } from '../strings.ts';
import { MessageDetail, type DetailContent } from './MessageDetail.tsx';

/**
 * Tab 2: the player's inbox (站内信), newest first; unread ones have a dot and a bold title.
 * Opening a message shows it and marks it read; 全部已读 marks every message read.
 */
export function InboxList() {
  const inbox = useInbox();
  const unread = useInboxUnread();
  const read = useReadMessage();
  const [open, setOpen] = useState<DetailContent | null>(null);
  const rows = inbox.data?.pages.flatMap((page) => page.data) ?? [];

  const show = (message: InboxMessage) => {
    setOpen({ title: message.title, time: message.created_at, text: message.content });
    if (message.read === 0) read.mutate(message.id);
  };
  const readAll = () => {
    if (read.isPending || unread === 0) return;
    read.mutate(undefined, { onSuccess: () => toast(T.allRead, 'success') });
  };

  return (
    <>
      <div className="messages-toolbar">
        <span className="messages-toolbar__summary">{T.unreadSummary(unread)}</span>
        <Button
          size="small"
          shape="rounded"
          className="messages-toolbar__action"
          disabled={unread === 0}
          loading={read.isPending && read.variables === undefined}
          onClick={readAll}
        >
          {T.readAll(unread)}
        </Button>
      </div>
      <PagedList
        query={inbox}
        rows={rows}
        renderRow={(message) => (
          <li key={message.id}>
            <button
              type="button"
              className={message.read === 0 ? 'messages-row messages-row--unread' : 'messages-row'}
              onClick={() => show(message)}
            >
              <span className="messages-row__head">
                {message.read === 0 && <span className="messages-row__dot" aria-hidden="true" />}
                <span className="messages-row__title">
                  {message.read === 0 && <span className="visually-hidden">{T.unreadMark}</span>}
                  {message.title}
                </span>
                <span className="messages-row__time">{message.created_at}</span>
              </span>
              <span className="messages-row__preview">{message.content}</span>
            </button>
          </li>
        )}
        listClassName="messages-list"
        cardClassName="messages-card"
        failedTitle={T.inboxFailed}
        emptyTitle={T.empty}
      />
      <MessageDetail content={open} onClose={() => setOpen(null)} />
    </>
  );
}
