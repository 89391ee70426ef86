import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { applyMargin, formatOdds } from '@app/domain/sports/index';
import { manualClock } from '../../platform/time.ts';
import { call, refusalOf, registerPlayer, startTestApp } from '../../test/app.ts';
import { assertHouseOpen } from '../house/index.ts';
import { ensureOperator, operatorIdByName } from '../operators/index.ts';
import { updateTraderFixture, updateTraderMarket } from './trading.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { runDueJobs } from '../../test/jobs.ts';
import { get } from './sports.test-helpers.ts';
import { setSportsFeed } from './feed.ts';
import { syncFeed } from './feed-jobs.ts';
import {
  createFeedSimulator,
  FOOTBALL_MS,
  GOAL_HOLD_MS,
  realDuration,
  simulatedFixture,
  simulatedState,
} from './feed-simulator.ts';
import {
  defaultMarkets,
  fairPriceC,
  fairPrices,
  FEED_MAX_PRICE_C,
  neutralModel,
} from './models.ts';

/**
 * The book's feed and the player's reads on both databases, with the app's clock: the simulator is
 * deterministic, its fixtures appear (some in play at once), clocks and scores move as the clock
 * does, a goal suspends the fixture's markets for a moment and they reopen at new prices, and a
 * finished fixture has a confirmed 'feed' result and leaves the lists; the lists and a fixture in
 * the contract's shapes, and their refusals.
 */

const SEED = 'book-test';
/** 2026-11-24 12:00:00 Beijing. */
const START = Date.UTC(2026, 10, 24, 4, 0, 0);

describe('the feed simulator (pure)', () => {
  it('is the same at the same time, and lists fixtures in play and in the next hours', async () => {
    const a = createFeedSimulator(SEED);
    const b = createFeedSimulator(SEED);
    const listed = await a.fixtures(START);
    expect(listed).toEqual(await b.fixtures(START));
    expect(listed.some((f) => f.startsAt <= START)).toBe(true);
    expect(listed.some((f) => f.startsAt > START + 60 * 60 * 1000)).toBe(true);
    expect(new Set(listed.map((f) => f.sport))).toEqual(
      new Set(['football', 'basketball', 'esports']),
    );
    const refs = listed.map((f) => f.ref);
    expect(await a.states(refs, START)).toEqual(await b.states(refs, START));
    // Invented names only: no team plays itself.
    expect(listed.every((f) => f.home !== f.away)).toBe(true);
  });

  it('moves a football clock and score, suspends after a goal, and ends with the result', () => {
    // A football fixture with at least one goal.
    let fixture = null;
    for (let k = 0; k < 500 && !fixture; k += 1) {
      const f = simulatedFixture(SEED, `sim:shanhai:${2_000_000 + k}`)!;
      const end = simulatedState(SEED, f, f.startsAt + FOOTBALL_MS);
      if (end.result && 'home' in end.result && end.result.home + end.result.away > 0) fixture = f;
    }
    expect(fixture).not.toBeNull();
    const f = fixture!;
    expect(simulatedState(SEED, f, f.startsAt - 1).state).toBe('scheduled');
    const early = simulatedState(SEED, f, f.startsAt + 10_000);
    expect(early.clock).toMatchObject({ period: '上半场', seconds: 90, running: true, rate: 9 });
    // Walk the match second by second: the score only grows, and each goal suspends it.
    let last = { home: 0, away: 0 };
    let suspendedAfterGoal = false;
    let reopened = false;
    for (let t = 0; t < FOOTBALL_MS; t += 1_000) {
      const s = simulatedState(SEED, f, f.startsAt + t);
      const score = s.score!;
      if (score.home + score.away > last.home + last.away) {
        expect(s.state).toBe('suspended');
        suspendedAfterGoal = true;
        const after = simulatedState(SEED, f, f.startsAt + t + GOAL_HOLD_MS + 1_000);
        if (after.state === 'live') {
          reopened = true;
          const before = simulatedState(SEED, f, f.startsAt + t - 1_000);
          expect(after.markets[0]!.prices).not.toEqual(before.markets[0]!.prices);
        }
      }
      expect(score.home).toBeGreaterThanOrEqual(last.home);
      expect(score.away).toBeGreaterThanOrEqual(last.away);
      last = score;
    }
    expect(suspendedAfterGoal).toBe(true);
    expect(reopened).toBe(true);
    const end = simulatedState(SEED, f, f.startsAt + realDuration(SEED, f));
    expect(end).toMatchObject({ state: 'finished', result: last, markets: [] });
  });

  it('prices with the domain rules: quarter lines between their neighbours', () => {
    const model = neutralModel('football');
    const specs = defaultMarkets(model);
    expect(specs.filter((s) => s.type === 'ah').map((s) => s.lineQ)).toEqual([0, -1, -3]);
    expect(specs.filter((s) => s.type === 'ou').map((s) => s.lineQ)).toEqual([9, 10, 11]);
    const home = (lineQ: number) => fairPrices(model, { type: 'ah', lineQ }).home!;
    // The home side giving more goals is paid more.
    expect(home(0)).toBeLessThan(home(-1));
    expect(home(-1)).toBeLessThan(home(-2));
    expect(home(-2)).toBeLessThan(home(-3));
  });

  it('quotes a near-certain result at 1.01 against at most 151.00, never in the hundreds', () => {
    // a 28-point lead: the home side wins in 99.99 % of the model's outcomes
    const outcomes = [
      { score: { home: 103, away: 75 }, p: 0.9999 },
      { score: { home: 90, away: 95 }, p: 0.0001 },
    ];
    expect(fairPriceC('ml', 'home', null, outcomes)).toBe(101);
    expect(fairPriceC('ml', 'away', null, outcomes)).toBe(FEED_MAX_PRICE_C);
    expect(FEED_MAX_PRICE_C).toBe(15_100);
    expect(applyMargin([101, FEED_MAX_PRICE_C], 500)).toEqual([101, 14_333]);
  });
});

