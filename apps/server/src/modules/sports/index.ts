import type { ServerModule } from '../../platform/module.ts';
import { sportsMigration } from './migrations/0034_sports.ts';
import { sportsSettlementMigration } from './migrations/0035_sports_settlement.ts';
import { registerSportsMoneyAdminRoutes } from './bets.admin.ts';
import { registerSportsBetRoutes } from './bets.routes.ts';
import { registerSportsRecords } from './records.ts';
import { sportsJobs } from './settle-jobs.ts';
import { SPORTS_TABLES } from './tables.ts';

/**
 * The sportsbook (issue "sportsbook"): football, basketball and esports as games of the house
 * venue — fixtures and markets traded by the operator or moved by a feed, singles and parlays
 * from the house venue wallet, in-play bets after a delay, results by maker–checker and
 * resettlement by ledger adjustments. See CONTEXT.md.
 */
export { sportsAdjustKey, sportsReturnKey, sportsStakeKey } from './ledger-keys.ts';

export const sportsModule: ServerModule = {
  name: 'sports',
  tables: SPORTS_TABLES,
  migrations: [sportsMigration, sportsSettlementMigration],
  plugin: (app, ctx) => {
    registerSportsBetRoutes(app, ctx);
    registerSportsMoneyAdminRoutes(app, ctx);
    // The house venue hands out the book's bet records after its own (house is before sports).
    registerSportsRecords(ctx);
  },
  jobs: sportsJobs,
};
