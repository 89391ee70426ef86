import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { ROUTES } from './strings.ts';

/**
 * 游戏厂商: the outside game providers (docs/providers.md) — the list with its editor, credentials,
 * connection test and game sync (admin; finance reads), and the reconciliation of a Beijing day.
 */
export const providersRoutes: ConsoleRoute[] = [
  {
    path: '/providers/list',
    title: ROUTES.list,
    group: ROUTES.group,
    call: 'adminProviders',
    page: lazy(() => import('./pages/ProvidersPage.tsx')),
  },
  {
    path: '/providers/reconcile',
    title: ROUTES.reconcile,
    group: ROUTES.group,
    call: 'adminProviderReconcile',
    page: lazy(() => import('./pages/ReconcilePage.tsx')),
  },
];
