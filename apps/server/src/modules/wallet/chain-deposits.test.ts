import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { startLocalChain, type LocalChain } from '@app/chain-local/local-chain';
import { manualClock } from '../../platform/time.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { scanChain, watchedChain } from '../chain/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { ensureOperator } from '../operators/index.ts';
import { chainConfig, CONFIRMATIONS } from './chain.test-helpers.ts';

/**
 * Automatic USDT deposits paid on a real local EVM chain (hardhat, a test USDT of 6 decimals):
 * each order's own address, confirmations, a reorganisation, short, long, late and repeated
 * payments, two watchers on one database. The scans are called directly (the job runs the same
 * function every CHAIN_SCAN_SECONDS), so each step is seen as it happens.
 */
const USDT = 1_000_000n;
const OPS = { name: 'chainops', password: 'ops-secret-123' };

describe.each(TEST_DATABASES)('USDT deposits on a local chain (%s)', (kind) => {
  let chain: LocalChain;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;
  let serial = 0;
  const clock = manualClock(Date.UTC(2026, 10, 28, 4, 0, 0));

  beforeAll(async () => {
    chain = await startLocalChain();
  }, 120_000);
  afterAll(async () => {
    await chain?.stop();
  });

  beforeEach(async () => {
    // Blocks of earlier tests fall out of a new database's first scan window.
    await chain.mine(100);
    t = await startTestApp(kind, chainConfig(chain), { clock });
    await ensureOperator(t.ctx, OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
    await scan(); // the watcher's first look: its starting position
  });
  afterEach(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  const scan = (app = t) => scanChain(app.ctx, watchedChain(app.ctx, 'ERC20')!);
  const balance = async (token: string) =>
    (await call(t.app, '/api/balance', {}, token)).data.balance as string;

  async function orderFor(amount: string | number, app = t) {
    const username = `chainp${++serial}${kind.slice(0, 2)}`;
    const token = await registerPlayer(app.app, username);
    const answer = await call(
      app.app,
      '/api/recharge',
      { paytype: 'usdt', catepay: 'ERC20', amount },
      token,
    );
    expect(answer.code).toBe(200);
    const depositNo: string = answer.data.deposit_no;
    const info = await call(app.app, '/api/payinfo', { deposit_no: depositNo }, token);
    return {
      token,
      username,
      depositNo,
      address: info.data.cardlist.mch_id as string,
      info: info.data,
    };
  }

  const payInfo = async (o: { token: string; depositNo: string }) =>
    (await call(t.app, '/api/payinfo', { deposit_no: o.depositNo }, o.token)).data;

  it('gives each order its own address, credited exactly once after N confirmations', async () => {
    const a = await orderFor(100);
    const b = await orderFor(100);
    expect(a.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(b.address).not.toBe(a.address);
    expect(a.info.chain).toMatchObject({ status: 'waiting', required: CONFIRMATIONS });
    expect(a.info.sandbox).toBe(0);

    await chain.send(a.address, 100n * USDT);
    await scan();
    expect((await payInfo(a)).chain).toMatchObject({
      status: 'seen',
      confirmations: 1,
      required: CONFIRMATIONS,
      received: '100.00',
    });
    expect(await balance(a.token)).toBe('0.00');
    await chain.mine(1);
    await scan();
    expect((await payInfo(a)).chain).toMatchObject({ status: 'seen', confirmations: 2 });
    expect(await balance(a.token)).toBe('0.00');
    await chain.mine(1);
    await scan();
    const paid = await payInfo(a);
    expect(paid.chain.status).toBe('credited');
    expect(paid.info.state).toBe(2);
    expect(await balance(a.token)).toBe('720.00');
    // Looking again, on and on, credits nothing more.
    await chain.mine(5);
    for (let i = 0; i < 3; i++) await scan();
    expect(await balance(a.token)).toBe('720.00');
    expect(await balance(b.token)).toBe('0.00');
    const transfers = await call(t.app, '/api/admin/chain/transfers', { chain: 'ERC20' }, ops);
    expect(transfers.data.data).toHaveLength(1);
    expect(transfers.data.data[0]).toMatchObject({
      state: 'credited',
      amount: '100.000000',
      deposit_no: a.depositNo,
      credited: '720.00',
    });
  });

  it('drops a transfer a reorganisation removed before its confirmations, and never credits it', async () => {
    const a = await orderFor(100);
    const snapshot = await chain.snapshot();
    await chain.send(a.address, 100n * USDT);
    await chain.mine(1);
    await scan();
    expect((await payInfo(a)).chain).toMatchObject({ status: 'seen', confirmations: 2 });
    // Another chain from the snapshot on: longer, without the transfer.
    await chain.revert(snapshot);
    await chain.mine(6);
    await scan();
    expect((await payInfo(a)).chain).toMatchObject({ status: 'dropped', received: '0.00' });
    for (let i = 0; i < 3; i++) await scan();
    expect(await balance(a.token)).toBe('0.00');
    const dropped = await call(t.app, '/api/admin/chain/transfers', { state: 'dropped' }, ops);
    expect(dropped.data.data).toHaveLength(1);

    // A payment on the new chain is seen and credited as usual.
    await chain.send(a.address, 100n * USDT);
    await chain.mine(CONFIRMATIONS);
    await scan();
    expect((await payInfo(a)).chain.status).toBe('credited');
    expect(await balance(a.token)).toBe('720.00');
  });

  it('holds a short payment for review with both figures; the approval credits what arrived', async () => {
    const a = await orderFor(100);
    await chain.send(a.address, 99_500_000n);
    await chain.mine(CONFIRMATIONS);
    await scan();
    expect((await payInfo(a)).chain).toMatchObject({ status: 'review', received: '99.50' });
    expect(await balance(a.token)).toBe('0.00');
    const pending = await call(t.app, '/api/admin/deposits', { state: 1 }, ops);
    const row = pending.data.data.find((d: { deposit_no: string }) => d.deposit_no === a.depositNo);
    expect(row).toMatchObject({ amount: '100.00', received: '99.50', real_money: '716.40' });
    expect(row.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    const approved = await call(
      t.app,
      '/api/admin/deposits/review',
      { id: row.id, approve: true, remark: '少付 0.5，按实到入账' },
      ops,
    );
    expect(approved.code).toBe(200);
    expect(await balance(a.token)).toBe('716.40');
    expect((await payInfo(a)).chain.status).toBe('credited');

    // Refused: the player's page says so, the transfer is marked rejected, nothing is credited.
    const r = await orderFor(100);
    await chain.send(r.address, 50n * USDT);
    await chain.mine(CONFIRMATIONS);
    await scan();
    const held = (await call(t.app, '/api/admin/deposits', { state: 1 }, ops)).data.data.find(
      (d: { deposit_no: string }) => d.deposit_no === r.depositNo,
    );
    const refused = await call(
      t.app,
      '/api/admin/deposits/review',
      { id: held.id, approve: false, remark: '少付过多，已原路退回' },
      ops,
    );
    expect(refused.code).toBe(200);
    expect((await payInfo(r)).chain).toMatchObject({ status: 'rejected', received: '50.00' });
    expect(await balance(r.token)).toBe('0.00');
    const rejected = await call(t.app, '/api/admin/chain/transfers', { state: 'rejected' }, ops);
    expect(rejected.data.total).toBe(1);
  });

  it('refuses to approve an order nothing has paid yet; refused, a later payment is its own deposit', async () => {
    const a = await orderFor(100);
    const row = (await call(t.app, '/api/admin/deposits', { state: 1 }, ops)).data.data.find(
      (d: { deposit_no: string }) => d.deposit_no === a.depositNo,
    );
    expect(
      await call(
        t.app,
        '/api/admin/deposits/review',
        { id: row.id, approve: true, remark: '' },
        ops,
      ),
    ).toMatchObject({ status: 409, message: MSG.chainOrderUnpaid });
    expect(await balance(a.token)).toBe('0.00');
    const refused = await call(
      t.app,
      '/api/admin/deposits/review',
      { id: row.id, approve: false, remark: '玩家取消' },
      ops,
    );
    expect(refused.code).toBe(200);
    await chain.send(a.address, 100n * USDT);
    await chain.mine(CONFIRMATIONS);
    await scan();
    expect(await balance(a.token)).toBe('720.00');
    expect((await payInfo(a)).chain.status).toBe('credited');
  });

  it('credits a short payment within the tolerance at once', async () => {
    const saved = await call(t.app, '/api/admin/chain/settings', { underpay_tolerance: '1' }, ops);
    expect(saved.data.underpay_tolerance).toBe('1.000000');
    const a = await orderFor(100);
    await chain.send(a.address, 99_000_000n);
    await chain.mine(CONFIRMATIONS);
    await scan();
    expect(await balance(a.token)).toBe('712.80');
  });

  it('credits the whole of an over-payment, a late payment, and each of two payments', async () => {
    const over = await orderFor(100);
    await chain.send(over.address, 150n * USDT);
    const late = await orderFor(50);
    const twice = await orderFor(20);
    await chain.send(twice.address, 20n * USDT);
    await chain.send(twice.address, 30n * USDT);
    await chain.mine(CONFIRMATIONS);
    await scan();
    expect(await balance(over.token)).toBe('1080.00');
    expect(await balance(twice.token)).toBe('360.00');
    const records = await call(t.app, '/api/admin/deposits', { state: 2 }, ops);
    const mine = records.data.data.filter(
      (d: { username: string }) => d.username === twice.username,
    );
    expect(mine).toHaveLength(2); // the order and the second payment: two deposits
    // Two hours on: the order's window is over, its address still the player's.
    clock.advance(2 * 60 * 60 * 1000);
    expect((await payInfo(late)).chain.status).toBe('waiting');
    await chain.send(late.address, 50n * USDT);
    await chain.mine(CONFIRMATIONS);
    await scan();
    expect(await balance(late.token)).toBe('360.00');
    expect((await payInfo(late)).info.state).toBe(2);
  });

  it('credits each transfer once with two nodes watching the same chain', async () => {
    const second = await startTestApp(kind, chainConfig(chain), { clock, store: t.store });
    try {
      const orders = await Promise.all([orderFor(10), orderFor(11), orderFor(12)]);
      for (const [i, o] of orders.entries()) await chain.send(o.address, BigInt(10 + i) * USDT);
      await chain.mine(CONFIRMATIONS);
      for (let round = 0; round < 4; round++) {
        await Promise.all([scan(t), scan(second), scan(t), scan(second)]);
        await chain.mine(1);
      }
      expect(await Promise.all(orders.map((o) => balance(o.token)))).toEqual([
        '72.00',
        '79.20',
        '86.40',
      ]);
      const credited = await call(t.app, '/api/admin/chain/transfers', { state: 'credited' }, ops);
      expect(credited.data.total).toBe(3);
    } finally {
      await second.app.close();
    }
  });

  it('shows the chain, its position and its addresses with their balances in the console', async () => {
    const a = await orderFor(10);
    await chain.send(a.address, 10n * USDT);
    await chain.mine(CONFIRMATIONS);
    await scan();
    const chains = await call(t.app, '/api/admin/chain/chains', {}, ops);
    const erc = chains.data.chains.find((c: { chain: string }) => c.chain === 'ERC20');
    expect(erc).toMatchObject({
      configured: true,
      source: 'rpc',
      confirmations: CONFIRMATIONS,
      lag: 0,
      stalled: false,
    });
    expect(erc.head).toBe(await chain.blockNumber());
    expect(erc.endpoints[0]).toMatchObject({ current: true, healthy: true });
    const addresses = await call(t.app, '/api/admin/chain/addresses', { chain: 'ERC20' }, ops);
    expect(addresses.data.data[0]).toMatchObject({
      address: a.address,
      received: '10.000000',
      deposit_no: a.depositNo,
    });
    // Read on chain now: what it holds (earlier tests' databases used the same first index).
    expect(Number(addresses.data.data[0].balance)).toBeGreaterThanOrEqual(10);
  });
});
