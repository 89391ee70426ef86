import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { ROUTES } from './strings.ts';

export const auditRoutes: ConsoleRoute[] = [
  {
    path: '/system/audit',
    title: ROUTES.audit,
    group: ROUTES.group,
    call: 'audit',
    page: lazy(() => import('./pages/AuditPage.tsx')),
  },
];
