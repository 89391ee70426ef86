import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';

export const auditRoutes: ConsoleRoute[] = [
  {
    path: '/system/audit',
    title: '审计日志',
    group: '系统',
    call: 'audit',
    page: lazy(() => import('./pages/AuditPage.tsx')),
  },
];
