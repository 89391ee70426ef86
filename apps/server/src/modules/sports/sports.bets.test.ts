import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { fillMessage } from '@app/contract/messages';
import { houseTotal, houseVenueBalance, verifyLedger } from '../ledger/index.ts';
import { startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  makeFixture,
  oddsOf,
  setFixtureState,
  setLimits,
  setOdds,
  suspendMarket,
  setMarketState,
  sportsPlayer,
  get,
  post,
  type SportsPlayer,
} from './sports.test-helpers.ts';

/**
 * The bet call on both databases: a single and a parlay through the ledger, idempotent; the
 * whole balance spent by 100 slips at once; the odds moving between fill and submit under each
 * choice; suspension, in play after the delay; the limits, the daily one under concurrent bets.
 */

const fen = (money: string) => BigInt(money.replace('.', ''));
let serial = 0;
const key = () => `sbet-${process.pid}-${++serial}`;

describe.each(TEST_DATABASES)('sports bets on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  const bet = (p: SportsPlayer, body: unknown, k: string | undefined = key()) =>
    post(t.app, '/api/sports/bet', body, p.token, k);
  const betsOf = (userId: number) =>
    t.store.db.selectFrom('sports_bets').selectAll().where('user_id', '=', userId).execute();
  const wallet = (p: SportsPlayer) => houseVenueBalance(t.store, p.userId);
  const twoWay = () => makeFixture(t, { sport: 'basketball', markets: [{ type: 'ml' }] });

  it('a single: the stake to the book, the bet, its legs, its record; a replayed key moves nothing', async () => {
    const p = await sportsPlayer(t, 500, 300);
    const f = await makeFixture(t, {
      markets: [{ type: '1x2', prices: { home: 250, draw: 320, away: 300 }, marginBp: 500 }],
    });
    const odds = await oddsOf(t.store, f.markets[0]!);
    const pool = await houseTotal(t.store, 'sports_pool');
    const body = {
      legs: [{ fixture: f.id, market: f.markets[0], selection: 'home', odds: odds.home! / 100 }],
      stake: '100.00',
      accept: 'none',
    };
    const k = key();
    const first = await bet(p, body, k);
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({
      kind: 'single',
      stake: '100.00',
      odds: (odds.home! / 100).toFixed(2),
      potential: ((100 * odds.home!) / 100).toFixed(2),
      state: 'open',
      paid: null,
      balance: '200.00',
    });
    expect(first.data.id).toMatch(/^S[0-9A-Z]{10,40}$/);
    expect(first.data.legs[0]).toMatchObject({
      fixture: f.id,
      market_type: '1x2',
      market_name: '独赢',
      selection: 'home',
      outcome: null,
      in_play: false,
    });
    expect(first.data.legs[0].selection_name).toMatch(/^主队\d+$/);
    const again = await bet(p, body, k);
    expect(again.data).toEqual(first.data);
    expect(await wallet(p)).toBe(20_000n);
    expect(await houseTotal(t.store, 'sports_pool')).toBe(pool + 10_000n);
    expect(await betsOf(p.userId)).toHaveLength(1);
    const records = await t.store.db
      .selectFrom('sports_records')
      .selectAll()
      .where('user_id', '=', p.userId)
      .execute();
    expect(records).toMatchObject([
      { record_no: first.data.id, game: 'sports', status: 2, stake_minor: 10_000n },
    ]);
    const list = await get(t.app, '/api/sports/bets', { state: 'open' }, p.token);
    expect(list.data).toMatchObject({ total: 1, current_page: 1 });
    expect(list.data.data[0]).toEqual(
      Object.fromEntries(Object.entries(first.data).filter(([k2]) => k2 !== 'balance')),
    );
    expect((await get(t.app, '/api/sports/bets', { state: 'settled' }, p.token)).data.total).toBe(
      0,
    );
  });

  it('a parlay: legs of different fixtures, the combined odds; two legs of one fixture refused', async () => {
    const p = await sportsPlayer(t, 100, 100);
    const a = await twoWay();
    const b = await makeFixture(t, { sport: 'esports', markets: [{ type: 'winner' }] });
    const placed = await bet(p, {
      legs: [
        { fixture: a.id, market: a.markets[0], selection: 'home', odds: '2.00' },
        { fixture: b.id, market: b.markets[0], selection: 'away', odds: 2 },
      ],
      stake: 10,
      accept: 'none',
    });
    expect(placed.data).toMatchObject({ kind: 'parlay', odds: '4.00', potential: '40.00' });
    const record = await t.store.db
      .selectFrom('sports_records')
      .select('game')
      .where('record_no', '=', placed.data.id)
      .executeTakeFirstOrThrow();
    expect(record.game).toBe('sports');
    const e = await makeFixture(t, {
      sport: 'esports',
      markets: [{ type: 'winner' }, { type: 'maps', lineQ: 10 }],
    });
    expect(
      await bet(p, {
        legs: [
          { fixture: e.id, market: e.markets[0], selection: 'home', odds: 2 },
          { fixture: e.id, market: e.markets[1], selection: 'over', odds: 2 },
        ],
        stake: 10,
      }),
    ).toMatchObject({ status: 400, message: MSG.sportsSameFixture });
    const esports = await bet(p, {
      legs: [{ fixture: e.id, market: e.markets[0], selection: 'home', odds: 2 }],
      stake: 10,
    });
    const rec = await t.store.db
      .selectFrom('sports_records')
      .select('game')
      .where('record_no', '=', esports.data.id)
      .executeTakeFirstOrThrow();
    expect(rec.game).toBe('esports');
    // Unknown fixture, market, selection; a market of another fixture.
    const unknown = [
      [
        { fixture: 999_999, market: a.markets[0], selection: 'home', odds: 2 },
        MSG.sportsFixtureUnknown,
      ],
      [{ fixture: a.id, market: 999_999, selection: 'home', odds: 2 }, MSG.sportsMarketUnknown],
      [
        { fixture: a.id, market: b.markets[0], selection: 'home', odds: 2 },
        MSG.sportsMarketUnknown,
      ],
      [
        { fixture: a.id, market: a.markets[0], selection: 'draw', odds: 2 },
        MSG.sportsSelectionUnknown,
      ],
    ] as const;
    for (const [leg, message] of unknown) {
      expect(await bet(p, { legs: [leg], stake: 10 })).toMatchObject({ message });
    }
    expect(await wallet(p)).toBe(8_000n);
  });

  it('100 slips at once spending the whole balance: exactly the affordable ones are taken', async () => {
    const p = await sportsPlayer(t, 1_000, 1_000);
    const f = await twoWay();
    const slip = {
      legs: [{ fixture: f.id, market: f.markets[0], selection: 'home', odds: 2 }],
      stake: 15,
    };
    const answers = await Promise.all(Array.from({ length: 100 }, () => bet(p, slip)));
    const ok = answers.filter((a) => a.code === 200);
    const refused = answers.filter((a) => a.code !== 200);
    expect(ok).toHaveLength(66);
    expect(refused.every((a) => a.status === 422 && a.message === MSG.insufficientBalance)).toBe(
      true,
    );
    expect(await wallet(p)).toBe(100_000n - 66n * 1_500n);
    expect(await betsOf(p.userId)).toHaveLength(66);
    const daily = await t.store.db
      .selectFrom('sports_daily')
      .selectAll()
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    expect(daily.stake_minor).toBe(66n * 1_500n);
    expect(daily.potential_minor).toBe(66n * 3_000n);
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  }, 60_000);

  it('odds moved between fill and submit: any, higher and none, up and down', async () => {
    const p = await sportsPlayer(t, 500, 500);
    const cases = [
      ['any', 210, 200, '2.10'],
      ['any', 190, 200, '1.90'],
      ['higher', 210, 200, '2.10'],
      ['higher', 190, 409, null],
      ['none', 210, 409, null],
      ['none', 190, 409, null],
    ] as const;
    for (const [accept, moved, status, taken] of cases) {
      const f = await twoWay();
      await setOdds(t.store, f.markets[0]!, { home: moved });
      const answer = await bet(p, {
        legs: [{ fixture: f.id, market: f.markets[0], selection: 'home', odds: '2.00' }],
        stake: 10,
        accept,
      });
      expect([accept, moved, answer.status]).toEqual([accept, moved, status]);
      if (taken) {
        expect(answer.data.odds).toBe(taken);
        expect(answer.data.legs[0].odds).toBe(taken);
      } else {
        const home = (
          await t.store.db
            .selectFrom('sports_fixtures')
            .select('home')
            .where('id', '=', f.id)
            .executeTakeFirstOrThrow()
        ).home;
        expect(answer.message).toBe(
          fillMessage(MSG.sportsOddsChanged, {
            changes: `${home} 2.00→${(moved / 100).toFixed(2)}`,
          }),
        );
      }
    }
    expect(await betsOf(p.userId)).toHaveLength(3);
  });

  it('suspended or closed markets and fixtures are refused', async () => {
    const p = await sportsPlayer(t, 100, 100);
    const leg = (f: { id: number; markets: number[] }) => ({
      legs: [{ fixture: f.id, market: f.markets[0], selection: 'home', odds: 2 }],
      stake: 10,
    });
    const suspended = await twoWay();
    await suspendMarket(t.store, suspended.markets[0]!);
    const refusal = await bet(p, leg(suspended));
    expect(refusal.status).toBe(422);
    expect(refusal.message).toMatch(/暂停投注，请稍后再试$/);
    const fixtureSuspended = await twoWay();
    await setFixtureState(t.store, fixtureSuspended.id, 'suspended');
    expect((await bet(p, leg(fixtureSuspended))).message).toMatch(/暂停投注/);
    for (const [what, state] of [
      ['market', 'void'],
      ['market', 'settled'],
      ['fixture', 'finished'],
      ['fixture', 'cancelled'],
    ] as const) {
      const f = await twoWay();
      if (what === 'market') await setMarketState(t.store, f.markets[0]!, state);
      else await setFixtureState(t.store, f.id, state);
      const closed = await bet(p, leg(f));
      expect(closed.status).toBe(422);
      expect(closed.message).toMatch(/独赢已关闭，请重新选择$/);
    }
    expect(await betsOf(p.userId)).toHaveLength(0);
    expect(await wallet(p)).toBe(10_000n);
  });

  it('in play: taken after the delay; a suspension during the delay refuses it with nothing written', async () => {
    await setLimits(t, { live_delay: 0.4 });
    try {
      const p = await sportsPlayer(t, 100, 100);
      const live = await makeFixture(t, {
        sport: 'basketball',
        state: 'live',
        markets: [{ type: 'ml' }],
      });
      const slip = {
        legs: [{ fixture: live.id, market: live.markets[0], selection: 'home', odds: 2 }],
        stake: 10,
      };
      const started = performance.now();
      const taken = await bet(p, slip);
      expect(taken.code).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(390);
      expect(taken.data.legs[0].in_play).toBe(true);

      // Suspended and reopened while the bet waits: the sequence moved, refused.
      const pending = bet(p, slip);
      await new Promise((r) => setTimeout(r, 100));
      await suspendMarket(t.store, live.markets[0]!);
      await suspendMarket(t.store, live.markets[0]!, false);
      expect(await pending).toMatchObject({ status: 409, message: MSG.sportsInPlayRejected });
      // The fixture suspended meanwhile (still suspended): refused too.
      const pending2 = bet(p, slip);
      await new Promise((r) => setTimeout(r, 100));
      await setFixtureState(t.store, live.id, 'suspended');
      expect(await pending2).toMatchObject({ status: 409, message: MSG.sportsInPlayRejected });
      expect(await betsOf(p.userId)).toHaveLength(1);
      expect(await wallet(p)).toBe(9_000n);
      const records = await t.store.db
        .selectFrom('sports_records')
        .select('id')
        .where('user_id', '=', p.userId)
        .execute();
      expect(records).toHaveLength(1);
    } finally {
      await setLimits(t, null);
    }
  });

  it('limits: min, max, max payout, and the daily stake under concurrent bets', async () => {
    await setLimits(t, {
      min_stake: '1000',
      max_stake: '10000',
      max_payout: '30000',
      daily_stake: '30000',
      daily_payout: '10000000',
      live_delay: 0,
      margin_bp: 500,
    });
    try {
      const p = await sportsPlayer(t, 2_000, 2_000);
      const f = await twoWay();
      const slip = (stake: number, odds = 2) => ({
        legs: [{ fixture: f.id, market: f.markets[0], selection: 'home', odds }],
        stake,
      });
      expect(await bet(p, slip(9.99))).toMatchObject({
        status: 422,
        message: fillMessage(MSG.sportsStakeBelowMin, { amount: '10.00' }),
      });
      expect(await bet(p, slip(100.01))).toMatchObject({
        status: 422,
        message: fillMessage(MSG.sportsStakeAboveMax, { amount: '100.00' }),
      });
      const long = await makeFixture(t, {
        sport: 'basketball',
        markets: [{ type: 'ml', prices: { home: 400, away: 133 } }],
      });
      const longOdds = (await oddsOf(t.store, long.markets[0]!)).home!;
      expect(longOdds).toBeGreaterThan(300);
      expect(
        await bet(p, {
          legs: [
            { fixture: long.id, market: long.markets[0], selection: 'home', odds: longOdds / 100 },
          ],
          stake: 100,
        }),
      ).toMatchObject({
        status: 422,
        message: fillMessage(MSG.sportsPayoutAboveMax, { amount: '300.00' }),
      });
      const answers = await Promise.all(Array.from({ length: 10 }, () => bet(p, slip(50))));
      expect(answers.filter((a) => a.code === 200)).toHaveLength(6);
      const over = answers.filter((a) => a.code !== 200);
      expect(
        over.every((a) => a.message === fillMessage(MSG.sportsDailyStakeLimit, { amount: '0.00' })),
      ).toBe(true);
      expect(await bet(p, slip(10))).toMatchObject({ status: 422 });
      expect(await wallet(p)).toBe(200_000n - 30_000n);
    } finally {
      await setLimits(t, null);
    }
  }, 60_000);

  it('a closed house venue takes no bet and writes nothing', async () => {
    const p = await sportsPlayer(t, 20, 20);
    const f = await twoWay();
    const venue = (enabled: number) =>
      t.store.db.updateTable('venues').set({ enabled }).where('platname', '=', 'house').execute();
    await venue(0);
    try {
      expect(
        await bet(p, {
          legs: [{ fixture: f.id, market: f.markets[0], selection: 'home', odds: 2 }],
          stake: 10,
        }),
      ).toMatchObject({ status: 422, message: MSG.houseVenueDisabled });
    } finally {
      await venue(1);
    }
    expect(await betsOf(p.userId)).toHaveLength(0);
    expect(await wallet(p)).toBe(2_000n);
  });

  it('bad input answers 400 with the message, never a 500', async () => {
    const p = await sportsPlayer(t, 0, 0);
    const f = await twoWay();
    const leg = { fixture: f.id, market: f.markets[0], selection: 'home', odds: 2 };
    expect(await bet(p, { legs: [], stake: 10 })).toMatchObject({
      status: 400,
      message: MSG.sportsNoLegs,
    });
    expect(await bet(p, { legs: Array.from({ length: 11 }, () => leg), stake: 10 })).toMatchObject({
      status: 400,
      message: MSG.sportsTooManyLegs,
    });
    expect(await bet(p, { legs: [leg], stake: 0 })).toMatchObject({
      status: 400,
      message: MSG.sportsStakeInvalid,
    });
    expect(await bet(p, { legs: [{ ...leg, odds: '1.001' }], stake: 10 })).toMatchObject({
      status: 400,
      message: MSG.sportsOddsInvalid,
    });
    expect(await bet(p, { legs: [leg], stake: 10, accept: 'maybe' })).toMatchObject({
      status: 400,
      message: MSG.sportsAcceptInvalid,
    });
    expect(await bet(p, { legs: [leg], stake: 10 })).toMatchObject({
      status: 422,
      message: MSG.insufficientBalance,
    });
    expect(fen('0.00')).toBe(0n);
  });
});
