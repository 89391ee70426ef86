import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { ROUTES } from './strings.ts';

export const inboxRoutes: ConsoleRoute[] = [
  {
    path: '/support/inbox',
    title: ROUTES.inbox,
    group: ROUTES.group,
    call: 'inbox',
    page: lazy(() => import('./pages/InboxPage.tsx')),
  },
];
