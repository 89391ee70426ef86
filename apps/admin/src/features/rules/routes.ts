import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { ROUTES } from './strings.ts';

/** The rules (规则): VIP and rebate rates, red packets, agents, wallet and site settings. */
export const rulesRoutes: ConsoleRoute[] = [
  {
    path: '/rules/vip',
    title: ROUTES.vipLevels,
    group: ROUTES.group,
    call: 'vipLevels',
    page: lazy(() => import('./pages/VipLevelsPage.tsx')),
  },
  {
    path: '/rules/redpackets',
    title: ROUTES.redPacketRules,
    group: ROUTES.group,
    call: 'redPacketRules',
    page: lazy(() => import('./pages/RedPacketRulesPage.tsx')),
  },
  {
    path: '/rules/agents',
    title: ROUTES.agentLevels,
    group: ROUTES.group,
    call: 'agentLevels',
    page: lazy(() => import('./pages/AgentLevelsPage.tsx')),
  },
  {
    path: '/rules/wallet',
    title: ROUTES.walletSettings,
    group: ROUTES.group,
    call: 'settings',
    page: lazy(() => import('./pages/WalletSettingsPage.tsx')),
  },
  {
    path: '/rules/pay-banks',
    title: ROUTES.payBanks,
    group: ROUTES.group,
    call: 'payBanks',
    page: lazy(() => import('./pages/PayBanksPage.tsx')),
  },
  {
    path: '/rules/site',
    title: ROUTES.siteSettings,
    group: ROUTES.group,
    call: 'settings',
    page: lazy(() => import('./pages/SiteSettingsPage.tsx')),
  },
];
