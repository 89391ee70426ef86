import { lazy } from 'react';
import type { ConsoleRoute } from '../../lib/console-route.ts';

/** 内容: what players read and play (the content role; admin too). Each page loads lazily. */
export const contentRoutes: ConsoleRoute[] = [
  {
    path: '/content/banners',
    title: '轮播图',
    group: '内容',
    call: 'banners',
    page: lazy(() => import('./pages/BannersPage.tsx')),
  },
  {
    path: '/content/notices',
    title: '公告',
    group: '内容',
    call: 'notices',
    page: lazy(() => import('./pages/NoticesPage.tsx')),
  },
  {
    path: '/content/activities',
    title: '优惠活动',
    group: '内容',
    call: 'activities',
    page: lazy(() => import('./pages/ActivitiesPage.tsx')),
  },
  {
    path: '/content/activity-types',
    title: '活动类型',
    group: '内容',
    call: 'activityTypes',
    page: lazy(() => import('./pages/ActivityTypesPage.tsx')),
  },
  {
    path: '/content/articles',
    title: '帮助文章',
    group: '内容',
    call: 'articles',
    page: lazy(() => import('./pages/ArticlesPage.tsx')),
  },
  {
    path: '/content/sponsors',
    title: '赞助页',
    group: '内容',
    call: 'sponsors',
    page: lazy(() => import('./pages/SponsorsPage.tsx')),
  },
  {
    path: '/content/invite',
    title: '邀请图片',
    group: '内容',
    call: 'agentIntro',
    page: lazy(() => import('./pages/InviteIntroPage.tsx')),
  },
  {
    path: '/content/categories',
    title: '游戏分类',
    group: '内容',
    call: 'categories',
    page: lazy(() => import('./pages/CategoriesPage.tsx')),
  },
  {
    path: '/content/games',
    title: '游戏',
    group: '内容',
    call: 'games',
    page: lazy(() => import('./pages/GamesPage.tsx')),
  },
  {
    path: '/content/venues',
    title: '场馆',
    group: '内容',
    call: 'venues',
    page: lazy(() => import('./pages/VenuesPage.tsx')),
  },
  {
    path: '/content/links',
    title: '客服与代理链接',
    group: '内容',
    call: 'gameLinks',
    page: lazy(() => import('./pages/LinksPage.tsx')),
  },
];
