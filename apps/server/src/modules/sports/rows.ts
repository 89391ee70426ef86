import type { Kysely, Selectable } from 'kysely';
import type { Tx } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { SportsFixturesTable, SportsMarketsTable } from './tables.ts';

/** The book's row types (fixtures.ts and markets.ts share them). */
export type Db = Kysely<Database> | Tx;
export type FixtureRow = Selectable<SportsFixturesTable>;
export type MarketRow = Selectable<SportsMarketsTable>;
