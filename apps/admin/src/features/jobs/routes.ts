import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { ROUTES } from './strings.ts';

export const jobsRoutes: ConsoleRoute[] = [
  {
    path: '/system/jobs',
    title: ROUTES.jobs,
    group: ROUTES.group,
    call: 'jobs',
    page: lazy(() => import('./pages/JobsPage.tsx')),
  },
];
