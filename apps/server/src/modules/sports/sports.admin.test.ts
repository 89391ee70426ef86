import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { applyMargin, formatOdds } from '@app/domain/sports/index';
import { Client } from '../../platform/realtime/test-helpers.ts';
import { manualClock } from '../../platform/time.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { listenOnTestPort } from '../../test/ports.ts';
import { runDueJobs } from '../../test/jobs.ts';
import { get } from './sports.test-helpers.ts';
import { fixtureChanged, flushPublications } from './rooms.ts';

/**
 * The trader's console of the book on both databases: a fixture made with its sport's markets at
 * default lines (quarter lines included) and the margin in force, odds moved by a price with its
 * margin (version), suspensions (suspend_seq), reopen, void, another line, reschedule and the
 * cancel that waits for a second operator; the liability from open bets; the limits; every change
 * audited with its diff, refusals writing nothing, roles refused; and the rooms hearing of it.
 */

const ADMIN = { name: 'sportsops', password: 'ops-secret-123' };
const FINANCE = { name: 'sportsfin', password: 'ops-secret-123' };
const SUPPORT = { name: 'sportssup', password: 'ops-secret-123' };
/** 2026-11-24 12:00:00 Beijing. */
const START = Date.UTC(2026, 10, 24, 4, 0, 0);
const HOUR = 60 * 60 * 1000;

