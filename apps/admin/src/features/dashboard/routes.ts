import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { ROUTES } from './strings.ts';

/** The dashboard (数据概览): its page, with its chart code, loads only when opened. */
export const dashboardRoutes: ConsoleRoute[] = [
  {
    path: '/dashboard',
    title: ROUTES.dashboard,
    group: ROUTES.group,
    call: 'dashboard',
    page: lazy(() => import('./pages/DashboardPage.tsx')),
  },
];
