import type { FastifyInstance } from 'fastify';
import { adminEndpoints } from '@app/contract/endpoints';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { adminFixturesPage, adminFixtureView } from './admin-views.ts';
import { limitsView, readSportsLimits, updateSportsLimits } from './settings.ts';
import {
  createTraderFixture,
  createTraderMarket,
  updateTraderFixture,
  updateTraderMarket,
} from './trading.ts';

/**
 * The trader's calls of the book (contract area admin-sports; roles in ADMIN_ACCESS): the
 * fixtures and one fixture with the liability (admin-views.ts), the changes (trading.ts, each
 * audited), the limits (settings.ts). The bets, results and their checks are the bets' part.
 */
export function registerSportsAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.adminSportsFixtures, async (_request, body) =>
    adminFixturesPage(ctx, body),
  );

  serve(app, adminEndpoints.adminSportsFixture, async (_request, body) =>
    adminFixtureView(ctx, body.id),
  );

  serve(app, adminEndpoints.adminSportsFixtureCreate, async (_request, body, actor) =>
    createTraderFixture(ctx, body, actor),
  );

  serve(app, adminEndpoints.adminSportsFixtureUpdate, async (_request, body, actor) =>
    updateTraderFixture(ctx, body, actor),
  );

  serve(app, adminEndpoints.adminSportsMarketCreate, async (_request, body, actor) =>
    createTraderMarket(ctx, body, actor),
  );

  serve(app, adminEndpoints.adminSportsMarketUpdate, async (_request, body, actor) =>
    updateTraderMarket(ctx, body, actor),
  );

  serve(app, adminEndpoints.adminSportsLimits, async () =>
    limitsView(await readSportsLimits(ctx.store.db)),
  );

  serve(app, adminEndpoints.adminSportsLimitsUpdate, async (_request, body, actor) =>
    updateSportsLimits(ctx, body, actor),
  );
}
