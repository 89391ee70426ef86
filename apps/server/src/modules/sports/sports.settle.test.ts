import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { houseTotal, houseVenueBalance, verifyLedger } from '../ledger/index.ts';
import { pullBetRecords } from '../bets/index.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { runDueJobs } from '../../test/jobs.ts';
import { settleBet, settlementSweep } from './settle.ts';
import {
  feedResult,
  makeFixture,
  setFixtureState,
  setMarketState,
  type TestFixture,
  sportsPlayer,
  post,
  type SportsPlayer,
} from './sports.test-helpers.ts';

/**
 * Results and settlement on both databases: maker–checker (the maker cannot check, one pending
 * result at a time, the result in force cannot be entered again), settlement of singles and a
 * parlay with a void leg, a correction resettling each bet by ledger adjustments (a half win on a
 * quarter line; money taken back never below zero: the shortfall), the feed's results and
 * cancellations picked up by the job, a bet settled once when settled concurrently, the records
 * pulled into the bets module with their stake, valid stake and win/loss.
 */

const OPS = [
  { name: 'sportsmaker', password: 'ops-secret-123' },
  { name: 'sportschecker', password: 'ops-secret-123' },
];
let serial = 0;
const byFirst = (a: unknown[], b: unknown[]) =>
  String(a[0]) < String(b[0]) ? -1 : String(a[0]) > String(b[0]) ? 1 : 0;
const key = () => `sset-${process.pid}-${++serial}`;

