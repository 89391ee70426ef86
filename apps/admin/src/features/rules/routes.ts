import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';

/** The rules (规则): VIP and rebate rates, red packets, agents, wallet and site settings. */
export const rulesRoutes: ConsoleRoute[] = [
  {
    path: '/rules/vip',
    title: 'VIP等级与返水比例',
    group: '规则',
    call: 'vipLevels',
    page: lazy(() => import('./pages/VipLevelsPage.tsx')),
  },
  {
    path: '/rules/redpackets',
    title: '红包规则',
    group: '规则',
    call: 'redPacketRules',
    page: lazy(() => import('./pages/RedPacketRulesPage.tsx')),
  },
  {
    path: '/rules/agents',
    title: '代理等级与佣金',
    group: '规则',
    call: 'agentLevels',
    page: lazy(() => import('./pages/AgentLevelsPage.tsx')),
  },
  {
    path: '/rules/wallet',
    title: '钱包设置',
    group: '规则',
    call: 'settings',
    page: lazy(() => import('./pages/WalletSettingsPage.tsx')),
  },
  {
    path: '/rules/site',
    title: '站点设置',
    group: '规则',
    call: 'settings',
    page: lazy(() => import('./pages/SiteSettingsPage.tsx')),
  },
];
