import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { ROUTES } from './strings.ts';

/**
 * 链上充值 (issue "USDT on chain"): the watched chains and their settings, the deposit addresses
 * and the transfers seen. Finance and admin see them (the access of each page's call).
 */
export const chainRoutes: ConsoleRoute[] = [
  {
    path: '/chain/chains',
    title: ROUTES.chains,
    group: ROUTES.group,
    call: 'adminChains',
    page: lazy(() => import('./pages/ChainsPage.tsx')),
  },
  {
    path: '/chain/addresses',
    title: ROUTES.addresses,
    group: ROUTES.group,
    call: 'adminChainAddresses',
    page: lazy(() => import('./pages/AddressesPage.tsx')),
  },
  {
    path: '/chain/transfers',
    title: ROUTES.transfers,
    group: ROUTES.group,
    call: 'adminChainTransfers',
    page: lazy(() => import('./pages/TransfersPage.tsx')),
  },
];
