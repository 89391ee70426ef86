import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';

/** The operator's own security settings (any role) and operator management (admin). */
export const authRoutes: ConsoleRoute[] = [
  {
    path: '/security',
    title: '安全设置',
    group: '系统',
    call: 'twoFactorSetup',
    page: lazy(() => import('./pages/SecurityPage.tsx')),
  },
  {
    path: '/operators',
    title: '操作员管理',
    group: '系统',
    call: 'operators',
    page: lazy(() => import('./pages/OperatorsPage.tsx')),
  },
];
