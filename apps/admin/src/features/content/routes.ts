import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { ROUTES } from './strings.ts';

/** 内容: what players read and play (the content role; admin too). Each page loads lazily. */
export const contentRoutes: ConsoleRoute[] = [
  {
    path: '/content/banners',
    title: ROUTES.banners,
    group: ROUTES.group,
    call: 'banners',
    page: lazy(() => import('./pages/BannersPage.tsx')),
  },
  {
    path: '/content/notices',
    title: ROUTES.notices,
    group: ROUTES.group,
    call: 'notices',
    page: lazy(() => import('./pages/NoticesPage.tsx')),
  },
  {
    path: '/content/activities',
    title: ROUTES.activities,
    group: ROUTES.group,
    call: 'activities',
    page: lazy(() => import('./pages/ActivitiesPage.tsx')),
  },
  {
    path: '/content/activity-types',
    title: ROUTES.activityTypes,
    group: ROUTES.group,
    call: 'activityTypes',
    page: lazy(() => import('./pages/ActivityTypesPage.tsx')),
  },
  {
    path: '/content/articles',
    title: ROUTES.articles,
    group: ROUTES.group,
    call: 'articles',
    page: lazy(() => import('./pages/ArticlesPage.tsx')),
  },
  {
    path: '/content/sponsors',
    title: ROUTES.sponsors,
    group: ROUTES.group,
    call: 'sponsors',
    page: lazy(() => import('./pages/SponsorsPage.tsx')),
  },
  {
    path: '/content/invite',
    title: ROUTES.invite,
    group: ROUTES.group,
    call: 'agentIntro',
    page: lazy(() => import('./pages/InviteIntroPage.tsx')),
  },
  {
    path: '/content/categories',
    title: ROUTES.categories,
    group: ROUTES.group,
    call: 'categories',
    page: lazy(() => import('./pages/CategoriesPage.tsx')),
  },
  {
    path: '/content/games',
    title: ROUTES.games,
    group: ROUTES.group,
    call: 'games',
    page: lazy(() => import('./pages/GamesPage.tsx')),
  },
  {
    path: '/content/venues',
    title: ROUTES.venues,
    group: ROUTES.group,
    call: 'venues',
    page: lazy(() => import('./pages/VenuesPage.tsx')),
  },
  {
    path: '/content/links',
    title: ROUTES.links,
    group: ROUTES.group,
    call: 'gameLinks',
    page: lazy(() => import('./pages/LinksPage.tsx')),
  },
];
