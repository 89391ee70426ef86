import { useState } from 'react';
import { PagedList } from '../../../components/PagedList.tsx';
import { htmlToText } from '../../../lib/html-text.ts';
import { useNotices, type Notice } from '../api/notices.ts';
import { MESSAGES_TEXT as T } from '../strings.ts';
import { MessageDetail, type DetailContent } from './MessageDetail.tsx';

/** Tab 1: the announcements (POST /api/noticeList), paged; tapping one shows it in full. */
export function NoticeList() {
  const notices = useNotices();
  const [open, setOpen] = useState<DetailContent | null>(null);
  const rows = notices.data?.pages.flatMap((page) => page.data) ?? [];
  const show = (notice: Notice) =>
    setOpen({ title: notice.title, time: notice.created_at, text: htmlToText(notice.content) });
  return (
    <>
      <PagedList
        query={notices}
        rows={rows}
        renderRow={(notice) => (
          <li key={notice.id}>
            <button type="button" className="messages-row" onClick={() => show(notice)}>
              <span className="messages-row__head">
                <span className="messages-row__title">{notice.title}</span>
                <span className="messages-row__time">{notice.created_at}</span>
              </span>
              <span className="messages-row__preview">{htmlToText(notice.content)}</span>
            </button>
          </li>
        )}
        listClassName="messages-list"
        cardClassName="messages-card"
        failedTitle={T.noticesFailed}
        emptyTitle={T.empty}
      />
      <MessageDetail content={open} onClose={() => setOpen(null)} />
    </>
  );
}
