import { defineAppState, type AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import type { BetRecord } from '../venues/index.ts';

/**
 * Other games of the house venue whose bet records the venue hands out (the sportsbook, after
 * this module in the module order: it cannot be imported here, so it registers its reader when the
 * app is built, like `setHouseGameGate`). Each source is one more part of the venue's cursor, in
 * the order of registration: `<bet id>:<table record id>:<source 1 id>…`.
 */

/** A database handle: the pool, or the reader's transaction (PostgreSQL). */
export type RecordReader = Store['db'] | Tx;

export interface HouseRecordSource {
  /** A short name (logs and errors). */
  name: string;
  /**
   * The source's records with ids above `afterId`, in id order, at most `limit`. On PostgreSQL
   * `db` is the reader's transaction and the source must first wait for its writers in flight
   * (an exclusive lock its writers hold shared), so the cursor never passes a row that commits
   * later with a smaller id (gap-free, as `lockBets` does for the house's own bets).
   */
  since(
    store: Store,
    db: RecordReader,
    afterId: number,
    limit: number,
  ): Promise<{ id: number; record: BetRecord }[]>;
}

const sources = defineAppState('house.recordSources', () => ({ list: [] as HouseRecordSource[] }));

/** Adds a source of bet records to the house venue's `fetchBetRecords` (once per app). */
export function registerHouseRecordSource(ctx: AppContext, source: HouseRecordSource): void {
  const { list } = sources(ctx);
  if (list.some((s) => s.name === source.name)) {
    throw new Error(`house record source ${source.name} registered twice`);
  }
  list.push(source);
}

export function houseRecordSources(ctx: Pick<AppContext, 'state'>): readonly HouseRecordSource[] {
  return sources(ctx).list;
}
