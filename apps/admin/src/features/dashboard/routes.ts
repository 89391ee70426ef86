import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';

/** The dashboard (数据概览): its page, with its chart code, loads only when opened. */
export const dashboardRoutes: ConsoleRoute[] = [
  {
    path: '/dashboard',
    title: '数据概览',
    group: '概览',
    call: 'dashboard',
    page: lazy(() => import('./pages/DashboardPage.tsx')),
  },
];
