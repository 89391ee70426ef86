import { CloseOutline, DownlandOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../../lib/storage.ts';
import { HOME_TEXT } from '../strings.ts';

const CLOSED_KEY = 'home.appBannerClosed';

/** The app download banner of /index_old: opens /app; once closed it stays closed this session. */
export function AppBanner() {
  const navigate = useNavigate();
  const [closed, setClosed] = useState(() => sessionStore.get(CLOSED_KEY) === '1');
  if (closed) return null;
  return (
    <aside className="old-app-banner">
      <DownlandOutline className="old-app-banner__icon" aria-hidden />
      <span className="old-app-banner__text">{HOME_TEXT.appBanner}</span>
      <button type="button" className="old-app-banner__go" onClick={() => void navigate('/app')}>
        {HOME_TEXT.appBannerAction}
      </button>
      <button
        type="button"
        className="old-app-banner__close"
        aria-label={HOME_TEXT.close}
        onClick={() => {
          sessionStore.set(CLOSED_KEY, '1');
          setClosed(true);
        }}
      >
        <CloseOutline aria-hidden />
      </button>
    </aside>
  );
}