describe.each(TEST_DATABASES)('the book console on %s', (kind) => {
  const clock = manualClock(START);
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let admin: string;
  let finance: string;
  let support: string;
  let player: string;
  let playerId: number;
  let port = 0;
  const clients: Client[] = [];

  /** Signs the operators in (again after the clock jumped past their sessions). */
  async function login() {
    admin = (await call(t.app, '/api/admin/login', ADMIN)).data.token;
    finance = (await call(t.app, '/api/admin/login', FINANCE)).data.token;
    support = (await call(t.app, '/api/admin/login', SUPPORT)).data.token;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    await ensureOperator(t.ctx, ADMIN.name, ADMIN.password);
    await ensureOperator(t.ctx, FINANCE.name, FINANCE.password, 'finance');
    await ensureOperator(t.ctx, SUPPORT.name, SUPPORT.password, 'support');
    await login();
    player = await registerPlayer(t.app, `bk${kind.slice(0, 2)}${Date.now() % 1e6}`);
    playerId = (await call(t.app, '/api/user', {}, player)).data.id;
    port = await listenOnTestPort(t.app);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.app.close();
    await t.store.close();
  });

  const ops = (path: string, body: unknown = {}, token = finance) =>
    call(t.app, `/api/admin/sports/${path}`, body, token);
  const audit = (action: string) =>
    t.store.db
      .selectFrom('audit_log')
      .select(['target', 'detail'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();
  const auditCount = async () =>
    Number(
      (
        await t.store.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('action', 'like', 'sports.%')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const market = (id: number) =>
    t.store.db
      .selectFrom('sports_markets')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const fixtureRow = (id: number) =>
    t.store.db
      .selectFrom('sports_fixtures')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const create = (body: Record<string, unknown> = {}) =>
    ops('fixtures/create', {
      sport: 'football',
      league: '测试联赛',
      home: '甲队',
      away: '乙队',
      starts_at: clock.now() + HOUR,
      ...body,
    });
  const socket = (roomid: string) => {
    const client = new Client(`ws://127.0.0.1:${port}/wss?roomid=${roomid}&_token=${player}`);
    clients.push(client);
    return client;
  };

  it('refuses callers without the role', async () => {
    expect((await call(t.app, '/api/admin/sports/fixtures', {})).status).toBe(401);
    expect((await ops('fixtures', {}, support)).status).toBe(200);
    expect((await ops('fixtures/create', {}, support)).status).toBe(403);
    expect((await ops('fixtures/update', { id: 1, action: 'suspend' }, support)).status).toBe(403);
    expect((await ops('markets/update', { id: 1, action: 'suspend' }, support)).status).toBe(403);
    expect((await ops('limits', {}, support)).status).toBe(403);
    expect((await ops('limits/update', {}, finance)).status).toBe(403);
  });

  it('makes a fixture with default markets, quarter lines and the margin (audited)', async () => {
    const made = await create({ home: '临江白鹭', away: '云岭雪豹' });
    expect(made.code, made.message).toBe(200);
    const f = made.data;
    expect(f).toMatchObject({ sport: 'football', state: 'scheduled', source: 'trader', bets: 0 });
    expect(f.markets.map((m: { type: string; line: string | null }) => [m.type, m.line])).toEqual([
      ['1x2', null],
      ['ah', '-0.75'],
      ['ah', '-0.25'],
      ['ah', '0'],
      ['ou', '2.25'],
      ['ou', '2.5'],
      ['ou', '2.75'],
      ['cs', null],
      ['btts', null],
    ]);
    const cs = f.markets.find((m: { type: string }) => m.type === 'cs');
    expect(cs.selections).toHaveLength(17);
    for (const m of f.markets) {
      expect(m).toMatchObject({
        state: 'open',
        margin_bp: 500,
        priced_by: 'trader',
        worst: '0.00',
      });
      const row = await market(m.id);
      const prices = JSON.parse(row.prices) as Record<string, number>;
      const codes = m.selections.map((s: { code: string }) => s.code) as string[];
      expect(m.selections.map((s: { odds: string }) => s.odds)).toEqual(
        applyMargin(
          codes.map((c) => prices[c]!),
          500,
        ).map(formatOdds),
      );
    }
    const [row] = (await audit('sports.fixture.create')).slice(-1);
    expect(row!.target).toBe(`sports_fixture:${f.id}`);
    expect(JSON.parse(row!.detail)).toMatchObject({ home: '临江白鹭', markets: 9, margin_bp: 500 });

    const basketball = (await create({ sport: 'basketball' })).data;
    expect(basketball.markets.map((m: { type: string }) => m.type)).toEqual([
      'ml',
      'spread',
      'points',
    ]);
    const esports = (await create({ sport: 'esports' })).data;
    expect(esports.markets.map((m: { type: string; line: string }) => [m.type, m.line])).toEqual([
      ['winner', null],
      ['map_hcp', '-1.5'],
      ['maps', '2.5'],
    ]);
  });

  it('refuses bad fixtures and writes nothing', async () => {
    const count = await auditCount();
    expect(await create({ away: '甲队' })).toMatchObject({
      status: 400,
      message: MSG.sportsTeamInvalid,
    });
    expect(await create({ sport: 'curling' })).toMatchObject({
      status: 400,
      message: MSG.sportsSportInvalid,
    });
    expect(await create({ starts_at: clock.now() - 1 })).toMatchObject({
      status: 400,
      message: MSG.sportsStartInvalid,
    });
    expect(await create({ league: '' })).toMatchObject({
      status: 400,
      message: MSG.sportsLeagueInvalid,
    });
    expect(await ops('fixture', { id: 99_999_999 })).toMatchObject({
      status: 404,
      message: MSG.sportsFixtureUnknown,
    });
    expect(await auditCount()).toBe(count);
  });

  it('prices a market with its margin: odds and version move, the feed is taken over', async () => {
    const f = (await create()).data;
    const m = f.markets[0];
    const before = await market(m.id);
    const priced = await ops('markets/update', {
      id: m.id,
      action: 'price',
      prices: { home: '2.10', draw: 3.4, away: '3.60' },
      margin_bp: 800,
    });
    expect(priced.code, priced.message).toBe(200);
    const after = await market(m.id);
    expect(after.version).toBe(before.version + 1);
    expect(JSON.parse(after.prices)).toEqual({ home: 210, draw: 340, away: 360 });
    const odds = applyMargin([210, 340, 360], 800);
    expect(JSON.parse(after.odds)).toEqual({ home: odds[0], draw: odds[1], away: odds[2] });
    const shown = priced.data.markets.find((x: { id: number }) => x.id === m.id);
    expect(shown).toMatchObject({ margin_bp: 800, priced_by: 'trader' });
    expect(shown.selections[0]).toMatchObject({ price: '2.10', odds: formatOdds(odds[0]!) });
    const [row] = (await audit('sports.market.price')).slice(-1);
    expect(JSON.parse(row!.detail)).toMatchObject({
      fixture: f.id,
      changes: { margin_bp: { before: 500, after: 800 }, prices: { home: { after: '2.10' } } },
    });

    // The same again changes nothing (400, no audit, no version).
    const count = await auditCount();
    const again = await ops('markets/update', {
      id: m.id,
      action: 'price',
      prices: { home: '2.10', draw: 3.4, away: '3.60' },
    });
    expect(again.status).toBe(400);
    expect(await auditCount()).toBe(count);
    // Prices that miss a selection or fall out of range are refused.
    expect(
      await ops('markets/update', { id: m.id, action: 'price', prices: { home: 2, draw: 3 } }),
    ).toMatchObject({ status: 400, message: MSG.sportsPricesInvalid });
    expect(
      await ops('markets/update', {
        id: m.id,
        action: 'price',
        prices: { home: 2, draw: 3, away: 1 },
      }),
    ).toMatchObject({ status: 400, message: MSG.sportsOddsInvalid });
    expect(
      await ops('markets/update', { id: m.id, action: 'price', margin_bp: 5000 }),
    ).toMatchObject({ status: 400, message: MSG.sportsMarginInvalid });
    expect((await market(m.id)).version).toBe(after.version);
  });

  it('suspends and reopens markets and fixtures: suspend_seq counts every suspension', async () => {
    const f = (await create()).data;
    const m = f.markets[1];
    const m0 = await market(m.id);
    expect((await ops('markets/update', { id: m.id, action: 'suspend' })).code).toBe(200);
    const m1 = await market(m.id);
    expect(m1).toMatchObject({ state: 'suspended', held: 1, suspend_seq: m0.suspend_seq + 1 });
    expect(await ops('markets/update', { id: m.id, action: 'suspend' })).toMatchObject({
      status: 409,
      message: MSG.sportsStateInvalid,
    });

    const f0 = await fixtureRow(f.id);
    expect((await ops('fixtures/update', { id: f.id, action: 'suspend' })).code).toBe(200);
    const f1 = await fixtureRow(f.id);
    expect(f1).toMatchObject({ state: 'scheduled', held: 1, suspend_seq: f0.suspend_seq + 1 });
    const others = await t.store.db
      .selectFrom('sports_markets')
      .select(['id', 'state', 'suspend_seq'])
      .where('fixture_id', '=', f.id)
      .execute();
    expect(others.every((x) => x.state === 'suspended')).toBe(true);
    // The market's own hold stays: the fixture's reopen leaves it suspended.
    expect((await ops('fixtures/update', { id: f.id, action: 'reopen' })).code).toBe(200);
    expect((await fixtureRow(f.id)).held).toBe(0);
    expect((await market(m.id)).state).toBe('suspended');
    expect((await market(f.markets[0].id)).state).toBe('open');
    expect((await ops('markets/update', { id: m.id, action: 'reopen' })).code).toBe(200);
    expect(await market(m.id)).toMatchObject({ state: 'open', held: 0 });
    expect(await ops('fixtures/update', { id: f.id, action: 'reopen' })).toMatchObject({
      status: 409,
    });

    expect((await audit('sports.fixture.suspend')).slice(-1)[0]!.target).toBe(
      `sports_fixture:${f.id}`,
    );
    expect((await audit('sports.market.reopen')).slice(-1)[0]!.target).toBe(
      `sports_market:${m.id}`,
    );

    // Void is final.
    expect((await ops('markets/update', { id: m.id, action: 'void' })).code).toBe(200);
    expect(await market(m.id)).toMatchObject({ state: 'void' });
    expect(await ops('markets/update', { id: m.id, action: 'reopen' })).toMatchObject({
      status: 409,
      message: '让球已关闭，请重新选择',
    });
    // Players no longer see it.
    const shown = (await get(t.app, '/api/sports/fixture', { id: f.id })).data.fixture;
    expect(shown.markets.some((x: { id: number }) => x.id === m.id)).toBe(false);
    expect(await ops('markets/update', { id: 99_999_999, action: 'void' })).toMatchObject({
      status: 404,
      message: MSG.sportsMarketUnknown,
    });
  });

  it('adds another line; reschedules before kick-off; the kick-off puts it in play', async () => {
    const f = (await create()).data;
    const added = await ops('markets/create', {
      fixture: f.id,
      type: 'ah',
      line: '-1.25',
      margin_bp: 400,
      prices: { home: '2.30', away: '1.65' },
    });
    expect(added.code, added.message).toBe(200);
    expect(
      added.data.markets.find(
        (m: { type: string; line: string }) => m.type === 'ah' && m.line === '-1.25',
      ),
    ).toMatchObject({ priced_by: 'trader', margin_bp: 400, state: 'open' });
    expect(
      await ops('markets/create', {
        fixture: f.id,
        type: 'ah',
        line: '-1.25',
        margin_bp: 400,
        prices: { home: '2.30', away: '1.65' },
      }),
    ).toMatchObject({ status: 400, message: MSG.sportsLineInvalid });
    expect(
      await ops('markets/create', {
        fixture: f.id,
        type: 'ah',
        line: '-1.3',
        margin_bp: 400,
        prices: { home: '2.30', away: '1.65' },
      }),
    ).toMatchObject({ status: 400, message: MSG.sportsLineInvalid });
    expect(
      await ops('markets/create', {
        fixture: f.id,
        type: 'ml',
        line: null,
        margin_bp: 400,
        prices: { home: '2.30', away: '1.65' },
      }),
    ).toMatchObject({ status: 404 });

    const later = clock.now() + 10 * 60 * 1000;
    const moved = await ops('fixtures/update', {
      id: f.id,
      action: 'reschedule',
      starts_at: later,
    });
    expect(moved.data.starts_at).toBe(later);
    const [row] = (await audit('sports.fixture.reschedule')).slice(-1);
    expect(JSON.parse(row!.detail).changes.starts_at).toEqual({
      before: f.starts_at,
      after: later,
    });

    clock.set(later + 1_000);
    await runDueJobs(t.ctx);
    await login();
    const live = await fixtureRow(f.id);
    expect(live).toMatchObject({ state: 'live', score_home: 0, score_away: 0 });
    expect(
      await ops('fixtures/update', { id: f.id, action: 'reschedule', starts_at: later + HOUR }),
    ).toMatchObject({
      status: 409,
    });
    const answer = (await get(t.app, '/api/sports/fixture', { id: f.id })).data.fixture;
    expect(answer).toMatchObject({ state: 'live', delay: 5 });
    expect(answer.clock).toMatchObject({ running: true, counts_down: false });
    // In play, a fixture's suspension makes it 'suspended'.
    expect((await ops('fixtures/update', { id: f.id, action: 'suspend' })).data.state).toBe(
      'suspended',
    );
    expect((await ops('fixtures/update', { id: f.id, action: 'reopen' })).data.state).toBe('live');
  });

  it('cancels by a pending cancel result (maker–checker): suspended meanwhile', async () => {
    const f = (await create()).data;
    const cancelled = await ops('fixtures/update', { id: f.id, action: 'cancel' });
    expect(cancelled.code, cancelled.message).toBe(200);
    expect(cancelled.data.pending).toMatchObject({
      fixture: f.id,
      score: null,
      state: 'pending',
      entered_by: FINANCE.name,
    });
    expect(await fixtureRow(f.id)).toMatchObject({ state: 'scheduled', held: 1, result_id: null });
    const result = await t.store.db
      .selectFrom('sports_results')
      .selectAll()
      .where('fixture_id', '=', f.id)
      .executeTakeFirstOrThrow();
    expect(result).toMatchObject({ cancel: 1, state: 'pending', source: 'trader' });
    expect(await ops('fixtures/update', { id: f.id, action: 'cancel' })).toMatchObject({
      status: 409,
      message: MSG.sportsResultPending,
    });
    expect(await ops('fixtures/update', { id: f.id, action: 'reopen' })).toMatchObject({
      status: 409,
      message: MSG.sportsResultPending,
    });
    const toCheck = (await ops('fixtures', { state: 'to_check' })).data;
    expect(toCheck.data.map((x: { id: number }) => x.id)).toContain(f.id);
    expect(JSON.parse((await audit('sports.fixture.cancel')).slice(-1)[0]!.detail)).toMatchObject({
      result: result.id,
    });
    // Once a result is in force (the checker's part), the fixture is final.
    await t.store.db
      .updateTable('sports_results')
      .set({ state: 'confirmed' })
      .where('id', '=', result.id)
      .execute();
    await t.store.db
      .updateTable('sports_fixtures')
      .set({ state: 'cancelled', result_id: result.id })
      .where('id', '=', f.id)
      .execute();
    expect(await ops('fixtures/update', { id: f.id, action: 'suspend' })).toMatchObject({
      status: 409,
      message: MSG.sportsFixtureFinal,
    });
  });

  it('shows the liability of open bets per selection: singles exactly, parlays on each leg', async () => {
    const f = (await create()).data;
    const other = (await create({ home: '丙队', away: '丁队' })).data;
    const x2 = f.markets[0];
    const otherMarket = other.markets[0];
    const now = clock.now();
    let serial = 0;
    const bet = async (
      kind: 'single' | 'parlay',
      stake: bigint,
      potential: bigint,
      legs: { fixture: number; market: number; selection: string }[],
    ) => {
      serial += 1;
      const row = await t.store.db
        .insertInto('sports_bets')
        .values({
          bet_no: `STEST${kind}${serial}${kind === 'single' ? 's' : 'p'}${Date.now() % 1e6}`,
          user_id: playerId,
          kind,
          stake_minor: stake,
          odds_c: 200,
          potential_minor: potential,
          state: 'open',
          paid_minor: null,
          day: 20261124,
          placed_at: now,
          settled_at: null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.store.db
        .insertInto('sports_bet_legs')
        .values(
          legs.map((l) => ({
            bet_id: row.id,
            fixture_id: l.fixture,
            market_id: l.market,
            selection: l.selection,
            odds_c: 200,
            in_play: 0,
            outcome: null,
            result_id: null,
            created_at: now,
          })),
        )
        .execute();
    };
    await bet('single', 10_000n, 25_000n, [{ fixture: f.id, market: x2.id, selection: 'home' }]);
    await bet('single', 5_000n, 16_000n, [{ fixture: f.id, market: x2.id, selection: 'away' }]);
    await bet('single', 2_000n, 6_000n, [{ fixture: f.id, market: x2.id, selection: 'home' }]);
    await bet('parlay', 1_000n, 9_000n, [
      { fixture: f.id, market: x2.id, selection: 'home' },
      { fixture: other.id, market: otherMarket.id, selection: 'draw' },
    ]);

    const view = (await ops('fixture', { id: f.id })).data;
    expect(view).toMatchObject({ bets: 4, stakes: '180.00' });
    const m = view.markets.find((x: { id: number }) => x.id === x2.id);
    // Singles' stakes on the market: 170.00. Home wins: pays 250 + 60 = 310.00 → net −140.00.
    expect(m.stakes).toBe('170.00');
    expect(
      m.selections.map(
        (s: { code: string; stakes: string; bets: number; payout: string; net: string }) => [
          s.code,
          s.stakes,
          s.bets,
          s.payout,
          s.net,
        ],
      ),
    ).toEqual([
      ['home', '130.00', 3, '310.00', '-140.00'],
      ['draw', '0.00', 0, '0.00', '170.00'],
      ['away', '50.00', 1, '160.00', '10.00'],
    ]);
    expect(m.worst).toBe('-140.00');
    const otherView = (await ops('fixture', { id: other.id })).data;
    expect(otherView.markets[0].selections[1]).toMatchObject({
      code: 'draw',
      stakes: '10.00',
      bets: 1,
      payout: '0.00',
    });
    const page = (await ops('fixtures', { state: 'scheduled' })).data;
    expect(page.data.find((x: { id: number }) => x.id === f.id)).toMatchObject({
      bets: 4,
      stakes: '180.00',
    });
  });

  it('reads and changes the limits (admin only, audited)', async () => {
    expect((await ops('limits')).data).toEqual({
      min_stake: '10.00',
      max_stake: '50000.00',
      max_payout: '500000.00',
      daily_stake: '200000.00',
      daily_payout: '1000000.00',
      live_delay: 5,
      margin_bp: 500,
    });
    const limits = {
      min_stake: 20,
      max_stake: '30000.00',
      max_payout: 400_000,
      daily_stake: 100_000,
      daily_payout: 800_000,
      live_delay: 8,
      margin_bp: 600,
    };
    expect(await ops('limits/update', { ...limits, min_stake: 40_000 }, admin)).toMatchObject({
      status: 422,
      message: MSG.sportsLimitsInvalid,
    });
    const saved = await ops('limits/update', limits, admin);
    expect(saved.code, saved.message).toBe(200);
    expect(saved.data).toMatchObject({ min_stake: '20.00', live_delay: 8, margin_bp: 600 });
    expect((await ops('limits')).data).toEqual(saved.data);
    const [row] = (await audit('sports.limits.update')).slice(-1);
    expect(JSON.parse(row!.detail).changes.live_delay).toEqual({ before: 5, after: 8 });
    expect((await ops('limits/update', limits, admin)).status).toBe(400);
    // New markets take the new margin.
    expect((await create()).data.markets[0].margin_bp).toBe(600);
  });

  it('publishes a change to the fixture and list rooms; the snapshot is the HTTP answer', async () => {
    const f = (await create()).data;
    const room = socket(`sports-f-${f.id}`);
    const welcome = await room.nextOf('welcome');
    const http = (await get(t.app, '/api/sports/fixture', { id: f.id })).data;
    expect(welcome.snapshot).toEqual(http);
    const list = socket('sports-football');
    const listWelcome = await list.nextOf('welcome');
    expect(listWelcome.snapshot.fixtures.some((x: { id: number }) => x.id === f.id)).toBe(true);

    await ops('markets/update', {
      id: f.markets[0].id,
      action: 'price',
      prices: { home: '1.80', draw: '3.80', away: '4.50' },
    });
    await ops('markets/update', { id: f.markets[1].id, action: 'suspend' });
    await flushPublications(t.ctx);
    // Changes within PUBLISH_MS ride one publication, the last state winning: the room reaches
    // the state with both changes (in one publication, or two when the window closed between them).
    let pub;
    do [pub] = await room.pubs(1);
    while (pub!.data.fixture.markets[1].state !== 'suspended');
    expect(pub.data.type).toBe('fixture');
    expect(pub.data.fixture.markets[0].selections[0].odds).toBe(
      formatOdds(applyMargin([180, 380, 450], 600)[0]!),
    );
    // The list room carries every fixture of the sport: this one's comes among them.
    const about = async (client: Client) => {
      for (;;) {
        const [p] = await client.pubs(1);
        const mentions =
          p.data.id === f.id ||
          p.data.fixture?.id === f.id ||
          p.data.fixtures?.some((x: { id: number }) => x.id === f.id) ||
          p.data.gone?.includes(f.id);
        if (mentions) return p;
      }
    };
    const listPub = await about(list);
    expect(listPub.data.type).toBe('fixtures');
    const listed = listPub.data.fixtures.find((x: { id: number }) => x.id === f.id);
    expect(listed).toEqual(pub.data.fixture);

    // A cancellation confirmed by a second operator: the fixture leaves the lists (`gone` in its
    // list room) and its own room shows it cancelled, without anyone refetching.
    const until = async (
      client: Client,
      wanted: (data: { type?: string; fixture?: { state?: string }; gone?: number[] }) => boolean,
    ) => {
      for (;;) {
        const p = await about(client);
        if (wanted(p.data)) return p;
      }
    };
    const cancel = (await ops('fixtures/update', { id: f.id, action: 'cancel' })).data;
    const confirmed = await ops('results/confirm', { id: cancel.pending.id }, admin);
    expect(confirmed.code, confirmed.message).toBe(200);
    await flushPublications(t.ctx);
    const gone = await until(list, (data) => data.gone?.includes(f.id) === true);
    expect(gone.data).toEqual({ type: 'fixtures', fixtures: [], gone: [f.id] });
    const last = await until(room, (data) => data.fixture?.state === 'cancelled');
    expect(last.data.fixture.state).toBe('cancelled');

    const unknown = socket('sports-f-99999999');
    expect((await unknown.closed).code).toBe(4404);
  });

  it('publishes the fixtures changed in one window together: one list frame, each in its room', async () => {
    const a = (await create({ home: '丙队', away: '丁队' })).data;
    const b = (await create({ home: '戊队', away: '己队' })).data;
    await flushPublications(t.ctx);
    const list = socket('sports-football');
    const welcome = await list.nextOf('welcome');
    const roomA = socket(`sports-f-${a.id}`);
    await roomA.nextOf('welcome');
    const roomB = socket(`sports-f-${b.id}`);
    await roomB.nextOf('welcome');

    await ops('markets/update', {
      id: a.markets[0].id,
      action: 'price',
      prices: { home: '2.00', draw: '3.50', away: '3.60' },
    });
    await ops('markets/update', { id: b.markets[0].id, action: 'suspend' });
    await flushPublications(t.ctx);
    // Two changes announced within one window (here in one tick): one list frame for both.
    fixtureChanged(t.ctx, a.id);
    fixtureChanged(t.ctx, b.id);
    await flushPublications(t.ctx);
    const both = (data: { fixtures?: { id: number }[] }) =>
      [a.id, b.id].every((id) => data.fixtures?.some((x) => x.id === id));
    let one;
    do [one] = await list.pubs(1);
    while (!both(one!.data));
    expect(one.offset).toBeGreaterThan(welcome.offset);
    expect(one.data.type).toBe('fixtures');
    expect(one.data.gone).toEqual([]);
    expect(one.data.fixtures.map((x: { id: number }) => x.id).sort()).toEqual([a.id, b.id].sort());
    const oddsA = formatOdds(applyMargin([200, 350, 360], 600)[0]!);
    const pubA = await roomA.pubWhere((d) => d.fixture.markets[0].selections[0].odds === oddsA);
    const pubB = await roomB.pubWhere((d) => d.fixture.markets[0].state === 'suspended');
    expect(pubA.data.fixture.markets[0].selections[0].odds).toBe(
      formatOdds(applyMargin([200, 350, 360], 600)[0]!),
    );
    expect(pubB.data.fixture.markets[0].state).toBe('suspended');
    expect(one.data.fixtures).toContainEqual(pubA.data.fixture);
    expect(one.data.fixtures).toContainEqual(pubB.data.fixture);
  });
});
