import type { ServerModule } from '../../platform/module.ts';
import { houseMigration } from './migrations/0030_house.ts';
import { housePlugin } from './plugin.ts';
import { HOUSE_TABLES } from './tables.ts';

/**
 * The house venue (DESIGN §6): the platform's own games — slots and fishing for now — behind the
 * venues' adapter interface (kind 'house'), with its books in our ledger, every round provably
 * fair with the player's seed pair (shared/domain/house-games.md). See CONTEXT.md.
 */
export { createHouseVenue, houseLaunchPath } from './adapter.ts';
export {
  FISHING_CODE,
  HOUSE_GAMES,
  HOUSE_PLATNAME,
  HOUSE_TABLES_LOBBY,
  type HouseGameListing,
} from './catalogue.ts';
export { houseInKey, houseOutKey, houseStakeKey, houseWinKey } from './ledger-keys.ts';

export const houseModule: ServerModule = {
  name: 'house',
  tables: HOUSE_TABLES,
  migrations: [houseMigration],
  plugin: housePlugin,
};
