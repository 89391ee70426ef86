import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';

/** 玩家: search, the player page (not in the menu), the adjustments awaiting a second operator. */
export const playersRoutes: ConsoleRoute[] = [
  {
    path: '/players',
    title: '玩家列表',
    group: '玩家',
    call: 'players',
    page: lazy(() => import('./pages/PlayersPage.tsx')),
  },
  {
    path: '/adjustments',
    title: '调整审批',
    group: '玩家',
    call: 'adjustments',
    page: lazy(() => import('./pages/AdjustmentsPage.tsx')),
  },
  {
    path: '/players/:id',
    title: '玩家详情',
    group: '玩家',
    call: 'player',
    hidden: true,
    page: lazy(() => import('./pages/PlayerPage.tsx')),
  },
];
