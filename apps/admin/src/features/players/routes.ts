import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { ROUTES } from './strings.ts';

/** 玩家: search, the player page (not in the menu), the adjustments awaiting a second operator. */
export const playersRoutes: ConsoleRoute[] = [
  {
    path: '/players',
    title: ROUTES.players,
    group: ROUTES.group,
    call: 'players',
    page: lazy(() => import('./pages/PlayersPage.tsx')),
  },
  {
    path: '/adjustments',
    title: ROUTES.adjustments,
    group: ROUTES.group,
    call: 'adjustments',
    page: lazy(() => import('./pages/AdjustmentsPage.tsx')),
  },
  {
    path: '/players/:id',
    title: ROUTES.player,
    group: ROUTES.group,
    call: 'player',
    hidden: true,
    page: lazy(() => import('./pages/PlayerPage.tsx')),
  },
];
