import type { FixtureState, Sport } from '@app/contract/sports-constants';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { FeedClock } from './feed.ts';
import { insertMarkets, type NewMarket } from './markets.ts';
import type { Db, FixtureRow, MarketRow } from './rows.ts';
import './book-errors.ts';

/**
 * Fixtures (issue "sportsbook"): creation with their markets, the row lock every change takes,
 * and the fixture's state changes — suspend (every open market with it), reopen, kick-off. Every
 * change to a fixture or its markets runs in one transaction that first locks the fixture's row
 * (`lockFixture`: FOR UPDATE on PostgreSQL; SQLite's write transactions are serial), so the feed's
 * tick, a trader's call and a bet never interleave on one fixture. Every suspension increments
 * `suspend_seq` (the fixture's when the whole fixture is suspended, each market's it suspends).
 */

export type { Db, FixtureRow, MarketRow } from './rows.ts';

/** The clock as stored: the feed's, and the time it was read. */
export interface StoredClock extends FeedClock {
  at: number;
}

export const IN_PLAY: readonly FixtureState[] = ['live', 'suspended'];
export const FINAL: readonly FixtureState[] = ['finished', 'cancelled'];

export function parseClock(json: string | null): StoredClock | null {
  if (!json) return null;
  try {
    const c = JSON.parse(json) as Partial<StoredClock>;
    if (typeof c.period !== 'string' || typeof c.seconds !== 'number') return null;
    return {
      period: c.period,
      seconds: c.seconds,
      running: c.running === true,
      counts_down: c.counts_down === true,
      rate: typeof c.rate === 'number' && c.rate > 0 ? c.rate : 1,
      at: typeof c.at === 'number' ? c.at : 0,
    };
  } catch {
    return null;
  }
}

export function clockJson(clock: FeedClock | null, at: number): string | null {
  return clock ? JSON.stringify({ ...clock, at }) : null;
}

/** Reads the fixture, locked for the transaction; refuses an unknown id. */
export async function lockFixture(ctx: AppContext, tx: Tx, id: number): Promise<FixtureRow> {
  let query = tx.selectFrom('sports_fixtures').selectAll().where('id', '=', id);
  if (ctx.store.dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new DomainError('sports_fixture_unknown');
  return row;
}

/** Refuses a change of a fixture that is over (finished, cancelled, or with a result in force). */
export function assertNotFinal(fixture: FixtureRow): void {
  if (FINAL.includes(fixture.state as FixtureState) || fixture.result_id !== null) {
    throw new DomainError('sports_fixture_final');
  }
}

export async function fixtureMarkets(db: Db, fixtureIds: readonly number[]): Promise<MarketRow[]> {
  if (fixtureIds.length === 0) return [];
  return db
    .selectFrom('sports_markets')
    .selectAll()
    .where('fixture_id', 'in', [...fixtureIds])
    .orderBy('fixture_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export interface NewFixture {
  sport: Sport;
  league: string;
  home: string;
  away: string;
  startsAt: number;
  state: FixtureState;
  score: { home: number; away: number } | null;
  clock: FeedClock | null;
  source: 'feed' | 'trader';
  feedRef: string | null;
  markets: NewMarket[];
}

/**
 * Writes a fixture and its markets; answers its id, or null when the feed's fixture exists
 * already (its `feed_ref` is unique: two nodes making it at once make it once).
 */
export async function insertFixture(
  tx: Tx,
  input: NewFixture,
  now: number,
): Promise<number | null> {
  const inserted = await tx
    .insertInto('sports_fixtures')
    .values({
      sport: input.sport,
      league: input.league,
      home: input.home,
      away: input.away,
      starts_at: input.startsAt,
      state: input.state,
      score_home: input.score?.home ?? null,
      score_away: input.score?.away ?? null,
      clock: clockJson(input.clock, now),
      source: input.source,
      feed_ref: input.feedRef,
      result_id: null,
      updated_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.column('feed_ref').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  const marketState = input.state === 'suspended' ? 'suspended' : 'open';
  await insertMarkets(tx, inserted.id, input.markets, now, marketState);
  return inserted.id;
}

/**
 * Suspends the fixture: in play it becomes 'suspended'; before kick-off it stays 'scheduled'.
 * Every open market is suspended with it. `byTrader`: the trader's hold (the feed never lifts it).
 */
export async function suspendFixture(
  tx: Tx,
  fixture: FixtureRow,
  now: number,
  byTrader: boolean,
): Promise<void> {
  await tx
    .updateTable('sports_fixtures')
    .set((eb) => ({
      state: fixture.state === 'live' ? 'suspended' : fixture.state,
      suspend_seq: eb('suspend_seq', '+', 1),
      ...(byTrader ? { held: 1 } : {}),
      updated_at: now,
    }))
    .where('id', '=', fixture.id)
    .execute();
  await tx
    .updateTable('sports_markets')
    .set((eb) => ({ state: 'suspended', suspend_seq: eb('suspend_seq', '+', 1), updated_at: now }))
    .where('fixture_id', '=', fixture.id)
    .where('state', '=', 'open')
    .execute();
}

/**
 * Reopens the fixture: in play it becomes 'live'; its suspended markets that no trader holds
 * reopen. `byTrader` lifts the trader's hold; the feed's reopen leaves a held fixture as it is.
 */
export async function reopenFixture(
  tx: Tx,
  fixture: FixtureRow,
  now: number,
  byTrader: boolean,
): Promise<boolean> {
  if (!byTrader && fixture.held === 1) return false;
  await tx
    .updateTable('sports_fixtures')
    .set({
      state: fixture.state === 'suspended' ? 'live' : fixture.state,
      held: 0,
      updated_at: now,
    })
    .where('id', '=', fixture.id)
    .execute();
  await tx
    .updateTable('sports_markets')
    .set({ state: 'open', updated_at: now })
    .where('fixture_id', '=', fixture.id)
    .where('state', '=', 'suspended')
    .where('held', '=', 0)
    .execute();
  return true;
}

/** Whether the fixture takes bets now (its markets may still be suspended one by one). */
export function fixtureOpen(fixture: Pick<FixtureRow, 'state' | 'held'>): boolean {
  return (fixture.state === 'scheduled' || fixture.state === 'live') && fixture.held === 0;
}
