import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';

/** 客服: the support conversations, live. */
export const supportRoutes: ConsoleRoute[] = [
  {
    path: '/support/conversations',
    title: '客服会话',
    group: '客服',
    call: 'supportConversations',
    page: lazy(() => import('./pages/SupportPage.tsx')),
  },
];
