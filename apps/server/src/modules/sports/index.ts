import type { ServerModule } from '../../platform/module.ts';
import { createFeedSimulator } from './feed-simulator.ts';
import { setSportsFeed } from './feed.ts';
import { NEW_PER_TICK, bookJobs, syncFeed } from './feed-jobs.ts';
import { sportsMigration } from './migrations/0034_sports.ts';
import { sportsSettlementMigration } from './migrations/0035_sports_settlement.ts';
import { sportsHoldsMigration } from './migrations/0036_sports_holds.ts';
import { registerSportsMoneyAdminRoutes } from './bets.admin.ts';
import { registerSportsBetRoutes } from './bets.routes.ts';
import { registerSportsRecords } from './records.ts';
import { settlementJobs } from './settle-jobs.ts';
import { sportsRoomTypes } from './rooms.ts';
import { registerSportsAdminRoutes } from './sports.admin.ts';
import { registerSportsReadRoutes } from './sports.routes.ts';
import { SPORTS_TABLES } from './tables.ts';

/**
 * The sportsbook (issue "sportsbook"): football, basketball and esports as games of the house
 * venue — fixtures and markets traded by the operator or moved by a feed, singles and parlays
 * from the house venue wallet, in-play bets after a delay, results by maker–checker and
 * resettlement by ledger adjustments. See CONTEXT.md.
 */
export { sportsAdjustKey, sportsReturnKey, sportsStakeKey } from './ledger-keys.ts';

/** The demo feed's seed (docs/decisions/sports.md): the same fixtures on every node. */
export const DEMO_FEED_SEED = 'book-demo-1';

export const sportsModule: ServerModule = {
  name: 'sports',
  tables: SPORTS_TABLES,
  migrations: [sportsMigration, sportsSettlementMigration, sportsHoldsMigration],
  plugin: (app, ctx) => {
    registerSportsReadRoutes(app, ctx);
    registerSportsAdminRoutes(app, ctx);
    registerSportsBetRoutes(app, ctx);
    registerSportsMoneyAdminRoutes(app, ctx);
    // The house venue hands out the book's bet records after its own (house is before sports).
    registerSportsRecords(ctx);
    for (const type of sportsRoomTypes(ctx)) ctx.realtime?.defineRoomType(type);
  },
  start: async (ctx) => {
    // The demo follows the simulator (DEMO_SEED, never in production); a real feed would be set
    // here from its configuration.
    if (!ctx.config.demoSeed || ctx.config.production) return;
    const feed = createFeedSimulator(DEMO_FEED_SEED);
    setSportsFeed(ctx, feed);
    // A living book at once: what the feed offers now (the ticks keep it so).
    for (let round = 0; round < 10; round += 1) {
      const { created } = await syncFeed(ctx, feed, ctx.clock.now());
      if (created < NEW_PER_TICK) break;
    }
  },
  jobs: (ctx) => [...bookJobs(ctx), ...settlementJobs(ctx)],
};
