import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { useHomeNotices } from '../api/home-notices.ts';
import { HOME_TEXT } from '../strings.ts';
import { SoundGlyph } from './glyphs.tsx';

/** antd-mobile NoticeBar's pace: 50 px a second. */
const PX_PER_SECOND = 50;
/** Roughly how wide a character of the 13 px notice text is (Chinese text, mostly). */
const PX_PER_CHAR = 13;
/** The visible width the text crosses before it starts again (the bar at 375 px). */
const BAR_PX = 320;

/**
 * The scrolling announcements of /api/homenotice; a tap opens the announcements (/message). The
 * text scrolls by a CSS animation (antd-mobile's NoticeBar looked the same but brought its code and
 * icons, ~4 KB gzip, to every first visit: DESIGN §10 budget); it stands still for a player who
 * asked for reduced motion.
 */
export function HomeNotices() {
  const notices = useHomeNotices();
  const navigate = useNavigate();
  const texts = (notices.data ?? []).map((text) => text.trim()).filter(Boolean);
  // While loading, the bar's space is kept so nothing below it jumps when it arrives.
  if (notices.isPending) return <div className="home-notice home-notice--pending" aria-hidden />;
  if (texts.length === 0) return null;
  const content = texts.join('\u3000\u3000');
  const open = () => void navigate('/message?type=1');
  const seconds = (BAR_PX + content.length * PX_PER_CHAR) / PX_PER_SECOND;
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
      <div className="home-notice__bar">
        <SoundGlyph className="home-notice__icon" />
        <div className="home-notice__viewport">
          <span
            className="home-notice__text"
            style={{ '--home-notice-seconds': `${seconds.toFixed(1)}s` } as CSSProperties}
          >
            {content}
          </span>
        </div>
      </div>
    </div>
  );
}