describe.each(TEST_DATABASES)('the book fed by the simulator on %s', (kind) => {
  const clock = manualClock(START);
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const feed = createFeedSimulator(SEED);

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    setSportsFeed(t.ctx, feed);
    for (let i = 0; i < 5; i += 1) await syncFeed(t.ctx, feed, clock.now());
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const fixtures = (query: Record<string, string> = {}) =>
    get(t.app, '/api/sports/fixtures', query);

  it('lists live fixtures first, then upcoming by start, in the contract shapes', async () => {
    const all = await fixtures();
    expect(all.code).toBe(200);
    const list = all.data.fixtures as { state: string; starts_at: number; sport: string }[];
    expect(list.length).toBeGreaterThan(10);
    const firstUpcoming = list.findIndex((f) => f.state === 'scheduled');
    expect(firstUpcoming).toBeGreaterThan(0);
    expect(list.slice(firstUpcoming).every((f) => f.state === 'scheduled')).toBe(true);
    const starts = list.slice(firstUpcoming).map((f) => f.starts_at);
    expect(starts).toEqual([...starts].sort((x, y) => x - y));

    const football = (await fixtures({ sport: 'football', state: 'upcoming' })).data.fixtures;
    expect(football.every((f: { sport: string }) => f.sport === 'football')).toBe(true);
    const f = football[0];
    expect(f).toMatchObject({ state: 'scheduled', score: null, clock: null, delay: 0 });
    expect(f.markets.map((m: { type: string }) => m.type)).toEqual([
      '1x2',
      'ah',
      'ah',
      'ah',
      'ou',
      'ou',
      'ou',
      'cs',
      'btts',
    ]);
    const ah = f.markets.filter((m: { type: string }) => m.type === 'ah');
    expect(ah.map((m: { line: string }) => m.line)).toEqual(['-0.75', '-0.25', '0']);
    expect(ah[1].selections[0].name).toBe(`${f.home} -0.25`);
    expect(ah[1].selections[1].name).toBe(`${f.away} +0.25`);
    const ou = f.markets.filter((m: { type: string }) => m.type === 'ou');
    expect(ou.map((m: { line: string }) => m.line)).toEqual(['2.25', '2.5', '2.75']);
    expect(ou[0].selections.map((s: { name: string }) => s.name)).toEqual(['大 2.25', '小 2.25']);
    expect(f.markets[0].selections.map((s: { name: string }) => s.name)).toEqual([
      f.home,
      '平局',
      f.away,
    ]);
    expect(f.markets[0].selections[0].odds).toMatch(/^\d+\.\d\d$/);

    const live = (await fixtures({ state: 'live' })).data.fixtures;
    expect(live.length).toBeGreaterThan(0);
    for (const x of live) {
      expect(['live', 'suspended']).toContain(x.state);
      expect(x.delay).toBe(5);
      expect(x.clock).toMatchObject({ at: clock.now() });
      expect(x.score).not.toBeNull();
    }
  });

  it('stores the odds as the prices with the margin', async () => {
    const market = await t.store.db
      .selectFrom('sports_markets')
      .selectAll()
      .where('type', '=', '1x2')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const prices = JSON.parse(market.prices) as Record<string, number>;
    const odds = JSON.parse(market.odds) as Record<string, number>;
    expect(market.margin_bp).toBe(500);
    expect(Object.values(odds)).toEqual(
      applyMargin([prices.home!, prices.draw!, prices.away!], 500),
    );
    const answer = (await get(t.app, '/api/sports/fixture', { id: market.fixture_id })).data;
    const shown = answer.fixture.markets.find((m: { id: number }) => m.id === market.id);
    expect(shown.selections.map((s: { odds: string }) => s.odds)).toEqual(
      [odds.home!, odds.draw!, odds.away!].map(formatOdds),
    );
  });

  it('refuses a bad sport, state or fixture with the Chinese message', async () => {
    expect(await fixtures({ sport: 'curling' })).toMatchObject({
      status: 400,
      message: MSG.sportsSportInvalid,
    });
    expect(await fixtures({ state: 'finished' })).toMatchObject({
      status: 400,
      message: MSG.sportsStateInvalid,
    });
    expect(await get(t.app, '/api/sports/fixture', { id: 99_999_999 })).toMatchObject({
      status: 404,
      message: MSG.sportsFixtureUnknown,
    });
    expect(await get(t.app, '/api/sports/fixture', { id: 'abc' })).toMatchObject({
      status: 400,
      message: MSG.sportsFixtureUnknown,
    });
    expect(await get(t.app, '/api/sports/fixture')).toMatchObject({
      status: 400,
      message: MSG.sportsFixtureUnknown,
    });
  });

  it('runs matches with the clock: scores move, goals suspend, results are confirmed', async () => {
    const before = await t.store.db
      .selectFrom('sports_fixtures')
      .select(['id', 'suspend_seq'])
      .where('sport', '=', 'football')
      .execute();
    const seqBefore = new Map(before.map((f) => [f.id, f.suspend_seq]));
    let sawSuspended = false;
    // 25 minutes of ticks: every fixture in play at the start finishes.
    for (let step = 0; step < 300; step += 1) {
      clock.advance(5_000);
      await runDueJobs(t.ctx);
      if (!sawSuspended) {
        const held = await t.store.db
          .selectFrom('sports_fixtures')
          .select('id')
          .where('state', '=', 'suspended')
          .executeTakeFirst();
        if (held) {
          sawSuspended = true;
          const markets = await t.store.db
            .selectFrom('sports_markets')
            .select('state')
            .where('fixture_id', '=', held.id)
            .execute();
          expect(markets.every((m) => m.state === 'suspended')).toBe(true);
        }
      }
    }
    expect(sawSuspended).toBe(true);
    const finished = await t.store.db
      .selectFrom('sports_fixtures')
      .selectAll()
      .where('state', '=', 'finished')
      .execute();
    expect(finished.length).toBeGreaterThan(2);
    for (const f of finished) {
      const result = await t.store.db
        .selectFrom('sports_results')
        .selectAll()
        .where('id', '=', f.result_id!)
        .executeTakeFirstOrThrow();
      expect(result).toMatchObject({
        fixture_id: f.id,
        state: 'confirmed',
        source: 'feed',
        cancel: 0,
        score_home: f.score_home,
        score_away: f.score_away,
      });
      expect(f.clock).toBeNull();
      const open = await t.store.db
        .selectFrom('sports_markets')
        .select('id')
        .where('fixture_id', '=', f.id)
        .where('state', '=', 'open')
        .execute();
      expect(open).toEqual([]);
    }
    // A football fixture that finished with goals was suspended on the way.
    const scored = finished.find(
      (f) => f.sport === 'football' && f.score_home! + f.score_away! > 0 && seqBefore.has(f.id),
    );
    if (scored) expect(scored.suspend_seq).toBeGreaterThan(seqBefore.get(scored.id)!);
    // Finished fixtures leave the lists; new ones came in and some are in play.
    const ids = new Set(finished.map((f) => f.id));
    const listed = (await fixtures()).data.fixtures as { id: number }[];
    expect(listed.some((f) => ids.has(f.id))).toBe(false);
    expect((await fixtures({ state: 'live' })).data.fixtures.length).toBeGreaterThan(0);
    // A finished fixture is still answered by id.
    const one = await get(t.app, '/api/sports/fixture', { id: finished[0]!.id });
    expect(one.data.fixture).toMatchObject({ state: 'finished', clock: null, delay: 0 });
  });
  it('lists 体育 and 电竞 as house games that open /sports; the catalogue can close them', async () => {
    const token = await registerPlayer(t.app, `bkcat${kind.slice(0, 2)}${Date.now() % 1e5}`);
    const football = await call(
      t.app,
      '/api/getGameUrl',
      { plat_name: 'house', game_type: 4, game_code: 'sports' },
      token,
    );
    expect(football.code, football.message).toBe(200);
    expect(JSON.stringify(football.data)).toContain('/#/sports?sport=football');
    const esports = await call(
      t.app,
      '/api/getGameUrl',
      { plat_name: 'house', game_type: 6, game_code: 'esports' },
      token,
    );
    expect(JSON.stringify(esports.data)).toContain('/#/sports?sport=esports');

    await expect(assertHouseOpen(t.ctx, 'sports')).resolves.toBeUndefined();
    await t.store.db
      .updateTable('games')
      .set({ status: 0 })
      .where('platname', '=', 'house')
      .where('game_code', '=', 'esports')
      .execute();
    expect(await refusalOf(assertHouseOpen(t.ctx, 'esports'))).toMatchObject({
      code: 422,
      message: MSG.gameDisabled,
    });
    await expect(assertHouseOpen(t.ctx, 'sports')).resolves.toBeUndefined();
  });
  it("leaves a trader's prices and holds alone while it moves the rest", async () => {
    await ensureOperator(t.ctx, 'booktrader', 'ops-secret-123', 'finance');
    const actor = { operatorId: (await operatorIdByName(t.ctx, 'booktrader'))!, ip: '127.0.0.1' };
    const live = await t.store.db
      .selectFrom('sports_fixtures')
      .selectAll()
      .where('sport', '=', 'football')
      .where('state', '=', 'live')
      .orderBy('starts_at', 'desc')
      .executeTakeFirstOrThrow();
    const markets = await t.store.db
      .selectFrom('sports_markets')
      .selectAll()
      .where('fixture_id', '=', live.id)
      .orderBy('sort')
      .execute();
    const x2 = markets.find((m) => m.type === '1x2')!;
    const btts = markets.find((m) => m.type === 'btts')!;
    await updateTraderMarket(
      t.ctx,
      { id: x2.id, action: 'price', prices: { home: 250, draw: 320, away: 300 } },
      actor,
    );
    await updateTraderMarket(t.ctx, { id: btts.id, action: 'suspend' }, actor);
    for (let i = 0; i < 12; i += 1) {
      clock.advance(5_000);
      await runDueJobs(t.ctx);
    }
    const after = await t.store.db
      .selectFrom('sports_markets')
      .selectAll()
      .where('id', 'in', [x2.id, btts.id])
      .orderBy('sort')
      .execute();
    expect(after[0]).toMatchObject({
      priced_by: 'trader',
      prices: '{"home":250,"draw":320,"away":300}',
    });
    expect(after[1]).toMatchObject({ state: 'suspended', held: 1 });
    const fixture = await t.store.db
      .selectFrom('sports_fixtures')
      .selectAll()
      .where('id', '=', live.id)
      .executeTakeFirstOrThrow();
    if (fixture.state === 'live') {
      // The trader holds the whole fixture: the feed keeps it suspended, then the trader reopens.
      await updateTraderFixture(t.ctx, { id: live.id, action: 'suspend' }, actor);
      clock.advance(5_000);
      await runDueJobs(t.ctx);
      const held = await t.store.db
        .selectFrom('sports_fixtures')
        .select(['state', 'held'])
        .where('id', '=', live.id)
        .executeTakeFirstOrThrow();
      expect(held.held).toBe(1);
      expect(['suspended', 'finished']).toContain(held.state);
    }
  });
});
