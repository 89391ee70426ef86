import { sql } from 'kysely';
import { MARKET_TYPE_INFO, type MarketType, type Sport } from '@app/contract/sports';
import { applyMargin, selectionsOf } from '@app/domain/sports/index';
import type { Store } from '../../platform/db/database.ts';
import type { Clock } from '../../platform/time.ts';

/** What the helpers write with: the test's store and the app's clock. */
export interface Writer {
  store: Pick<Store, 'db'>;
  ctx: { clock: Clock };
}

/**
 * The money side's tests make fixtures and markets by writing rows (the trader's and the feed's
 * calls are another part of the module): a fixture in a state, its markets with prices and the
 * odds `applyMargin` gives them, and the changes a trader or the feed would make (odds,
 * suspension, state), each as the book's code would write it (suspend_seq + 1 on a suspension,
 * version + 1 on an odds change).
 */

export interface TestMarket {
  type: MarketType;
  /** The line in quarters (lined types). */
  lineQ?: number;
  /** Prices in hundredths by selection (the type's selections; 2.00 each when left out). */
  prices?: Record<string, number>;
  marginBp?: number;
}

export interface TestFixture {
  id: number;
  /** Market ids in the order given. */
  markets: number[];
}

let serial = 0;

export async function makeFixture(
  { store, ctx }: Writer,
  input: { sport?: Sport; state?: string; markets: TestMarket[]; startsAt?: number },
): Promise<TestFixture> {
  serial += 1;
  const now = ctx.clock.now();
  const sport = input.sport ?? 'football';
  const fixture = await store.db
    .insertInto('sports_fixtures')
    .values({
      sport,
      league: '测试联赛',
      home: `主队${serial}`,
      away: `客队${serial}`,
      starts_at: input.startsAt ?? now + 3_600_000,
      state: input.state ?? 'scheduled',
      score_home: null,
      score_away: null,
      clock: null,
      source: 'trader',
      feed_ref: null,
      result_id: null,
      updated_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const markets: number[] = [];
  for (const [sort, m] of input.markets.entries()) {
    const info = MARKET_TYPE_INFO[m.type];
    const selections = selectionsOf(info.kind);
    const prices = Object.fromEntries(selections.map((s) => [s, m.prices?.[s] ?? 200]));
    const margin = m.marginBp ?? 0;
    const shown = applyMargin(
      selections.map((s) => prices[s]!),
      margin,
    );
    const odds = Object.fromEntries(selections.map((s, i) => [s, shown[i]!]));
    const row = await store.db
      .insertInto('sports_markets')
      .values({
        fixture_id: fixture.id,
        type: m.type,
        line_q: info.lined ? (m.lineQ ?? 0) : null,
        state: 'open',
        margin_bp: margin,
        priced_by: 'trader',
        prices: JSON.stringify(prices),
        odds: JSON.stringify(odds),
        sort,
        updated_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    markets.push(row.id);
  }
  return { id: fixture.id, markets };
}

/** The odds shown of a market, by selection (hundredths). */
export async function oddsOf(store: Pick<Store, 'db'>, marketId: number) {
  const row = await store.db
    .selectFrom('sports_markets')
    .select('odds')
    .where('id', '=', marketId)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.odds) as Record<string, number>;
}

/** A trader's new odds for some selections (version + 1). */
export async function setOdds(
  store: Pick<Store, 'db'>,
  marketId: number,
  odds: Record<string, number>,
) {
  const next = { ...(await oddsOf(store, marketId)), ...odds };
  await store.db
    .updateTable('sports_markets')
    .set({ odds: JSON.stringify(next), version: sql<number>`version + 1` })
    .where('id', '=', marketId)
    .execute();
}

/** Suspends a market (suspend_seq + 1), or reopens it. */
export async function suspendMarket(store: Pick<Store, 'db'>, marketId: number, on = true) {
  await store.db
    .updateTable('sports_markets')
    .set(on ? { state: 'suspended', suspend_seq: sql<number>`suspend_seq + 1` } : { state: 'open' })
    .where('id', '=', marketId)
    .execute();
}

export async function setMarketState(store: Pick<Store, 'db'>, marketId: number, state: string) {
  await store.db.updateTable('sports_markets').set({ state }).where('id', '=', marketId).execute();
}

export async function setFixtureState(store: Pick<Store, 'db'>, fixtureId: number, state: string) {
  await store.db
    .updateTable('sports_fixtures')
    .set({
      state,
      ...(state === 'suspended' ? { suspend_seq: sql<number>`suspend_seq + 1` } : {}),
    })
    .where('id', '=', fixtureId)
    .execute();
}

/** Writes the book's limits (JSON as settings.ts stores it: money in fen strings, the delay in seconds); `null` removes them (the defaults). */
export async function setLimits({ store, ctx }: Writer, limits: Record<string, unknown> | null) {
  await store.db.deleteFrom('sports_settings').execute();
  if (limits === null) return;
  const now = ctx.clock.now();
  await store.db
    .insertInto('sports_settings')
    .values({ limits: JSON.stringify(limits), updated_at: now, created_at: now })
    .execute();
}

/** A feed's result: written confirmed at once (source 'feed'), left for the settlement job. */
export async function feedResult(
  { store, ctx }: Writer,
  fixtureId: number,
  score: { home: number; away: number } | 'cancel',
) {
  const now = ctx.clock.now();
  return store.db
    .insertInto('sports_results')
    .values({
      fixture_id: fixtureId,
      score_home: score === 'cancel' ? null : score.home,
      score_away: score === 'cancel' ? null : score.away,
      cancel: score === 'cancel' ? 1 : 0,
      state: 'confirmed',
      correction: 0,
      source: 'feed',
      entered_by: null,
      checked_by: null,
      checked_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export { get, post } from '../../test/inject.ts';
export {
  housePlayer as sportsPlayer,
  type HousePlayer as SportsPlayer,
} from '../../test/house-player.ts';
