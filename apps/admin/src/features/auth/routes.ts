import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { ROUTES } from './strings.ts';

/** The operator's own security settings (any role) and operator management (admin). */
export const authRoutes: ConsoleRoute[] = [
  {
    path: '/security',
    title: ROUTES.security,
    group: ROUTES.group,
    call: 'twoFactorSetup',
    page: lazy(() => import('./pages/SecurityPage.tsx')),
  },
  {
    path: '/operators',
    title: ROUTES.operators,
    group: ROUTES.group,
    call: 'operators',
    page: lazy(() => import('./pages/OperatorsPage.tsx')),
  },
];
