import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { createContext } from '../../platform/context.ts';
import { beijingDayStart } from '../../platform/time.ts';
import { updateWalletSettings } from '../wallet/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { VenueError } from '../venues/index.ts';
import { playerRefFor } from '../venues/index.ts';
import { BET_RECORDS_PAGE_SIZE, validBetsSince } from './bets.service.ts';
import { bet, installFakeVenues, type FakeFeeds } from './bets.test-helpers.ts';
import { BET_REFRESH_MIN_INTERVAL_MS, pullBetRecords } from './pull.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_DATABASES)('POST /api/betrecord and turnover on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ctx: ReturnType<typeof createContext>;
  let feeds: FakeFeeds;

  beforeAll(async () => {
    t = await startTestApp(kind, { paySandbox: true });
    ctx = t.ctx;
    feeds = installFakeVenues(t.ctx);
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  let serial = 0;
  async function player(): Promise<{ userId: number; ref: string; token: string }> {
    serial += 1;
    const name = `bet${kind.slice(0, 2)}${serial}${Date.now().toString(36).slice(-5)}`;
    const token = await registerPlayer(t.app, name);
    expect((await call(t.app, '/api/balancelist', {}, token)).code).toBe(200);
    const me = await call(t.app, '/api/user', {}, token);
    return { userId: me.data.id, ref: playerRefFor(me.data.id), token };
  }

  /** Stores a record as the puller would (the puller is tested on its own). */
  let betSerial = 0;
  async function stored(
    userId: number,
    row: {
      platname: string;
      status: number;
      betAt: number;
      validMinor?: bigint;
      betMinor?: bigint;
      winLossMinor?: bigint;
      gameCode?: string;
    },
  ): Promise<string> {
    betSerial += 1;
    const betId = `R${kind}${betSerial}${Date.now().toString(36)}`;
    await t.store.db
      .insertInto('bet_records')
      .values({
        user_id: userId,
        platname: row.platname,
        bet_id: betId,
        game_code: row.gameCode ?? 'zz-bets-slot',
        bet_minor: row.betMinor ?? row.validMinor ?? 1_000n,
        valid_bet_minor: row.validMinor ?? 1_000n,
        win_loss_minor: row.winLossMinor ?? 0n,
        status: row.status,
        bet_at: row.betAt,
        created_at: Date.now(),
      })
      .execute();
    return betId;
  }

  const betrecord = (token: string, body: Record<string, unknown>) =>
    call(t.app, '/api/betrecord', body, token);

  it('brings the records up to date first; a venue that is down does not fail the call', async () => {
    const p = await player();
    const fresh = bet(p.ref, { gameCode: 'esports-game', validBetMinor: 2_000n, betMinor: 2_000n });
    feeds.add('demo10', fresh);
    feeds.failWith('demo9', new VenueError('timeout', 'demo9: venue timed out'));
    try {
      const answer = await betrecord(p.token, { date: 1, page: 1, api_type: 'demo10' });
      expect(answer).toMatchObject({ status: 200, code: 200 });
      expect(answer.data.order.data.map((r: { bet_id: string }) => r.bet_id)).toEqual([
        fresh.betId,
      ]);
      expect(answer.data.statistics.total_valid_bets).toBe('20.00');
    } finally {
      feeds.failWith('demo9', undefined);
    }
  });

  it('needs a login and a valid payload', async () => {
    expect((await call(t.app, '/api/betrecord', { date: 4, page: 1, api_type: '' })).status).toBe(
      401,
    );
    const p = await player();
    expect(await betrecord(p.token, { date: 9, page: 1, api_type: '' })).toMatchObject({
      status: 400,
      message: MSG.badRequest,
    });
    // Nothing sent: the defaults (last 30 days, page 1, every venue).
    const empty = await betrecord(p.token, {});
    expect(empty.data).toEqual({
      order: { data: [], total: 0, current_page: 1, last_page: 1 },
      statistics: {
        total_valid_bets: '0.00',
        reduced_loss: '0.00',
        wash_code_turnover: '0.00',
        total_rebate_amount: '0.00',
      },
      platforms: [],
    });
  });

  it('pages newest first and filters by date code and platform, with statistics of the filter', async () => {
    const p = await player();
    const other = await player();
    const now = Date.now();
    // Never before today's Beijing midnight, whatever the hour the test runs.
    const today = Math.max(beijingDayStart(now), now - 120_000);

    // The catalogue names the game; of two rows (two categories), the first one.
    const CATEGORY = { img: '', sort: 0, enabled: 1, created_at: now };
    const category = await t.store.db
      .insertInto('game_categories')
      .values({ ...CATEGORY, code: 9900 + serial, slug: `bets-test-${kind}`, name: '测试' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category2 = await t.store.db
      .insertInto('game_categories')
      .values({ ...CATEGORY, code: 9950 + serial, slug: `bets-test2-${kind}`, name: '测试2' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [categoryId, name] of [
      [category.id, '测试老虎机'],
      [category2.id, '别名'],
    ] as const) {
      await t.store.db
        .insertInto('games')
        .values({
          category_id: categoryId,
          platname: 'demo1',
          catecode: 'test',
          name,
          game_type: 1,
          game_code: 'zz-bets-slot',
          img: '',
          hot: 0,
          status: 1,
          sort: 0,
          created_at: now,
        })
        .execute();
    }

    const agIds: string[] = [];
    for (let i = 0; i < 17; i++) {
      agIds.push(
        await stored(p.userId, {
          platname: 'demo1',
          status: 1,
          betAt: today + 60_000 - i * 1000,
          validMinor: 1_000n,
          winLossMinor: i % 2 === 0 ? 950n : -1_000n,
        }),
      );
    }
    const open = await stored(p.userId, {
      platname: 'demo2',
      status: 2,
      betAt: today + 10_000,
      betMinor: 5_000n,
      validMinor: 0n,
    });
    await stored(p.userId, {
      platname: 'demo2',
      status: 0,
      betAt: now - 5 * DAY_MS,
      validMinor: 3_000n,
    });
    const ppLoss = await stored(p.userId, {
      platname: 'demo6',
      status: 1,
      betAt: now - 10 * DAY_MS,
      validMinor: 2_550n,
      betMinor: 3_000n,
      winLossMinor: -1_250n,
      gameCode: 'unknown-game',
    });
    const oldest = await stored(p.userId, {
      platname: 'demo6',
      status: 1,
      betAt: now - 20 * DAY_MS,
      validMinor: 700n,
    });
    await stored(p.userId, {
      platname: 'demo1',
      status: 1,
      betAt: now - 40 * DAY_MS,
      validMinor: 9_900n,
    });
    await stored(other.userId, { platname: 'demo1', status: 1, betAt: today, validMinor: 50_000n });

    const first = await betrecord(p.token, { date: 4, page: 1, api_type: '' });
    expect(first.code).toBe(200);
    expect(first.data.order).toMatchObject({ total: 21, current_page: 1, last_page: 2 });
    expect(first.data.order.data).toHaveLength(BET_RECORDS_PAGE_SIZE);
    expect(first.data.order.data.map((r: { bet_id: string }) => r.bet_id)).toEqual(
      agIds.slice(0, BET_RECORDS_PAGE_SIZE),
    );
    expect(first.data.order.data[0]).toMatchObject({
      plays: '测试老虎机',
      game_code: 'zz-bets-slot',
      platform_type: 'demo1',
      plat_name: '演示真人一',
      status: 1,
      status_name: '已结算',
      bet_amount: '10.00',
      valid_bet: '10.00',
      win_loss: '9.50',
    });
    expect(first.data.order.data[0].bet_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(first.data.statistics).toEqual({
      total_valid_bets: '202.50',
      reduced_loss: '0.00',
      wash_code_turnover: '202.50',
      total_rebate_amount: '0.00',
    });

    const second = await betrecord(p.token, { date: '4', page: '2', api_type: '' });
    expect(second.data.order).toMatchObject({ total: 21, current_page: 2, last_page: 2 });
    const secondRows = second.data.order.data as { bet_id: string; status_name: string }[];
    expect(secondRows).toHaveLength(6);
    expect(secondRows.at(-1)?.bet_id).toBe(oldest);
    expect(secondRows.find((r) => r.bet_id === open)?.status_name).toBe('未结算');
    expect(secondRows.map((r) => r.status_name)).toContain('无效');
    expect(second.data.statistics.total_valid_bets).toBe('202.50');

    const stats = async (date: number, apiType = '') =>
      (await betrecord(p.token, { date, page: 1, api_type: apiType })).data;
    expect((await stats(1)).order.total).toBe(18);
    expect((await stats(1)).statistics.total_valid_bets).toBe('170.00');
    expect((await stats(2)).order.total).toBe(19);
    expect((await stats(2)).statistics.total_valid_bets).toBe('170.00');
    expect((await stats(3)).order.total).toBe(20);
    expect((await stats(3)).statistics.wash_code_turnover).toBe('195.50');

    const slots = await stats(4, 'demo6');
    expect(slots.order.data.map((r: { bet_id: string }) => r.bet_id)).toEqual([ppLoss, oldest]);
    expect(slots.order.data[0]).toMatchObject({
      plays: 'unknown-game',
      plat_name: '演示电子三',
      bet_amount: '30.00',
      valid_bet: '25.50',
      win_loss: '-12.50',
    });
    expect(slots.statistics.total_valid_bets).toBe('32.50');

    const unknown = await stats(4, 'nosuchvenue');
    expect(unknown.order).toEqual({ data: [], total: 0, current_page: 1, last_page: 1 });
    expect(unknown.statistics.total_valid_bets).toBe('0.00');

    // A page past the end is empty, with the real total.
    const beyond = await betrecord(p.token, { date: 4, page: 5, api_type: '' });
    expect(beyond.data.order).toMatchObject({ data: [], total: 21, current_page: 5 });
  });

  it('settled valid bets reduce the turnover requirement of getBetAmount', async () => {
    await updateWalletSettings(ctx, { turnover_multiple: '1.00' });
    try {
      const p = await player();
      const depositNo = (
        await call(t.app, '/api/recharge', { paytype: 'usdt', amount: 20 }, p.token)
      ).message;
      await call(t.app, '/api/pay/sandbox/pay', { deposit_no: depositNo }, p.token);
      const betAmount = async () =>
        (await call(t.app, '/api/getBetAmount', {}, p.token)).data.bet_amount;
      expect(await betAmount()).toBe('144.00');

      feeds.add(
        'demo1',
        bet(p.ref, { validBetMinor: 3_000n, betMinor: 3_000n }),
        bet(p.ref, { status: 2, validBetMinor: 0n, betMinor: 10_000n }),
        bet(p.ref, { status: 0, validBetMinor: 5_000n }),
      );
      feeds.add('demo6', bet(p.ref, { validBetMinor: 1_450n, betMinor: 2_000n }));
      await pullBetRecords(ctx);
      expect(await validBetsSince(ctx, p.userId, 0)).toBe(4_450n);
      expect(await betAmount()).toBe('99.50');
      // Done + left = required: 44.50 + 99.50 = 144.00.
      expect((await call(t.app, '/api/getBetAmount', {}, p.token)).data).toMatchObject({
        bet_required: '144.00',
        bet_done: '44.50',
      });

      // getBetAmount brings the records up to date itself (once the throttle has passed).
      await sleep(BET_REFRESH_MIN_INTERVAL_MS + 100);
      feeds.add('demo2', bet(p.ref, { validBetMinor: 20_000n, betMinor: 20_000n }));
      expect(await betAmount()).toBe('0.00');
      // More played than required: done stops at the requirement.
      expect((await call(t.app, '/api/getBetAmount', {}, p.token)).data).toMatchObject({
        bet_required: '144.00',
        bet_done: '144.00',
      });
    } finally {
      await updateWalletSettings(ctx, { turnover_multiple: '0.00' });
    }
  });
});
