import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTronGrid, type FakeTronGrid } from '@app/chain-local/fake-trongrid';
import type { Config } from '../../platform/config.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { scanChain, watchedChain } from '../chain/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { ensureOperator } from '../operators/index.ts';

/**
 * TRC20 deposits through a TronGrid-compatible API (the fake answers the documented shapes): an
 * order's T… address, confirmations, a reorganisation, and the failover from an address that does
 * not answer.
 */
const USDT = 1_000_000n;
const CONFIRMATIONS = 4;
const OPS = { name: 'tronops', password: 'ops-secret-123' };
/** Nothing listens here: the first API address fails and the second serves. */
const DEAD = 'http://127.0.0.1:9';

function tronConfig(grid: FakeTronGrid): Partial<Config> {
  return {
    chains: {
      chains: {
        TRC20: {
          chain: 'TRC20',
          source: 'trongrid',
          urls: [DEAD, grid.url],
          apiKey: 'test-key',
          token: grid.token,
          xpub: grid.xpub,
          confirmations: CONFIRMATIONS,
          maxRange: 100,
        },
      },
      scanSeconds: 3,
    },
  };
}

describe.each(TEST_DATABASES)('USDT deposits on TRON through TronGrid (%s)', (kind) => {
  let grid: FakeTronGrid;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;
  let serial = 0;

  beforeAll(async () => {
    grid = await startFakeTronGrid();
  });
  afterAll(async () => {
    await grid?.close();
  });
  beforeEach(async () => {
    grid.mine(100);
    t = await startTestApp(kind, tronConfig(grid));
    await ensureOperator(t.ctx, OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
    await scan();
  });
  afterEach(async () => {
    expect((await verifyLedger(t.store)).checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  const scan = () => scanChain(t.ctx, watchedChain(t.ctx, 'TRC20')!);

  async function orderFor(amount: number) {
    const token = await registerPlayer(t.app, `tronp${++serial}${kind.slice(0, 2)}`);
    const answer = await call(
      t.app,
      '/api/recharge',
      { paytype: 'usdt', catepay: 'TRC20', amount },
      token,
    );
    const depositNo: string = answer.data.deposit_no;
    const info = await call(t.app, '/api/payinfo', { deposit_no: depositNo }, token);
    return { token, depositNo, address: info.data.cardlist.mch_id as string };
  }
  const chainOf = async (o: { token: string; depositNo: string }) =>
    (await call(t.app, '/api/payinfo', { deposit_no: o.depositNo }, o.token)).data.chain;

  it('credits a TRC20 payment once after its confirmations, through the second API address', async () => {
    const o = await orderFor(100);
    expect(o.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await grid.send(o.address, 100n * USDT);
    await scan();
    expect(await chainOf(o)).toMatchObject({ status: 'seen', confirmations: 1 });
    grid.mine(CONFIRMATIONS - 1);
    await scan();
    await scan();
    expect(await chainOf(o)).toMatchObject({ status: 'credited' });
    expect((await call(t.app, '/api/balance', {}, o.token)).data.balance).toBe('720.00');
    const chains = await call(t.app, '/api/admin/chain/chains', {}, ops);
    const tron = chains.data.chains.find((c: { chain: string }) => c.chain === 'TRC20');
    expect(tron).toMatchObject({ configured: true, source: 'trongrid', lag: 0, stalled: false });
    expect(tron.endpoints).toMatchObject([
      { healthy: false, current: false },
      { healthy: true, current: true },
    ]);
    expect(tron.endpoints[0].failed).toBeGreaterThan(0);
  });

  it('drops a TRC20 payment a reorganisation removed', async () => {
    const o = await orderFor(50);
    await grid.send(o.address, 50n * USDT);
    grid.mine(1);
    await scan();
    expect(await chainOf(o)).toMatchObject({ status: 'seen', confirmations: 2 });
    grid.reorg(3);
    grid.mine(CONFIRMATIONS);
    await scan();
    await scan();
    expect(await chainOf(o)).toMatchObject({ status: 'dropped' });
    expect((await call(t.app, '/api/balance', {}, o.token)).data.balance).toBe('0.00');
  });
});
