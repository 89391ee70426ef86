import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';

export const inboxRoutes: ConsoleRoute[] = [
  {
    path: '/support/inbox',
    title: '站内信',
    group: '客服',
    call: 'inbox',
    page: lazy(() => import('./pages/InboxPage.tsx')),
  },
];
