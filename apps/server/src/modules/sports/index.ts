import type { ServerModule } from '../../platform/module.ts';
import { sportsMigration } from './migrations/0034_sports.ts';
import { SPORTS_TABLES } from './tables.ts';

/**
 * The sportsbook (issue "sportsbook"): football, basketball and esports as games of the house
 * venue — fixtures and markets traded by the operator or moved by a feed, singles and parlays
 * from the house venue wallet, in-play bets after a delay, results by maker–checker and
 * resettlement by ledger adjustments. See CONTEXT.md.
 */
export const sportsModule: ServerModule = {
  name: 'sports',
  tables: SPORTS_TABLES,
  migrations: [sportsMigration],
};
