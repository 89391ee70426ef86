import { Modal } from 'antd-mobile';
import { useState } from 'react';
import { sessionStore } from '../../../lib/storage.ts';
import { useAppInfo } from '../../../api/app-info.ts';
import { newestPopupNotice, useFirstNotices } from '../api/notices.ts';
import { htmlToText } from '../../../lib/html-text.ts';
import { HOME_TEXT } from '../strings.ts';

const NOTICE_SEEN_KEY = 'home.oldNoticeSeen';
const WELCOME_SEEN_KEY = 'home.oldWelcomeSeen';

/**
 * The two popups of /index_old, one after the other and each once per session: the newest
 * announcement marked popup = 1 (POST /api/noticeList page 1), then the welcome text of
 * appInfo.webcontent when appInfo.index_modal is 1 (spec part 1 §2). Operator text is shown as
 * plain text, never as markup.
 */
export function OldPopups() {
  const [noticeSeen, setNoticeSeen] = useState(() => sessionStore.get(NOTICE_SEEN_KEY) !== null);
  const [welcomeSeen, setWelcomeSeen] = useState(() => sessionStore.get(WELCOME_SEEN_KEY) !== null);
  const notices = useFirstNotices(!noticeSeen);
  const appInfo = useAppInfo();

  const notice = noticeSeen ? null : newestPopupNotice(notices.data ?? []);
  const noticeSettled = noticeSeen || !notices.isPending;
  const welcome =
    noticeSettled && notice === null && !welcomeSeen && appInfo.data?.index_modal === 1
      ? htmlToText(appInfo.data.webcontent)
      : null;

  const closeNotice = () => {
    sessionStore.set(NOTICE_SEEN_KEY, notice ? String(notice.id) : '0');
    setNoticeSeen(true);
  };
  const closeWelcome = () => {
    sessionStore.set(WELCOME_SEEN_KEY, '1');
    setWelcomeSeen(true);
  };

  return (
    <>
      <Modal
        visible={notice !== null}
        title={notice?.title || HOME_TEXT.notices}
        content={<div className="old-popup__text">{notice ? htmlToText(notice.content) : ''}</div>}
        actions={[{ key: 'ok', text: HOME_TEXT.gotIt, primary: true }]}
        onAction={closeNotice}
        onClose={closeNotice}
        className="old-popup"
      />
      <Modal
        visible={welcome !== null && welcome !== ''}
        title={HOME_TEXT.welcome}
        content={<div className="old-popup__text">{welcome}</div>}
        actions={[{ key: 'ok', text: HOME_TEXT.gotIt, primary: true }]}
        onAction={closeWelcome}
        onClose={closeWelcome}
        className="old-popup"
      />
    </>
  );
}
