import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { ROUTES } from './strings.ts';

/** 客服: the support conversations, live. */
export const supportRoutes: ConsoleRoute[] = [
  {
    path: '/support/conversations',
    title: ROUTES.support,
    group: ROUTES.group,
    call: 'supportConversations',
    page: lazy(() => import('./pages/SupportPage.tsx')),
  },
];
