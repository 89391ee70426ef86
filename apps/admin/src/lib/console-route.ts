import type { ComponentType, LazyExoticComponent } from 'react';
import type { ADMIN_ACCESS } from '@app/contract/admin-roles';
import { CONSOLE_ROUTE } from './strings.ts';

/** The console's menu groups, in menu order. */
export const MENU_GROUPS = [
  CONSOLE_ROUTE.overview,
  CONSOLE_ROUTE.queues,
  CONSOLE_ROUTE.chain,
  CONSOLE_ROUTE.players,
  CONSOLE_ROUTE.content,
  CONSOLE_ROUTE.rules,
  CONSOLE_ROUTE.lottery,
  CONSOLE_ROUTE.house,
  CONSOLE_ROUTE.sports,
  CONSOLE_ROUTE.providers,
  CONSOLE_ROUTE.support,
  CONSOLE_ROUTE.system,
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/**
 * One page of the console. A feature lists its pages in its own `routes.ts`; app/routes.tsx
 * gathers them. Who sees the page is the access of the call it is built on (`call`, a key of
 * the contract's ADMIN_ACCESS), so the menu never offers a page whose calls the server refuses.
 */
export interface ConsoleRoute {
  /** Hash path, e.g. '/queues/deposits'; may carry params ('/players/:id'). */
  path: string;
  /** Menu label and page title. */
  title: string;
  group: MenuGroup;
  call: keyof typeof ADMIN_ACCESS;
  page: LazyExoticComponent<ComponentType>;
  /** Routable but not in the menu (a detail page). */
  hidden?: boolean;
}
