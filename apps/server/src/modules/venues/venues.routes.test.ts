import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { inTransaction } from '../../platform/db/transaction.ts';
import { creditFromHouse, playerBalance } from '../ledger/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { venueWalletCode as venueAccountCode } from '../ledger/index.ts';
import { totalVenueBalanceMinor, VENUE_SEED, venueTransferRecords } from './index.ts';
import { DEMO_TEST_VENUES } from '../../test/demo-venues.ts';

describe.each(TEST_DATABASES)('venue wallets and transfers on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const ctx = () => t.ctx;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  let serial = 0;
  /** A registered player credited with `yuan` through the ledger. */
  async function fundedPlayer(yuan: number): Promise<{ token: string; userId: number }> {
    serial += 1;
    const name = `venue${kind.slice(0, 2)}${serial}${Date.now().toString(36).slice(-4)}`.slice(
      0,
      16,
    );
    const token = await registerPlayer(t.app, name);
    const user = await t.store.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', name)
      .executeTakeFirstOrThrow();
    if (yuan > 0) {
      await inTransaction(t.store, (tx) =>
        creditFromHouse(t.ctx, tx, {
          userId: user.id,
          purpose: 'demo_credit',
          amountMinor: BigInt(yuan) * 100n,
          key: `test-credit:${user.id}`,
          kind: 'demo_credit',
        }),
      );
    }
    return { token, userId: user.id };
  }

  const balanceOf = async (token: string) =>
    (await call(t.app, '/api/balance', {}, token)).data.balance;
  const venueBalance = async (token: string, platname: string) => {
    const list = await call(t.app, '/api/balancelist', {}, token);
    return list.data.find((v: { platname: string }) => v.platname === platname)?.balance;
  };
  const transfer = (token: string, body: Record<string, unknown>) =>
    call(t.app, '/api/transfer', body, token);

  it('lists every venue with the player balance there, registering the player on first use', async () => {
    const { token, userId } = await fundedPlayer(0);
    const list = await call(t.app, '/api/balancelist', {}, token);
    expect(list.code).toBe(200);
    expect(list.data.map((v: { platname: string }) => v.platname)).toEqual([
      ...VENUE_SEED.map((v) => v.platname),
      ...DEMO_TEST_VENUES.map((v) => v.platname),
    ]);
    expect(list.data[0]).toMatchObject({ platname: 'house', name: '自营游戏' });
    expect(list.data[1]).toEqual({
      platname: 'demo1',
      name: '演示真人一',
      category: 'live',
      balance: '0.00',
    });
    const accounts = await t.store.db
      .selectFrom('venue_accounts')
      .select('platname')
      .where('user_id', '=', userId)
      .execute();
    expect(accounts).toHaveLength(VENUE_SEED.length + DEMO_TEST_VENUES.length);
    expect((await call(t.app, '/api/balancelist', {})).status).toBe(401);
  });

  it('moves money into a venue and back, through the ledger', async () => {
    const { token, userId } = await fundedPlayer(1000);
    const into = await transfer(token, {
      amount: '100.50',
      sourcetype: 'userbalance',
      targettype: 'demo1',
    });
    expect(into).toMatchObject({ code: 200, message: MSG.ok });
    expect(into.data).toMatchObject({
      platname: 'demo1',
      direction: 'in',
      amount: '100.50',
      state: 1,
    });
    expect(into.data.order_no).toMatch(/^VT[0-9A-Z]+$/);
    expect(await balanceOf(token)).toBe('899.50');
    expect(await venueBalance(token, 'demo1')).toBe('100.50');

    const out = await transfer(token, {
      amount: 40,
      sourcetype: 'demo1',
      targettype: 'userbalance',
    });
    expect(out.data).toMatchObject({ direction: 'out', amount: '40.00', state: 1 });
    expect(await balanceOf(token)).toBe('939.50');
    expect(await venueBalance(token, 'demo1')).toBe('60.50');
    expect(await totalVenueBalanceMinor(ctx(), userId)).toBe(6050n);

    const account = await t.store.db
      .selectFrom('ledger_accounts')
      .select(['balance_minor', 'kind', 'allow_negative'])
      .where('code', '=', venueAccountCode(userId, 'demo1'))
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ balance_minor: 6050n, kind: 'player_venue', allow_negative: 1 });

    const records = await venueTransferRecords(ctx(), userId, {
      direction: 'in',
      sinceMs: 0,
      page: 1,
      pageSize: 10,
    });
    expect(records.total).toBe(1);
    expect(records.rows[0]).toMatchObject({
      platname: 'demo1',
      name: '演示真人一',
      amount_minor: 10050n,
      state: 1,
      order_no: into.data.order_no,
    });
  });

  it('answers the rules of the transfer form with the spec messages', async () => {
    const { token } = await fundedPlayer(50);
    const base = { sourcetype: 'userbalance', targettype: 'demo2' };
    expect(await transfer(token, base)).toMatchObject({
      status: 400,
      message: MSG.transferAmountRequired,
    });
    expect(await transfer(token, { ...base, amount: '' })).toMatchObject({
      status: 400,
      message: MSG.transferAmountRequired,
    });
    expect(await transfer(token, { ...base, amount: 0 })).toMatchObject({
      status: 400,
      message: MSG.transferAmountPositive,
    });
    expect(await transfer(token, { ...base, amount: '-5' })).toMatchObject({
      status: 400,
      message: MSG.transferAmountPositive,
    });
    expect(await transfer(token, { ...base, amount: '1.234' })).toMatchObject({
      status: 400,
      message: MSG.amountInvalid,
    });
    expect(
      await transfer(token, { amount: 10, sourcetype: 'demo1', targettype: 'demo2' }),
    ).toMatchObject({ status: 400, message: MSG.venueToVenue });
    expect(
      await transfer(token, { amount: 10, sourcetype: 'userbalance', targettype: 'userbalance' }),
    ).toMatchObject({ status: 400, message: MSG.transferSameWallet });
    expect(await transfer(token, { ...base, amount: 10, targettype: 'nope' })).toMatchObject({
      status: 400,
      message: MSG.venueUnknown,
    });
    expect(await transfer(token, { ...base, amount: 50.01 })).toMatchObject({
      status: 422,
      message: MSG.insufficientBalance,
    });
    // More than the venue wallet holds: the venue refuses, nothing moves, the row says failed.
    expect(
      await transfer(token, { amount: 1, sourcetype: 'demo2', targettype: 'userbalance' }),
    ).toMatchObject({ status: 422, message: MSG.insufficientBalance });
    expect(await balanceOf(token)).toBe('50.00');
    expect((await call(t.app, '/api/transfer', { ...base, amount: 1 })).status).toBe(401);
  });

  it('refuses manual transfers while automatic transfer is on', async () => {
    const { token } = await fundedPlayer(20);
    const on = await call(t.app, '/api/uptransferstatus', { transferstatus: 1 }, token);
    expect(on).toMatchObject({ code: 200, message: MSG.ok, data: { transferstatus: 1 } });
    expect((await call(t.app, '/api/user', {}, token)).data.transferstatus).toBe(1);
    expect(
      await transfer(token, { amount: 5, sourcetype: 'userbalance', targettype: 'demo1' }),
    ).toMatchObject({ status: 422, message: MSG.autoTransferOn });
    expect(await call(t.app, '/api/uptransferstatus', { transferstatus: 2 }, token)).toMatchObject({
      status: 400,
    });
    const off = await call(t.app, '/api/uptransferstatus', { transferstatus: '0' }, token);
    expect(off.data).toEqual({ transferstatus: 0 });
    expect(
      (await transfer(token, { amount: 5, sourcetype: 'userbalance', targettype: 'demo1' })).code,
    ).toBe(200);
  });

  it('recovers every venue balance with one call', async () => {
    const { token, userId } = await fundedPlayer(300);
    for (const [platname, amount] of [
      ['demo1', 10],
      ['demo6', 20.5],
      ['demo9', 30],
    ] as const) {
      expect(
        (await transfer(token, { amount, sourcetype: 'userbalance', targettype: platname })).code,
      ).toBe(200);
    }
    expect(await balanceOf(token)).toBe('239.50');
    const all = await call(t.app, '/api/transall', {}, token);
    expect(all).toMatchObject({ code: 200, message: '操作成功' });
    expect(all.data).toEqual({ recovered: '60.50', pending: 0, failed: 0 });
    expect(await balanceOf(token)).toBe('300.00');
    const list = await call(t.app, '/api/balancelist', {}, token);
    expect(list.data.every((v: { balance: string }) => v.balance === '0.00')).toBe(true);
    expect(await totalVenueBalanceMinor(ctx(), userId)).toBe(0n);
    // Nothing left: recovering again moves nothing.
    expect((await call(t.app, '/api/transall', {}, token)).data.recovered).toBe('0.00');
    const outs = await venueTransferRecords(ctx(), userId, {
      direction: 'out',
      sinceMs: 0,
      page: 1,
      pageSize: 50,
    });
    expect(outs.total).toBe(3);
  });

  it('refreshusermoney answers the player profile', async () => {
    const { token } = await fundedPlayer(12);
    const info = await call(t.app, '/api/refreshusermoney', {}, token);
    expect(info.code).toBe(200);
    expect(info.data).toMatchObject({ balance: '12.00', transferstatus: 0 });
  });

  it('a replayed Idempotency-Key moves nothing', async () => {
    const { token, userId } = await fundedPlayer(100);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/transfer',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': 'transfer-key-0001',
        },
        payload: { amount: 30, sourcetype: 'userbalance', targettype: 'demo8' },
      });
    const first = (await send()).json();
    const second = (await send()).json();
    expect(first.code).toBe(200);
    expect(second).toEqual(first);
    expect(await playerBalance(t.store, userId)).toBe(7000n);
    const rows = await t.store.db
      .selectFrom('venue_transfers')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("player B sees and moves nothing of A's", async () => {
    const a = await fundedPlayer(100);
    const b = await fundedPlayer(0);
    const aIn = await transfer(a.token, {
      amount: 80,
      sourcetype: 'userbalance',
      targettype: 'demo10',
    });
    expect(aIn.code).toBe(200);
    expect(await venueBalance(a.token, 'demo10')).toBe('80.00');
    expect(await venueBalance(b.token, 'demo10')).toBe('0.00');
    // B's own venue wallet is empty: the venue refuses, and A's money stays where it is.
    expect(
      await transfer(b.token, { amount: 80, sourcetype: 'demo10', targettype: 'userbalance' }),
    ).toMatchObject({ status: 422, message: MSG.insufficientBalance });
    expect((await call(t.app, '/api/transall', {}, b.token)).data.recovered).toBe('0.00');
    const query = { sinceMs: 0, page: 1, pageSize: 50 };
    const bIn = await venueTransferRecords(ctx(), b.userId, { ...query, direction: 'in' });
    const bOut = await venueTransferRecords(ctx(), b.userId, { ...query, direction: 'out' });
    expect(bIn.total).toBe(0);
    expect(bOut.rows.map((r) => r.state)).toEqual([0]);
    expect(bOut.rows.map((r) => r.order_no)).not.toContain(aIn.data.order_no);
    const aRecords = await venueTransferRecords(ctx(), a.userId, { ...query, direction: 'in' });
    expect(aRecords.rows.map((r) => r.order_no)).toEqual([aIn.data.order_no]);
    expect(await venueBalance(a.token, 'demo10')).toBe('80.00');
    expect(await balanceOf(a.token)).toBe('20.00');
  });

  it('a guest may move trial money into a venue and back', async () => {
    const guest = await call(t.app, '/api/guest_login', {});
    expect(guest.code).toBe(200);
    const token = guest.data.api_token as string;
    const into = await transfer(token, {
      amount: 10,
      sourcetype: 'userbalance',
      targettype: 'demo5',
    });
    expect(into.code).toBe(200);
    const out = await transfer(token, {
      amount: 10,
      sourcetype: 'demo5',
      targettype: 'userbalance',
    });
    expect(out.code).toBe(200);
  });

  it('100 simultaneous transfers of the whole balance: exactly one is accepted', async () => {
    const { token, userId } = await fundedPlayer(500);
    // The venue account exists already, so the race is only about the money.
    await call(t.app, '/api/balancelist', {}, token);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        transfer(token, { amount: 500, sourcetype: 'userbalance', targettype: 'demo4' }),
      ),
    );
    const accepted = answers.filter((a) => a.code === 200);
    expect(accepted).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 422 && a.message === MSG.insufficientBalance),
    ).toHaveLength(99);
    expect(await playerBalance(t.store, userId)).toBe(0n);
    expect(await venueBalance(token, 'demo4')).toBe('500.00');

    // And back: 100 simultaneous transfers of the whole venue balance out.
    const back = await Promise.all(
      Array.from({ length: 100 }, () =>
        transfer(token, { amount: 500, sourcetype: 'demo4', targettype: 'userbalance' }),
      ),
    );
    expect(back.filter((a) => a.code === 200)).toHaveLength(1);
    expect(back.filter((a) => a.status === 422)).toHaveLength(99);
    expect(await playerBalance(t.store, userId)).toBe(50000n);
    expect(await venueBalance(token, 'demo4')).toBe('0.00');
    const report = await verifyLedger(t.store);
    expect(report.ok).toBe(true);
    console.info(
      `[venues ${kind}] 100 simultaneous whole-balance transfers: in ${accepted.length} accepted / ${answers.length - accepted.length} refused; out ${back.filter((a) => a.code === 200).length} accepted / ${back.filter((a) => a.code !== 200).length} refused`,
    );
  });
});
