import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { QUEUE_TEXT } from './strings.ts';
import { ROUTES } from './strings.ts';

/** The review queues (issue 13 item 4): who sees each is the access of its list call. */
export const queuesRoutes: ConsoleRoute[] = [
  {
    path: '/queues/deposits',
    title: QUEUE_TEXT.deposits,
    group: ROUTES.group,
    call: 'deposits',
    page: lazy(() => import('./pages/DepositsPage.tsx')),
  },
  {
    path: '/queues/withdrawals',
    title: QUEUE_TEXT.withdrawals,
    group: ROUTES.group,
    call: 'withdrawals',
    page: lazy(() => import('./pages/WithdrawalsPage.tsx')),
  },
  {
    path: '/queues/activity-applications',
    title: QUEUE_TEXT.activityApplications,
    group: ROUTES.group,
    call: 'activityApplications',
    page: lazy(() => import('./pages/ActivityApplicationsPage.tsx')),
  },
  {
    path: '/queues/agent-applications',
    title: QUEUE_TEXT.agentApplications,
    group: ROUTES.group,
    call: 'agentApplications',
    page: lazy(() => import('./pages/AgentApplicationsPage.tsx')),
  },
];
