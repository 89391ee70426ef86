import type { RouteObject } from 'react-router';
import type { ConsoleRoute } from '../lib/console-route.ts';
import { contentRoutes } from '../features/content/routes.ts';
import { playersRoutes } from '../features/players/routes.ts';
import { authRoutes } from '../features/auth/routes.ts';
import { dashboardRoutes } from '../features/dashboard/routes.ts';
import { rulesRoutes } from '../features/rules/routes.ts';
import { lotteryRoutes } from '../features/lottery/routes.ts';
import { houseRoutes } from '../features/house/routes.ts';
import { sportsRoutes } from '../features/sports/routes.ts';
import { providersRoutes } from '../features/providers/routes.ts';
import { supportRoutes } from '../features/support/routes.ts';
import { agentCentreRoutes } from '../features/agent-centre/routes.tsx';
import { queuesRoutes } from '../features/queues/routes.ts';
import { chainRoutes } from '../features/chain/routes.ts';
import { auditRoutes } from '../features/audit/routes.ts';
import { inboxRoutes } from '../features/inbox/routes.ts';
import { jobsRoutes } from '../features/jobs/routes.ts';

/**
 * The console's pages: each feature lists its own in `features/<name>/routes.ts`; add one import
 * and one spread here per feature. Order within a menu group is the order here.
 */
export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  ...dashboardRoutes,
  ...queuesRoutes,
  ...chainRoutes,
  ...playersRoutes,
  ...contentRoutes,
  ...rulesRoutes,
  ...lotteryRoutes,
  ...houseRoutes,
  ...sportsRoutes,
  ...providersRoutes,
  ...supportRoutes,
  ...inboxRoutes,
  ...jobsRoutes,
  ...auditRoutes,
  ...authRoutes,
];

/**
 * Pages outside the staff console's frame (no operator session): the agent centre, which agents
 * open with their player account. Each feature that has such pages adds its RouteObjects here.
 */
export const STANDALONE_ROUTES: readonly RouteObject[] = [...agentCentreRoutes];
