import { TabBar } from 'antd-mobile';
import {
  AppOutline,
  CompassOutline,
  GiftOutline,
  StarOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../lib/feedback.ts';
import { SHELL_TEXT } from './strings.ts';

interface Tab {
  path: string;
  title: string;
  icon: ReactNode;
}

export const TABS: readonly Tab[] = [
  { path: '/home', title: SHELL_TEXT.tabs.home, icon: <AppOutline /> },
  { path: '/activity', title: SHELL_TEXT.tabs.activity, icon: <GiftOutline /> },
  { path: '/discover', title: SHELL_TEXT.tabs.discover, icon: <CompassOutline /> },
  { path: '/zhanzhu', title: SHELL_TEXT.tabs.sponsor, icon: <StarOutline /> },
  { path: '/mine', title: SHELL_TEXT.tabs.mine, icon: <UserOutline /> },
];

/** The tab a path belongs to; "/" is the home tab. Null on main-layout screens with no tab. */
export function tabOf(pathname: string): string | null {
  if (pathname === '/' || pathname === '/home') return '/home';
  return TABS.find((tab) => tab.path === pathname)?.path ?? null;
}

/** Bottom navigation, fixed at the bottom of the 750 px column. */
export function AppTabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabOf(pathname);
  return (
    <nav className="app-tab-bar">
      <TabBar activeKey={active} safeArea>
        {TABS.map((tab) => (
          <TabBar.Item
            key={tab.path}
            title={tab.title}
            icon={tab.icon}
            onClick={() => {
              if (tab.path === active) toast(SHELL_TEXT.alreadyHere);
              else void navigate(tab.path);
            }}
          />
        ))}
      </TabBar>
    </nav>
  );
}
