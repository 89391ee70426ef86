import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useHomeNotices } from '../api/home-notices.ts';
import { HOME_TEXT } from '../strings.ts';

// antd-mobile's NoticeBar (with its icons, ~4 KB gzip) is fetched once there is something to
// scroll, in parallel with the rest of the screen (DESIGN §10 budget).
const ScrollingNotice = lazy(() =>
  import('./ScrollingNotice.tsx').then((m) => ({ default: m.ScrollingNotice })),
);

/** The scrolling announcements of /api/homenotice; a tap opens the announcements (/message). */
export function HomeNotices() {
  const notices = useHomeNotices();
  const navigate = useNavigate();
  const texts = (notices.data ?? []).map((text) => text.trim()).filter(Boolean);
  // While loading, the bar's space is kept so nothing below it jumps when it arrives.
  if (notices.isPending) return <div className="home-notice home-notice--pending" aria-hidden />;
  if (texts.length === 0) return null;
  const content = texts.join('\u3000\u3000');
  const open = () => void navigate('/message?type=1');
  return (
    <div
      className="home-notice"
      role="link"
      tabIndex={0}
      aria-label={HOME_TEXT.notices}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'Enter') open();
      }}
    >
      <Suspense fallback={<div className="home-notice__placeholder">{content}</div>}>
        <ScrollingNotice content={content} />
      </Suspense>
    </div>
  );
}
