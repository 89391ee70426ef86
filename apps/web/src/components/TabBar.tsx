import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../lib/feedback.ts';
import { Glyph } from './Glyph.tsx';
import { SHELL_TEXT } from './strings.ts';

interface Tab {
  path: string;
  title: string;
  icon: ReactNode;
}

/**
 * The tab bar's line icons (antd-mobile-icons' path data costs 1–2 KB gzip each on every first
 * visit: DESIGN §10 budget), like antd-mobile's TabBar they replace (with its Badge and SafeArea).
 */
function TabIcon({ d }: { d: string }) {
  return <Glyph d={d} base="app-tab-bar__icon" size="24" stroke={1.6} />;
}

export const TABS: readonly Tab[] = [
  {
    path: '/home',
    title: SHELL_TEXT.tabs.home,
    icon: <TabIcon d="M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9" />,
  },
  {
    path: '/activity',
    title: SHELL_TEXT.tabs.activity,
    icon: <TabIcon d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0" />,
  },
  {
    path: '/discover',
    title: SHELL_TEXT.tabs.discover,
    icon: <TabIcon d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15.5 8.5l-2 5-5 2 2-5z" />,
  },
  {
    path: '/zhanzhu',
    title: SHELL_TEXT.tabs.sponsor,
    icon: <TabIcon d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z" />,
  },
  {
    path: '/mine',
    title: SHELL_TEXT.tabs.mine,
    icon: (
      <TabIcon d="M12 3.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zM4 20.5c.8-4 4-6.5 8-6.5s7.2 2.5 8 6.5z" />
    ),
  },
];

/** The tab a path belongs to; "/" is the home tab. Null on main-layout screens with no tab. */
export function tabOf(pathname: string): string | null {
  if (pathname === '/' || pathname === '/home') return '/home';
  return TABS.find((tab) => tab.path === pathname)?.path ?? null;
}

/** Bottom navigation, fixed at the bottom of the 750 px column: one link per tab. */
export function AppTabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabOf(pathname);
  return (
    <nav className="app-tab-bar">
      {TABS.map((tab) => (
        <a
          key={tab.path}
          href={`#${tab.path}`}
          className={
            tab.path === active
              ? 'app-tab-bar__item app-tab-bar__item--active'
              : 'app-tab-bar__item'
          }
          aria-current={tab.path === active ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            if (tab.path === active) toast(SHELL_TEXT.alreadyHere);
            else void navigate(tab.path);
          }}
        >
          {tab.icon}
          <span className="app-tab-bar__title">{tab.title}</span>
        </a>
      ))}
    </nav>
  );
}
