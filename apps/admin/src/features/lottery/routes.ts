import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';

/** 彩票: rooms (settings, odds), a room's issues, a room's chat (moderation). */
export const lotteryRoutes: ConsoleRoute[] = [
  {
    path: '/lottery/rooms',
    title: '彩票房间',
    group: '彩票',
    call: 'lotteryRooms',
    page: lazy(() => import('./pages/RoomsPage.tsx')),
  },
  {
    path: '/lottery/issues',
    title: '期号',
    group: '彩票',
    call: 'lotteryIssues',
    page: lazy(() => import('./pages/IssuesPage.tsx')),
  },
  {
    path: '/lottery/chat',
    title: '房间聊天',
    group: '彩票',
    call: 'lotteryChat',
    page: lazy(() => import('./pages/RoomChatPage.tsx')),
  },
];
