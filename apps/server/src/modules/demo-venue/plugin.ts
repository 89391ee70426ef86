import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { onSessionsRevoked } from '../auth/index.ts';
import { onPlayBlocked } from '../protection/index.ts';
import { playerRefFor, registerAdapterKind } from '../venues/index.ts';
import { createDemoVenue } from './adapter.ts';
import { registerDemoVenueRoutes } from './demo-venue.routes.ts';
import { endDemoSessions } from './demo-venue.service.ts';

/**
 * The demo venue: adapter kind 'demo' for the venues module, and its own game server. A game
 * opened from a session ends with it: when a player's sessions are revoked (logoff, new password,
 * frozen account) or a time-out or exclusion starts, their launch sessions here end too, on whichever node hears it first (every node
 * tries; ending them twice is harmless).
 */
export function demoVenuePlugin(app: FastifyInstance, ctx: AppContext): void {
  registerAdapterKind(ctx, 'demo', (appCtx, venue) => createDemoVenue(appCtx, venue.platname));
  const endPlay = async (event: { userId: number }) => {
    await endDemoSessions(ctx.store, playerRefFor(event.userId));
  };
  onSessionsRevoked(ctx, endPlay);
  onPlayBlocked(ctx, endPlay);
  registerDemoVenueRoutes(app, ctx);
}
