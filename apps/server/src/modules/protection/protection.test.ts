import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { manualClock } from '../../platform/time.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { MoneyLimit, ProtectionStatus } from '@app/contract/protection';
import { creditFromHouse, verifyLedger } from '../ledger/index.ts';
import { call, refusalOf, registerPlayer, startTestApp } from '../../test/app.ts';
import { withPayBank } from '../../test/pay-banks.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { admitPromotion } from './index.ts';

/** 2026-11-23 12:00:05 Beijing: inside an issue of both demo lotteries. */
const START = Date.UTC(2026, 10, 23, 4, 0, 5);
const HOUR = 3_600_000;
const PASSWORD = 'secret123';

describe.each(TEST_DATABASES)('player protection on %s', (kind) => {
  const clock = manualClock(START);
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let serial = 0;
  const name = () => `pp${kind.slice(0, 2)}${(serial += 1)}${Date.now().toString(36).slice(-5)}`;

  beforeAll(async () => {
    t = await startTestApp(kind, { paySandbox: true }, { clock });
    await withPayBank(t.ctx); // deposits by bank card need a receiving account
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  /** A registered player with `yuan` on the wallet. */
  const player = async (yuan = 0) => {
    const token = await registerPlayer(t.app, name(), PASSWORD);
    const userId: number = (await call(t.app, '/api/user', {}, token)).data.id;
    if (yuan > 0) {
      await inTransaction(t.store, (tx) =>
        creditFromHouse(t.ctx, tx, {
          userId,
          purpose: 'demo_credit',
          amountMinor: BigInt(yuan) * 100n,
          key: `protection-test:${userId}`,
          kind: 'demo_credit',
        }),
      );
    }
    return { token, userId };
  };
  let orders = 0;
  const orderId = () => `P${Date.now().toString(36)}${(orders += 1)}`;
  const getJson = async (url: string, token: string) =>
    (
      await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
    ).json();
  const status = async (token: string): Promise<ProtectionStatus> =>
    (await call(t.app, '/api/responsible', {}, token)).data;
  const limitOf = (s: ProtectionStatus, k: string, p: string): MoneyLimit => {
    const found = s.limits.find((l) => l.kind === k && l.period === p);
    if (!found) throw new Error(`no ${k}:${p} limit in the status`);
    return found;
  };
  const setLimit = (token: string, kind_: string, period: string, amount: unknown) =>
    call(t.app, '/api/responsible/limit', { kind: kind_, period, amount }, token);
  const bankDeposit = (token: string, amount: number) =>
    call(
      t.app,
      '/api/recharge',
      {
        paytype: 'bank',
        amount,
        bank: '中国银行',
        bank_address: '北京',
        bank_no: '6217000011112222',
        bank_owner: '张三',
      },
      token,
    );
  const toVenue = (token: string, amount: number) =>
    call(t.app, '/api/transfer', { amount, sourcetype: 'userbalance', targettype: 'demo1' }, token);
  const launch = (token: string) =>
    call(
      t.app,
      '/api/getGameUrl',
      { plat_name: 'demo4', game_type: 3, game_code: 'slot-fruit' },
      token,
    );
  const lotteryOrder = async (token: string, yuan: number) => {
    const room = (await getJson('/api/lotteryRoom?room_id=3', token)).data;
    const amount = yuan.toFixed(2);
    return call(
      t.app,
      '/api/lotteryOrder',
      {
        room_id: 3,
        expect: room.nextexpect,
        order: { id: orderId(), total: amount, data: [['单', 'odd', amount]] },
      },
      token,
    );
  };

  it('lowers a limit at once; a raise or removal waits 24 hours and a second confirmation', async () => {
    const { token } = await player();
    const set = await setLimit(token, 'deposit', 'day', '500');
    expect(set.code).toBe(200);
    expect(limitOf(set.data, 'deposit', 'day')).toMatchObject({ amount: '500.00', pending: null });
    // Lower: at once.
    expect(
      limitOf((await setLimit(token, 'deposit', 'day', 300)).data, 'deposit', 'day'),
    ).toMatchObject({
      amount: '300.00',
      pending: null,
    });
    // Raise: waits.
    const raised = limitOf((await setLimit(token, 'deposit', 'day', 800)).data, 'deposit', 'day');
    expect(raised).toMatchObject({ amount: '300.00', pending: { value: '800.00', ready: 0 } });
    const early = await call(t.app, '/api/responsible/confirm', { id: raised.pending!.id }, token);
    expect(early.status).toBe(409);
    expect(early.message).toContain('24小时');
    clock.advance(24 * HOUR);
    const confirmed = await call(
      t.app,
      '/api/responsible/confirm',
      { id: raised.pending!.id },
      token,
    );
    expect(limitOf(confirmed.data, 'deposit', 'day')).toMatchObject({
      amount: '800.00',
      pending: null,
    });
    // Removal waits too, and can be dropped.
    const removal = limitOf((await setLimit(token, 'deposit', 'day', '')).data, 'deposit', 'day');
    expect(removal).toMatchObject({ amount: '800.00', pending: { value: null } });
    const cancelled = await call(
      t.app,
      '/api/responsible/cancel',
      { id: removal.pending!.id },
      token,
    );
    expect(limitOf(cancelled.data, 'deposit', 'day')).toMatchObject({
      amount: '800.00',
      pending: null,
    });
    // A lower limit while a raise waits drops the raise.
    await setLimit(token, 'deposit', 'week', 1000);
    await setLimit(token, 'deposit', 'week', 2000);
    const lowered = limitOf(
      (await setLimit(token, 'deposit', 'week', 900)).data,
      'deposit',
      'week',
    );
    expect(lowered).toMatchObject({ amount: '900.00', pending: null });
    // Bad input: 4xx, nothing written.
    expect((await setLimit(token, 'deposit', 'year', 5)).status).toBe(400);
    expect((await setLimit(token, 'deposit', 'day', -5)).status).toBe(400);
    expect((await setLimit(token, 'deposit', 'day', '1e3')).status).toBe(400);
    expect((await call(t.app, '/api/responsible/confirm', { id: 999_999 }, token)).status).toBe(
      404,
    );
  });

  it('refuses deposit orders past the deposit limit, saying the limit and until when', async () => {
    const { token } = await player();
    await setLimit(token, 'deposit', 'day', 250);
    expect((await bankDeposit(token, 100)).code).toBe(200);
    expect((await bankDeposit(token, 100)).code).toBe(200);
    const refused = await bankDeposit(token, 100);
    expect(refused.status).toBe(422);
    expect(refused.message).toMatch(
      /24小时充值限额 250\.00 元（已用 200\.00 元），2026-11-2\d \d\d:\d\d后可再充值/,
    );
    // The auto (USDT) order counts the yuan it credits: 20 USDT at 7.20 is 144.00.
    const auto = await call(t.app, '/api/recharge', { paytype: 'usdt', amount: 20 }, token);
    expect(auto.status).toBe(422);
    expect(limitOf(await status(token), 'deposit', 'day')).toMatchObject({ used: '200.00' });
    // The week's limit is lower still: the lowest applies.
    await setLimit(token, 'deposit', 'week', 210);
    expect(
      (await call(t.app, '/api/recharge', { paytype: 'usdt', amount: 10 }, token)).message,
    ).toContain('7天充值限额 210.00 元');
  });

  it('refuses stakes past the loss limit: lottery orders, transfers into a venue and launches', async () => {
    const { token } = await player(1000);
    await setLimit(token, 'loss', 'day', 50);
    expect((await toVenue(token, 30)).code).toBe(200);
    const over = await toVenue(token, 30);
    expect(over.status).toBe(422);
    expect(over.message).toContain('24小时亏损限额 50.00 元（已亏损 30.00 元）');
    const overOrder = await lotteryOrder(token, 25);
    expect(overOrder.status).toBe(422);
    expect(overOrder.message).toContain('亏损限额');
    expect((await lotteryOrder(token, 20)).code).toBe(200);
    // Nothing more may be lost: a launch is refused too.
    const launched = await launch(token);
    expect(launched.status).toBe(422);
    expect(launched.message).toContain('亏损限额');
    expect(limitOf(await status(token), 'loss', 'day')).toMatchObject({ used: '50.00' });
    // Money back from the venue makes room again.
    const back = await call(
      t.app,
      '/api/transfer',
      { amount: 30, sourcetype: 'demo1', targettype: 'userbalance' },
      token,
    );
    expect(back.code).toBe(200);
    expect((await lotteryOrder(token, 10)).code).toBe(200);
  });

  it('a time-out refuses deposits, stakes and promotions until its end; login, records and withdrawal still work', async () => {
    const p = await player(500);
    const out = await call(t.app, '/api/responsible/timeout', { days: 1 }, p.token);
    expect(out.data.block).toMatchObject({ kind: 'timeout', by: 'player' });
    const until = out.data.block.until.slice(0, 16);
    const message = MSG.protectionTimeoutActive.replace('{until}', until);
    for (const refused of [
      await bankDeposit(p.token, 100),
      await call(t.app, '/api/recharge', { paytype: 'usdt', amount: 20 }, p.token),
      await toVenue(p.token, 10),
      await lotteryOrder(p.token, 10),
      await launch(p.token),
    ]) {
      expect(refused).toMatchObject({ status: 403, message });
    }
    for (const promotion of ['redpacket', 'activity'] as const) {
      expect(
        await refusalOf(
          inTransaction(t.store, (tx) =>
            admitPromotion(t.ctx, tx, { userId: p.userId, kind: promotion, amountMinor: 100n }),
          ),
        ),
      ).toMatchObject({ code: 403, message });
    }
    // Still a player: logs in, sees records, withdraws.
    const username = (await call(t.app, '/api/user', {}, p.token)).data.username;
    const login = await call(t.app, '/api/login_pc', { name: username, password: PASSWORD });
    expect(login.code).toBe(200);
    expect(
      (await call(t.app, '/api/gettransrecord', { type: 1, date: 1, page: 1 }, p.token)).code,
    ).toBe(200);
    const card = await call(
      t.app,
      '/api/bindcard',
      {
        bank_owner: '张三',
        bank: '中国工商银行',
        bank_address: '北京分行',
        bank_no: '6222021234567890123',
        pay_pass: PASSWORD,
        ico: '',
      },
      p.token,
    );
    expect(card.code, card.message).toBe(200);
    const withdrawal = await call(
      t.app,
      '/api/withdraw',
      { amount: 100, bank: card.data.id, password: PASSWORD },
      p.token,
    );
    expect(withdrawal.code, withdrawal.message).toBe(200);
    // Over when it ends.
    clock.advance(24 * HOUR + 1000);
    expect((await lotteryOrder(p.token, 10)).code).toBe(200);
  });

  it('an exclusion can be lengthened but never shortened; for good says so', async () => {
    const { token } = await player(100);
    const six = await call(t.app, '/api/responsible/exclude', { term: '6m' }, token);
    expect(six.data.block).toMatchObject({ kind: 'exclusion' });
    const shorter = await call(t.app, '/api/responsible/timeout', { days: 7 }, token);
    expect(shorter).toMatchObject({ status: 403, message: MSG.protectionExclusionShorter });
    const forever = await call(t.app, '/api/responsible/exclude', { term: 'forever' }, token);
    expect(forever.data.block).toMatchObject({ kind: 'exclusion', until: null });
    expect(await toVenue(token, 10)).toMatchObject({
      status: 403,
      message: MSG.protectionExcludedForever,
    });
    expect(await call(t.app, '/api/responsible/exclude', { term: '5y' }, token)).toMatchObject({
      status: 403,
    });
    const { username } = (await call(t.app, '/api/user', {}, token)).data;
    clock.advance(10 * 365 * 24 * HOUR);
    // Ten years on the session has long expired: a new sign-in is refused the stake all the same.
    const login = await call(t.app, '/api/login_pc', { name: username, password: PASSWORD });
    expect(login.code).toBe(200);
    expect((await toVenue(login.data.api_token, 10)).status).toBe(403);
    clock.set(START);
  });

  it('ends play at the session time limit until a break, and the reality check sees the session', async () => {
    clock.set(START + 200 * 24 * HOUR);
    const { token } = await player(100);
    const set = await call(t.app, '/api/responsible/session', { minutes: 30 }, token);
    expect(set.data.session_minutes).toBe(30);
    expect((await launch(token)).code).toBe(200);
    const started = clock.now();
    expect((await status(token)).play).toMatchObject({ started_at: started });
    clock.advance(20 * 60_000);
    expect((await launch(token)).code).toBe(200);
    clock.advance(20 * 60_000);
    const ended = await launch(token);
    expect(ended.status).toBe(422);
    expect(ended.message).toContain('时长上限（30分钟）');
    // After a 30-minute break a new session begins.
    clock.advance(30 * 60_000);
    expect((await launch(token)).code).toBe(200);
    expect((await status(token)).play.started_at).toBe(clock.now());
    // 退出游戏 ends the session; at the limit it does not skip the break.
    expect((await call(t.app, '/api/responsible/stop', {}, token)).data.play.started_at).toBeNull();
    expect((await launch(token)).code).toBe(200);
    clock.advance(31 * 60_000 - 1);
    // A heartbeat of the open game keeps the session going.
    const game = (await launch(token)).data.game_id;
    clock.advance(20 * 60_000);
    await call(t.app, '/api/gameHeartbeat', { id: game }, token);
    clock.advance(20 * 60_000);
    expect((await launch(token)).message).toContain('时长上限');
    await call(t.app, '/api/responsible/stop', {}, token);
    expect((await launch(token)).message).toContain('时长上限');
    clock.set(START);
  });

  it('never passes a limit under 100 simultaneous requests', async () => {
    const deposits = await player();
    await setLimit(deposits.token, 'deposit', 'day', 500);
    const orders = await Promise.all(
      Array.from({ length: 100 }, () => bankDeposit(deposits.token, 100)),
    );
    expect(orders.filter((o) => o.code === 200)).toHaveLength(5);
    expect(orders.every((o) => o.code === 200 || o.status === 422)).toBe(true);

    const venue = await player(1000);
    await setLimit(venue.token, 'loss', 'day', 100);
    const moves = await Promise.all(Array.from({ length: 100 }, () => toVenue(venue.token, 5)));
    expect(moves.filter((o) => o.code === 200)).toHaveLength(20);

    const lottery = await player(1000);
    await setLimit(lottery.token, 'loss', 'day', 100);
    const room = (await getJson('/api/lotteryRoom?room_id=3', lottery.token)).data;
    const bets = await Promise.all(
      Array.from({ length: 100 }, () =>
        call(
          t.app,
          '/api/lotteryOrder',
          {
            room_id: 3,
            expect: room.nextexpect,
            order: { id: orderId(), total: '10.00', data: [['单', 'odd', '10.00']] },
          },
          lottery.token,
        ),
      ),
    );
    expect(bets.filter((o) => o.code === 200)).toHaveLength(10);
    expect(limitOf(await status(lottery.token), 'loss', 'day')).toMatchObject({ used: '100.00' });
  });
});

/**
 * One clock: a deposit order and the protection record that admitted it are stamped by the app's
 * clock, so that the order counts in the limit windows the admission measured, also when the
 * app's clock is far from the machine's (a test clock, a replay).
 */
describe.each(TEST_DATABASES)('deposits on a clock far from wall time on %s', (kind) => {
  /** 2031-06-01 12:00 Beijing: years from any machine's time when this runs. */
  const FAR = Date.UTC(2031, 5, 1, 4, 0, 0);
  const clock = manualClock(FAR);
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind, { paySandbox: true }, { clock });
    await withPayBank(t.ctx); // deposits by bank card need a receiving account
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const bankDeposit = (token: string, amount: number) =>
    call(
      t.app,
      '/api/recharge',
      {
        paytype: 'bank',
        amount,
        bank: '中国银行',
        bank_address: '北京',
        bank_no: '6217000011112222',
        bank_owner: '张三',
      },
      token,
    );

  it('stamps the order and its protection record with the same time, and counts it against the limits', async () => {
    const token = await registerPlayer(
      t.app,
      `far${kind.slice(0, 2)}${(serialFar += 1)}${Date.now().toString(36).slice(-5)}`,
      PASSWORD,
    );
    const userId: number = (await call(t.app, '/api/user', {}, token)).data.id;
    expect((await bankDeposit(token, 100)).code).toBe(200);
    const order = await t.store.db
      .selectFrom('deposits')
      .select('created_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const profile = await t.store.db
      .selectFrom('protection_profiles')
      .select('updated_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(order.created_at).toBe(FAR);
    expect(profile.updated_at).toBe(order.created_at);

    // The order counts in the day's window the admission measures on the same clock.
    clock.advance(HOUR);
    await call(
      t.app,
      '/api/responsible/limit',
      { kind: 'deposit', period: 'day', amount: 150 },
      token,
    );
    const refused = await bankDeposit(token, 100);
    expect(refused.status).toBe(422);
    expect(refused.message).toContain('24小时充值限额 150.00 元（已用 100.00 元）');
  });
});
let serialFar = 0;
