import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';

export const jobsRoutes: ConsoleRoute[] = [
  {
    path: '/system/jobs',
    title: '任务',
    group: '系统',
    call: 'jobs',
    page: lazy(() => import('./pages/JobsPage.tsx')),
  },
];
