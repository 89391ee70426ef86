import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { ROUTES } from './strings.ts';

/** 自营游戏: the house tables' settings, their live exposure, RTP by day, a player's records. */
export const houseRoutes: ConsoleRoute[] = [
  {
    path: '/house/tables',
    title: ROUTES.tables,
    group: ROUTES.group,
    call: 'adminHouseTables',
    page: lazy(() => import('./pages/TablesPage.tsx')),
  },
  {
    path: '/house/exposure',
    title: ROUTES.exposure,
    group: ROUTES.group,
    call: 'adminHouseExposure',
    page: lazy(() => import('./pages/ExposurePage.tsx')),
  },
  {
    path: '/house/rtp',
    title: ROUTES.rtp,
    group: ROUTES.group,
    call: 'adminHouseRtp',
    page: lazy(() => import('./pages/RtpPage.tsx')),
  },
  {
    path: '/house/records',
    title: ROUTES.records,
    group: ROUTES.group,
    call: 'adminHouseRecords',
    page: lazy(() => import('./pages/RecordsPage.tsx')),
  },
];
