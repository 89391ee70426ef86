import type { ServerModule } from '../../platform/module.ts';
import { houseMigration } from './migrations/0030_house.ts';
import { houseTablesMigration } from './migrations/0031_house_tables.ts';
import { houseTableScheduleMigration } from './migrations/0033_house_table_schedule.ts';
import { tableJobs } from './table-jobs.ts';
import { loadTables, seedTables } from './table-registry.ts';
import { tableRoomType } from './table-room.ts';
import { housePlugin } from './plugin.ts';
import { registerHouseAdminRoutes } from './house.admin.ts';
import { HOUSE_TABLES } from './tables.ts';

/**
 * The house venue (DESIGN §6): the platform's own games — slots and fishing for now — behind the
 * venues' adapter interface (kind 'house'), with its books in our ledger, every round provably
 * fair with the player's seed pair (shared/domain/house-games.md). See CONTEXT.md.
 */
export { createHouseVenue, houseLaunchPath } from './adapter.ts';
export {
  FISHING_CODE,
  HOUSE_BOOK_GAMES,
  HOUSE_GAMES,
  HOUSE_PLATNAME,
  HOUSE_TABLES_LOBBY,
  type HouseGameListing,
} from './catalogue.ts';
export { assertHouseOpen, setHouseGameGate } from './venue-state.ts';
export {
  registerHouseRecordSource,
  type HouseRecordSource,
  type RecordReader,
} from './record-sources.ts';
export { houseInKey, houseOutKey, houseStakeKey, houseWinKey } from './ledger-keys.ts';

export const houseModule: ServerModule = {
  name: 'house',
  tables: HOUSE_TABLES,
  migrations: [houseMigration, houseTablesMigration, houseTableScheduleMigration],
  plugin: (app, ctx) => {
    housePlugin(app, ctx);
    registerHouseAdminRoutes(app, ctx);
    ctx.realtime?.defineRoomType(tableRoomType(ctx));
  },
  start: async (ctx) => {
    await seedTables(ctx);
    await loadTables(ctx);
  },
  jobs: tableJobs,
};
