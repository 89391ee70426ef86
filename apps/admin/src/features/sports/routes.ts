import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { ROUTES } from './strings.ts';

/**
 * 体育: the sportsbook's trader console — fixtures (list, create), a fixture's markets with
 * liability, prices and results (not in the menu), the largest bets, the book's limits.
 */
export const sportsRoutes: ConsoleRoute[] = [
  {
    path: '/sports/fixtures',
    title: ROUTES.fixtures,
    group: ROUTES.group,
    call: 'adminSportsFixtures',
    page: lazy(() => import('./pages/FixturesPage.tsx')),
  },
  {
    path: '/sports/fixtures/:id',
    title: ROUTES.fixture,
    group: ROUTES.group,
    call: 'adminSportsFixture',
    hidden: true,
    page: lazy(() => import('./pages/FixturePage.tsx')),
  },
  {
    path: '/sports/bets',
    title: ROUTES.bets,
    group: ROUTES.group,
    call: 'adminSportsBets',
    page: lazy(() => import('./pages/BetsPage.tsx')),
  },
  {
    path: '/sports/limits',
    title: ROUTES.limits,
    group: ROUTES.group,
    call: 'adminSportsLimits',
    page: lazy(() => import('./pages/LimitsPage.tsx')),
  },
];
