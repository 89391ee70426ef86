import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerAdapterKind } from '../venues/index.ts';
import { createDemoVenue } from './adapter.ts';
import { registerDemoVenueRoutes } from './demo-venue.routes.ts';

/** The demo venue: adapter kind 'demo' for the venues module, and its own game server. */
export function demoVenuePlugin(app: FastifyInstance, ctx: AppContext): void {
  registerAdapterKind(ctx, 'demo', (appCtx, venue) =>
    createDemoVenue(appCtx.store, venue.platname),
  );
  registerDemoVenueRoutes(app, ctx);
}
