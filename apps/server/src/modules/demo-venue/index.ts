import type { ServerModule } from '../../platform/module.ts';
import { walletVenuesOperators } from './migrations/0002_wallet_venues_operators.ts';
import { gamesAndBets } from './migrations/0003_games_and_bets.ts';
import { venueSessionGuards } from './demo-venue.routes.ts';
import { demoVenuePlugin } from './plugin.ts';
import { DEMO_VENUE_TABLES } from './tables.ts';

/**
 * The built-in demo venue (DESIGN §6): a third party inside our server with its own books, a slot
 * and a dice table served at /venue/demo/..., and bet records for the venues module to pull.
 */
export { createDemoVenue, demoVenueOptionsFromEnv, type DemoVenueOptions } from './adapter.ts';
export { setDemoRoundRandom, type RoundRandomSource } from './demo-venue.service.ts';

export const demoVenueModule: ServerModule = {
  name: 'demo-venue',
  tables: DEMO_VENUE_TABLES,
  migrations: [walletVenuesOperators, gamesAndBets],
  guards: venueSessionGuards,
  plugin: demoVenuePlugin,
};
