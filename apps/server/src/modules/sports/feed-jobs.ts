import type { FixtureState, MarketType } from '@app/contract/sports-constants';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { afterCommit } from '../../platform/db/transaction.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { sportsFeed, type FeedFixture, type FeedState, type SportsFeed } from './feed.ts';
import {
  clockJson,
  FINAL,
  fixtureMarkets,
  insertFixture,
  lockFixture,
  parseClock,
  reopenFixture,
  suspendFixture,
  type FixtureRow,
} from './fixtures.ts';
import { insertMarkets, priceMarket } from './markets.ts';
import { fixtureChanged } from './rooms.ts';
import { readSportsLimits } from './settings.ts';

/**
 * The book's scheduled work (DESIGN §7, platform/jobs):
 * - `sports.feed.tick`: every FEED_TICK_MS while the app follows a feed, slot `floor(now / 5 s)`
 *   (every node derives the same slot; the job_runs insert decides who runs it, so each tick runs
 *   once whatever the number of nodes). It makes the fixtures the feed offers that the book lacks
 *   (at most NEW_PER_TICK a tick) and brings the fixtures that have kicked off to the feed's state
 *   (at most ACTIVE_PER_TICK a tick, least recently brought first): state, score, clock, prices of
 *   the markets the feed prices, suspensions, and the result when the fixture is over.
 * - `sports.kickoff`: every 5 s, a trader's fixtures whose start has come go in play (no feed
 *   tells their clock: it runs from the start at 1×).
 * Each fixture's change is ONE transaction on its locked row; the rooms hear of it after commit.
 */

export const FEED_TICK_MS = 5_000;
export const NEW_PER_TICK = 20;
export const ACTIVE_PER_TICK = 60;
const KICKOFF_PER_RUN = 100;

/** Makes the feed's fixture and its markets, in the state the feed gives now. */
async function createFromFeed(
  ctx: AppContext,
  listing: FeedFixture,
  state: FeedState,
  marginBp: number,
  now: number,
): Promise<number | null> {
  if (FINAL.includes(state.state)) return null;
  const id = await inTransaction(ctx.store, (tx) =>
    insertFixture(
      tx,
      {
        sport: listing.sport,
        league: listing.league,
        home: listing.home,
        away: listing.away,
        startsAt: listing.startsAt,
        state: state.state,
        score: state.score,
        clock: state.clock,
        source: 'feed',
        feedRef: listing.ref,
        markets: state.markets.map((m) => ({ ...m, marginBp, pricedBy: 'feed' as const })),
      },
      now,
    ),
  );
  if (id !== null) fixtureChanged(ctx, id);
  return id;
}