describe.each(TEST_DATABASES)('sports results and settlement on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let maker: string;
  let checker: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const op of OPS) await ensureOperator(t.ctx, op.name, op.password);
    maker = (await call(t.app, '/api/admin/login', OPS[0])).data.token;
    checker = (await call(t.app, '/api/admin/login', OPS[1])).data.token;
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  const ops = async (path: string, body: unknown, token: string) => {
    const entry = body as { fixture?: number; cancel?: boolean };
    if (path === 'results/enter' && entry.fixture !== undefined && !entry.cancel) {
      // A score is entered for a match played: the fixtures here are made before kick-off.
      await t.store.db
        .updateTable('sports_fixtures')
        .set({ state: 'live' })
        .where('id', '=', entry.fixture)
        .where('state', '=', 'scheduled')
        .execute();
    }
    return call(t.app, `/api/admin/sports/${path}`, body, token);
  };
  const bet = async (p: SportsPlayer, legs: unknown[], stake: number) => {
    const answer = await post(t.app, '/api/sports/bet', { legs, stake }, p.token, key());
    expect(answer.code).toBe(200);
    return answer.data as { id: string };
  };
  const leg = (f: TestFixture, market: number, selection: string) => ({
    fixture: f.id,
    market: f.markets[market],
    selection,
    odds: 2,
  });
  const wallet = (p: SportsPlayer) => houseVenueBalance(t.store, p.userId);
  const betRow = (betNo: string) =>
    t.store.db
      .selectFrom('sports_bets')
      .selectAll()
      .where('bet_no', '=', betNo)
      .executeTakeFirstOrThrow();
  /** Enters a result as the maker and confirms it as the checker. */
  async function result(fixture: number, score: [number, number], by = [maker, checker]) {
    const entered = await ops('results/enter', { fixture, home: score[0], away: score[1] }, by[0]!);
    expect(entered.code).toBe(200);
    const confirmed = await ops('results/confirm', { id: entered.data.id }, by[1]!);
    expect(confirmed.code).toBe(200);
    return confirmed.data as { settled: number; moved: string; result: { correction: boolean } };
  }

  it('maker–checker, settlement, and a correction resettling a quarter line and a parlay with a void leg', async () => {
    const p = await sportsPlayer(t, 1_000, 1_000);
    // 1x2 at 2.00 / 4.00 / 4.00 (margin 0: the prices are a fair book); a handicap home −0.25.
    const f1 = await makeFixture(t, {
      markets: [
        { type: '1x2', prices: { home: 200, draw: 400, away: 400 } },
        { type: 'ah', lineQ: -1 },
      ],
    });
    const f2 = await makeFixture(t, { sport: 'basketball', markets: [{ type: 'ml' }] });
    const b1 = await bet(p, [leg(f1, 0, 'home')], 100);
    const b2 = await bet(p, [leg(f1, 1, 'away')], 100);
    const b3 = await bet(p, [leg(f1, 0, 'home'), leg(f2, 0, 'home')], 100);
    expect(await wallet(p)).toBe(70_000n);
    await setMarketState(t.store, f2.markets[0]!, 'void');
    // The unsettled records reach the bets module first.
    await pullBetRecords(t.ctx);

    // Before kick-off only a cancellation can be entered, not a score.
    const early = await makeFixture(t, { sport: 'basketball', markets: [{ type: 'ml' }] });
    expect(
      await call(
        t.app,
        '/api/admin/sports/results/enter',
        { fixture: early.id, home: 1, away: 0 },
        maker,
      ),
    ).toMatchObject({ status: 409, message: MSG.sportsResultNotStarted });
    expect(
      (
        await call(
          t.app,
          '/api/admin/sports/results/enter',
          { fixture: early.id, cancel: true },
          maker,
        )
      ).data,
    ).toMatchObject({ state: 'pending', score: null });

    // A pending result blocks another; the maker cannot check their own; a rejection.
    const first = await ops('results/enter', { fixture: f1.id, home: 2, away: 0 }, maker);
    expect(first.data).toMatchObject({
      state: 'pending',
      correction: false,
      entered_by: OPS[0]!.name,
    });
    expect(await ops('results/enter', { fixture: f1.id, home: 1, away: 0 }, checker)).toMatchObject(
      {
        status: 409,
        message: MSG.sportsResultPending,
      },
    );
    expect(await ops('results/confirm', { id: first.data.id }, maker)).toMatchObject({
      status: 403,
      message: MSG.sportsResultSameOperator,
    });
    const rejected = await ops('results/reject', { id: first.data.id }, checker);
    expect(rejected.data).toMatchObject({ state: 'rejected', checked_by: OPS[1]!.name });
    expect(await ops('results/confirm', { id: first.data.id }, checker)).toMatchObject({
      status: 404,
      message: MSG.sportsResultUnknown,
    });
    expect(await wallet(p)).toBe(70_000n);

    // 1:0 — b1 wins 200; b2 (away +0.25) loses; b3: a win × a void leg (1.00) = 200.
    const settled = await result(f1.id, [1, 0]);
    expect(settled).toMatchObject({ settled: 3, moved: '400.00', result: { correction: false } });
    expect(await wallet(p)).toBe(110_000n);
    expect(await betRow(b1.id)).toMatchObject({
      state: 'settled',
      paid_minor: 20_000n,
      settle_seq: 1,
    });
    expect(await betRow(b2.id)).toMatchObject({ state: 'settled', paid_minor: 0n, settle_seq: 1 });
    expect(await betRow(b3.id)).toMatchObject({
      state: 'settled',
      paid_minor: 20_000n,
      settle_seq: 1,
    });
    const fixture = await t.store.db
      .selectFrom('sports_fixtures')
      .selectAll()
      .where('id', '=', f1.id)
      .executeTakeFirstOrThrow();
    expect(fixture.state).toBe('finished');
    // The result in force cannot be entered again.
    expect(await ops('results/enter', { fixture: f1.id, home: 1, away: 0 }, maker)).toMatchObject({
      status: 409,
      message: MSG.sportsResultUnchanged,
    });

    // The player's list shows each leg's outcome and score.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/sports/bets?state=settled',
      headers: { authorization: `Bearer ${p.token}` },
    });
    const page = mine.json().data;
    expect(page.total).toBe(3);
    const parlay = page.data.find((b: { id: string }) => b.id === b3.id);
    expect(
      parlay.legs.map((l: { outcome: string; score: unknown }) => [l.outcome, l.score]),
    ).toEqual([
      ['win', { home: 1, away: 0 }],
      ['void', null],
    ]);

    // A correction to 1:1 (entered by the checker, confirmed by the maker): b1 loses (−200), b2
    // half wins on +0.25 (150, +150), b3's winning leg loses (−200).
    const corrected = await result(f1.id, [1, 1], [checker, maker]);
    expect(corrected).toMatchObject({ settled: 3, moved: '-250.00', result: { correction: true } });
    expect(await wallet(p)).toBe(85_000n);
    expect(await betRow(b1.id)).toMatchObject({ paid_minor: 0n, settle_seq: 2 });
    expect(await betRow(b2.id)).toMatchObject({ paid_minor: 15_000n, settle_seq: 2 });
    expect(await betRow(b3.id)).toMatchObject({
      paid_minor: 0n,
      settle_seq: 2,
      shortfall_minor: 0n,
    });
    const results = await t.store.db
      .selectFrom('sports_results')
      .select(['state', 'correction'])
      .where('fixture_id', '=', f1.id)
      .orderBy('id')
      .execute();
    expect(results.map((r) => r.state)).toEqual(['rejected', 'replaced', 'confirmed']);
    // A sweep finds nothing left to do; a second settlement of a bet does nothing.
    expect(await settlementSweep(t.ctx)).toEqual({ adopted: 0, settled: 0 });
    expect(await settleBet(t.ctx, (await betRow(b1.id)).id)).toEqual({
      settled: false,
      movedMinor: 0n,
    });

    // The records: placed, settled, and each correction's adjustment, in the bets module.
    await pullBetRecords(t.ctx);
    const records = await t.store.db
      .selectFrom('bet_records')
      .select(['bet_id', 'game_code', 'status', 'bet_minor', 'valid_bet_minor', 'win_loss_minor'])
      .where('user_id', '=', p.userId)
      .orderBy('bet_id')
      .execute();
    const expected = [
      [b1.id, 10_000n, 10_000n, 10_000n],
      [`${b1.id}-2`, 0n, 0n, -20_000n],
      [b2.id, 10_000n, 10_000n, -10_000n],
      [`${b2.id}-2`, 0n, 0n, 15_000n],
      [b3.id, 10_000n, 10_000n, 10_000n],
      [`${b3.id}-2`, 0n, 0n, -20_000n],
    ].sort(byFirst);
    expect(
      records
        .map((r) => [r.bet_id, r.bet_minor, r.valid_bet_minor, r.win_loss_minor])
        .sort(byFirst),
    ).toEqual(expected);
    expect(records.every((r) => r.status === 1 && r.game_code === 'sports')).toBe(true);
    // What the player's money says: −300 staked, +400, −250: the records sum to −150.
    expect(records.reduce((s, r) => s + r.win_loss_minor, 0n)).toBe(-15_000n);
    const shown = await call(t.app, '/api/betrecord', { date: 1, page: 1, api_type: '' }, p.token);
    expect(shown.data.order.data.map((r: { bet_id: string }) => [r.bet_id]).sort(byFirst)).toEqual(
      expected.map((e) => [e[0]]),
    );

    // The console's largest bets of the fixture, with their adjustments.
    const largest = await ops('bets', { fixture: f1.id, order: 'stake' }, checker);
    expect(largest.data.total).toBe(3);
    const row = largest.data.data.find((b: { id: string }) => b.id === b2.id);
    expect(row).toMatchObject({
      adjusted: '150.00',
      shortfall: '0.00',
      paid: '150.00',
      user_id: p.userId,
    });
    const audit = await t.store.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'sports.result.%')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(6);
  });

  it('a correction takes back what the wallet holds, never below zero; the shortfall is cancelled by a later one', async () => {
    const q = await sportsPlayer(t, 100, 100);
    const f = await makeFixture(t, { sport: 'basketball', markets: [{ type: 'ml' }] });
    const spend = await makeFixture(t, { sport: 'basketball', markets: [{ type: 'ml' }] });
    const b = await bet(q, [leg(f, 0, 'home')], 100);
    await result(f.id, [100, 90]);
    expect(await wallet(q)).toBe(20_000n);
    await bet(q, [leg(spend, 0, 'home')], 150);
    expect(await wallet(q)).toBe(5_000n);
    const taken = await result(f.id, [90, 100], [checker, maker]);
    expect(taken.moved).toBe('-50.00');
    expect(await wallet(q)).toBe(0n);
    expect(await betRow(b.id)).toMatchObject({
      paid_minor: 0n,
      shortfall_minor: 15_000n,
      settle_seq: 2,
    });
    const largest = await ops('bets', { fixture: f.id }, checker);
    expect(largest.data.data[0]).toMatchObject({ adjusted: '-50.00', shortfall: '150.00' });
    // Back to the first result: the 200 is owed again, of which the player kept 150.
    const back = await result(f.id, [100, 90]);
    expect(back.moved).toBe('50.00');
    expect(await wallet(q)).toBe(5_000n);
    expect(await betRow(b.id)).toMatchObject({
      paid_minor: 20_000n,
      shortfall_minor: 0n,
      settle_seq: 3,
    });
  });

  it("the feed's results and a cancelled fixture are settled by the job; a parlay waits for its last leg", async () => {
    const p = await sportsPlayer(t, 100, 100);
    const a = await makeFixture(t, { sport: 'esports', markets: [{ type: 'winner' }] });
    const b = await makeFixture(t, { sport: 'esports', markets: [{ type: 'winner' }] });
    const c = await makeFixture(t, {
      sport: 'football',
      markets: [{ type: '1x2', prices: { home: 200, draw: 400, away: 400 } }],
    });
    const single = await bet(p, [leg(a, 0, 'home')], 10);
    const parlay = await bet(p, [leg(b, 0, 'home'), leg(c, 0, 'home')], 10);
    const cancelled = await makeFixture(t, { sport: 'basketball', markets: [{ type: 'ml' }] });
    const voided = await bet(p, [leg(cancelled, 0, 'away')], 10);
    expect(await wallet(p)).toBe(7_000n);
    await feedResult(t, a.id, { home: 2, away: 1 });
    await feedResult(t, b.id, { home: 2, away: 0 });
    await setFixtureState(t.store, cancelled.id, 'cancelled');
    await runDueJobs(t.ctx);
    expect(await betRow(single.id)).toMatchObject({ state: 'settled', paid_minor: 2_000n });
    expect(await betRow(voided.id)).toMatchObject({ state: 'settled', paid_minor: 1_000n });
    const open = await betRow(parlay.id);
    expect(open.state).toBe('open');
    const legs = await t.store.db
      .selectFrom('sports_bet_legs')
      .select('outcome')
      .where('bet_id', '=', open.id)
      .orderBy('id')
      .execute();
    expect(legs.map((l) => l.outcome)).toEqual(['win', null]);
    expect(await wallet(p)).toBe(10_000n);
    const fixture = await t.store.db
      .selectFrom('sports_fixtures')
      .select(['state', 'result_id'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(fixture.state).toBe('finished');
    expect(fixture.result_id).not.toBeNull();
    await feedResult(t, c.id, 'cancel');
    await settlementSweep(t.ctx);
    // Win × void: 10 × 2.00 × 1.00.
    expect(await betRow(parlay.id)).toMatchObject({ state: 'settled', paid_minor: 2_000n });
    expect(await wallet(p)).toBe(12_000n);
    await pullBetRecords(t.ctx);
    const records = await t.store.db
      .selectFrom('bet_records')
      .select(['bet_id', 'game_code', 'valid_bet_minor', 'win_loss_minor'])
      .where('user_id', '=', p.userId)
      .orderBy('bet_id')
      .execute();
    const byId = new Map(records.map((r) => [r.bet_id, r]));
    expect(byId.get(single.id)).toMatchObject({
      game_code: 'esports',
      valid_bet_minor: 1_000n,
      win_loss_minor: 1_000n,
    });
    expect(byId.get(parlay.id)).toMatchObject({
      game_code: 'sports',
      valid_bet_minor: 1_000n,
      win_loss_minor: 1_000n,
    });
    // A void single risked nothing: no turnover.
    expect(byId.get(voided.id)).toMatchObject({ valid_bet_minor: 0n, win_loss_minor: 0n });
  });

  it('bets settled by two nodes at once are paid once', async () => {
    const other = await startTestApp(kind, {}, { store: t.store });
    try {
      const players = await Promise.all([1, 2, 3].map(() => sportsPlayer(t, 200, 200)));
      const f = await makeFixture(t, { sport: 'basketball', markets: [{ type: 'ml' }] });
      const placed: { id: string }[] = [];
      for (const p of players) {
        for (let i = 0; i < 5; i++) placed.push(await bet(p, [leg(f, 0, 'home')], 10));
      }
      const pool = await houseTotal(t.store, 'sports_pool');
      await feedResult(t, f.id, { home: 80, away: 70 });
      const ids = await Promise.all(placed.map(async (b) => (await betRow(b.id)).id));
      const runs = await Promise.all([
        settlementSweep(t.ctx),
        settlementSweep(other.ctx),
        ...ids.map((id) => settleBet(other.ctx, id)),
        ...ids.map((id) => settleBet(t.ctx, id)),
      ]);
      expect(runs.length).toBe(2 + 2 * ids.length);
      for (const b of placed)
        expect(await betRow(b.id)).toMatchObject({ paid_minor: 2_000n, settle_seq: 1 });
      for (const p of players) expect(await wallet(p)).toBe(20_000n - 5n * 1_000n + 5n * 2_000n);
      expect(await houseTotal(t.store, 'sports_pool')).toBe(pool - 15n * 2_000n);
    } finally {
      await other.app.close();
    }
  });
});
