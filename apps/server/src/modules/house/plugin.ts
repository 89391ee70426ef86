import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerAdapterKind } from '../venues/index.ts';
import { createHouseVenue } from './adapter.ts';
import { HOUSE_PLATNAME } from './catalogue.ts';
import { registerHouseRoutes } from './house.routes.ts';

/**
 * The house venue: adapter kind 'house' for the venues module, and the player app's calls of its
 * games. One venue of this kind, `house`: its bets and orders are not kept per venue.
 */
export function housePlugin(app: FastifyInstance, ctx: AppContext): void {
  registerAdapterKind(ctx, 'house', (appCtx, venue) => {
    if (venue.platname !== HOUSE_PLATNAME) {
      throw new Error(
        `the adapter 'house' serves the venue ${HOUSE_PLATNAME} only, not ${venue.platname}`,
      );
    }
    return createHouseVenue(appCtx, venue.platname);
  });
  registerHouseRoutes(app, ctx);
}
