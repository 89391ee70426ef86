import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { ROUTES } from './strings.ts';

/** 彩票: rooms (settings, odds), a room's issues, a room's chat (moderation). */
export const lotteryRoutes: ConsoleRoute[] = [
  {
    path: '/lottery/rooms',
    title: ROUTES.rooms,
    group: ROUTES.group,
    call: 'lotteryRooms',
    page: lazy(() => import('./pages/RoomsPage.tsx')),
  },
  {
    path: '/lottery/issues',
    title: ROUTES.issues,
    group: ROUTES.group,
    call: 'lotteryIssues',
    page: lazy(() => import('./pages/IssuesPage.tsx')),
  },
  {
    path: '/lottery/chat',
    title: ROUTES.roomChat,
    group: ROUTES.group,
    call: 'lotteryChat',
    page: lazy(() => import('./pages/RoomChatPage.tsx')),
  },
];