/** Writes the feed's result: confirmed at once (a feed's result needs no second operator). */
async function writeFeedResult(
  tx: Tx,
  fixture: FixtureRow,
  result: { home: number; away: number } | null,
  now: number,
): Promise<void> {
  const inserted = await tx
    .insertInto('sports_results')
    .values({
      fixture_id: fixture.id,
      score_home: result?.home ?? null,
      score_away: result?.away ?? null,
      cancel: result ? 0 : 1,
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
  await tx
    .updateTable('sports_fixtures')
    .set({
      state: result ? 'finished' : 'cancelled',
      score_home: result?.home ?? fixture.score_home,
      score_away: result?.away ?? fixture.score_away,
      clock: null,
      result_id: inserted.id,
      updated_at: now,
    })
    .where('id', '=', fixture.id)
    .execute();
  // No more bets: the markets wait, suspended, for the settlement (the bets' job).
  await tx
    .updateTable('sports_markets')
    .set((eb) => ({ state: 'suspended', suspend_seq: eb('suspend_seq', '+', 1), updated_at: now }))
    .where('fixture_id', '=', fixture.id)
    .where('state', '=', 'open')
    .execute();
}

/** The prices of the markets the feed moves; the ones it names that the book lacks are made. */
async function applyPrices(
  tx: Tx,
  fixture: FixtureRow,
  state: FeedState,
  marginBp: number,
  now: number,
): Promise<boolean> {
  const markets = await fixtureMarkets(tx, [fixture.id]);
  let changed = false;
  const missing: FeedState['markets'] = [];
  for (const fm of state.markets) {
    const market = markets.find((m) => m.type === fm.type && m.line_q === fm.lineQ);
    if (!market) {
      missing.push(fm);
      continue;
    }
    if (market.priced_by !== 'feed') continue;
    if (market.state !== 'open' && market.state !== 'suspended') continue;
    if (await priceMarket(tx, market, fm.prices, market.margin_bp, 'feed', now)) changed = true;
  }
  if (missing.length > 0) {
    const open = fixture.state === 'live' && fixture.held === 0 && state.state === 'live';
    await insertMarkets(
      tx,
      fixture.id,
      missing.map((m) => ({
        type: m.type as MarketType,
        lineQ: m.lineQ,
        prices: m.prices,
        marginBp,
        pricedBy: 'feed' as const,
      })),
      now,
      open ? 'open' : 'suspended',
    );
    changed = true;
  }
  return changed;
}

/**
 * Brings one fixture to the feed's state in one transaction; answers whether anything players see
 * changed. A fixture over, or with a result waiting for its check (a trader's cancel), is left.
 */
export async function applyFeedState(
  ctx: AppContext,
  id: number,
  state: FeedState,
  marginBp: number,
  now: number,
): Promise<boolean> {
  return inTransaction(ctx.store, async (tx) => {
    const fixture = await lockFixture(ctx, tx, id);
    if (FINAL.includes(fixture.state as FixtureState) || fixture.result_id !== null) return false;
    const pending = await tx
      .selectFrom('sports_results')
      .select('id')
      .where('fixture_id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (pending) return false;

    if (state.state === 'finished' || state.state === 'cancelled' || state.result) {
      if (!state.result) return false;
      await writeFeedResult(tx, fixture, 'cancel' in state.result ? null : state.result, now);
      afterCommit(() => fixtureChanged(ctx, id));
      return true;
    }
    if (state.state === 'scheduled') return false;

    let changed = await applyPrices(tx, fixture, state, marginBp, now);
    const wantSuspended = state.state === 'suspended' || fixture.held === 1;
    if (wantSuspended && fixture.state !== 'suspended') {
      await suspendFixture(tx, { ...fixture, state: 'live' }, now, false);
      changed = true;
    } else if (!wantSuspended && fixture.state !== 'live') {
      await reopenFixture(tx, { ...fixture, state: 'suspended' }, now, false);
      changed = true;
    }
    const before = parseClock(fixture.clock);
    const score = state.score ?? { home: 0, away: 0 };
    if (
      score.home !== fixture.score_home ||
      score.away !== fixture.score_away ||
      before?.period !== state.clock?.period ||
      before?.running !== state.clock?.running
    ) {
      changed = true;
    }
    await tx
      .updateTable('sports_fixtures')
      .set({
        score_home: score.home,
        score_away: score.away,
        clock: clockJson(state.clock, now),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    if (changed) afterCommit(() => fixtureChanged(ctx, id));
    return changed;
  });
}

/** One tick of the feed: new fixtures, then the ones in play (both bounded). */
export async function syncFeed(
  ctx: AppContext,
  feed: SportsFeed,
  now: number,
  signal?: AbortSignal,
): Promise<{ created: number; changed: number }> {
  const { marginBp } = await readSportsLimits(ctx.store.db);
  let created = 0;
  let changed = 0;

  const listing = await feed.fixtures(now);
  const known = new Set<string>();
  for (let i = 0; i < listing.length; i += 200) {
    const refs = listing.slice(i, i + 200).map((f) => f.ref);
    const rows = await ctx.store.db
      .selectFrom('sports_fixtures')
      .select('feed_ref')
      .where('feed_ref', 'in', refs)
      .execute();
    for (const row of rows) if (row.feed_ref) known.add(row.feed_ref);
  }
  const fresh = listing.filter((f) => !known.has(f.ref)).slice(0, NEW_PER_TICK);
  if (fresh.length > 0) {
    const states = new Map(
      (
        await feed.states(
          fresh.map((f) => f.ref),
          now,
        )
      ).map((s) => [s.ref, s]),
    );
    for (const listed of fresh) {
      if (signal?.aborted) return { created, changed };
      const state = states.get(listed.ref);
      if (state && (await createFromFeed(ctx, listed, state, marginBp, now)) !== null) created += 1;
    }
  }

  const active = await ctx.store.db
    .selectFrom('sports_fixtures')
    .select(['id', 'feed_ref'])
    .where('source', '=', 'feed')
    .where('state', 'in', ['scheduled', 'live', 'suspended'])
    .where('starts_at', '<=', now)
    .where('result_id', 'is', null)
    .orderBy('updated_at')
    .orderBy('id')
    .limit(ACTIVE_PER_TICK)
    .execute();
  const refs = active.flatMap((f) => (f.feed_ref ? [f.feed_ref] : []));
  const states = new Map((await feed.states(refs, now)).map((s) => [s.ref, s]));
  for (const fixture of active) {
    if (signal?.aborted) break;
    const state = fixture.feed_ref ? states.get(fixture.feed_ref) : undefined;
    if (state && (await applyFeedState(ctx, fixture.id, state, marginBp, now))) changed += 1;
  }
  return { created, changed };
}

/** A trader's fixtures whose start has come go in play (held ones suspended). */
export async function kickOffDue(ctx: AppContext, now: number): Promise<number> {
  const due = await ctx.store.db
    .selectFrom('sports_fixtures')
    .select('id')
    .where('source', '=', 'trader')
    .where('state', '=', 'scheduled')
    .where('starts_at', '<=', now)
    .orderBy('starts_at')
    .limit(KICKOFF_PER_RUN)
    .execute();
  let started = 0;
  for (const { id } of due) {
    const moved = await inTransaction(ctx.store, async (tx) => {
      const fixture = await lockFixture(ctx, tx, id);
      if (fixture.state !== 'scheduled' || fixture.result_id !== null) return false;
      const seconds = Math.max(0, Math.floor((now - fixture.starts_at) / 1000));
      await tx
        .updateTable('sports_fixtures')
        .set({
          state: fixture.held === 1 ? 'suspended' : 'live',
          score_home: 0,
          score_away: 0,
          clock: clockJson(
            { period: '进行中', seconds, running: true, counts_down: false, rate: 1 },
            now,
          ),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      return true;
    });
    if (moved) {
      started += 1;
      fixtureChanged(ctx, id);
    }
  }
  return started;
}

export function bookJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: 'sports.feed.tick',
      schedule: {
        slots: (now) => {
          if (!sportsFeed(ctx)) return [];
          const slot = Math.floor(now / FEED_TICK_MS);
          return [{ slot: String(slot), at: slot * FEED_TICK_MS }];
        },
      },
      leaseMs: 30_000,
      timeoutMs: 60_000,
      maxAttempts: 1,
      handler: async (run) => {
        const feed = sportsFeed(ctx);
        const now = ctx.clock.now();
        // A tick taken up late is the next tick's work.
        if (!feed || now - run.scheduledAt > 2 * FEED_TICK_MS) return;
        await syncFeed(ctx, feed, now, run.signal);
      },
    },
    {
      name: 'sports.kickoff',
      schedule: { every: 5 },
      handler: async () => {
        await kickOffDue(ctx, ctx.clock.now());
      },
    },
  ];
}
