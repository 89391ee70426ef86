import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalChain, type LocalChain } from '@app/chain-local/local-chain';
import { openStore } from './platform/db/database.ts';
import { verifyLedger } from './modules/ledger/index.ts';
import {
  databaseUrl,
  dropDatabase,
  freePorts,
  post,
  ready,
  sleep,
  startNode,
  withAdmin,
  type NodeProcess,
} from './test/node-processes.ts';

/**
 * A node killed (SIGKILL) twice while it watches a local chain: once in the middle of a scan (its
 * range's transfers written, the position not yet moved), once in the middle of a credit. After
 * the restart every transfer is credited exactly once and the ledger holds. The real entry point
 * on its own PostgreSQL database; a row lock held by the test stops the node at the chosen point
 * (seen in pg_stat_activity), and PostgreSQL rolls the killed transaction back.
 *
 * Needs TEST_DATABASE_URL (a PostgreSQL where it may CREATE DATABASE) and TEST_REDIS_URL.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(pgUrl?.startsWith('postgres') && redisUrl);
const USDT = 1_000_000n;

describe.skipIf(!enabled)('a node killed while it watches a chain', () => {
  const database = `chaincrash_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const url = () => databaseUrl(pgUrl!, database);
  let node: NodeProcess | undefined;
  let chain: LocalChain;
  let db: pg.Client;
  let port = 0;
  const env = () => ({
    DATABASE_URL: url(),
    REDIS_URL: redisUrl!,
    REDIS_PREFIX: `${database}:`,
    DEMO_SEED: '1',
    LOG_LEVEL: 'warn',
    WEB_DIST: '',
    CHAIN_ERC20_RPC_URL: chain.rpc,
    CHAIN_ERC20_USDT: chain.token,
    CHAIN_ERC20_XPUB: chain.xpub,
    CHAIN_ERC20_CONFIRMATIONS: '2',
    CHAIN_ERC20_MAX_RANGE: '1',
    CHAIN_SCAN_SECONDS: '1',
  });

  beforeAll(async () => {
    chain = await startLocalChain();
    await withAdmin(pgUrl!, (admin) => admin.query(`create database "${database}"`));
    db = new pg.Client({ connectionString: url() });
    await db.connect();
    [port] = (await freePorts(1)) as [number];
    node = startNode('chain-a', port, env());
    await ready(node, 50_000);
  }, 90_000);

  afterAll(async () => {
    if (node && node.exitCode() === undefined) {
      node.child.kill('SIGTERM');
      await node.exited;
    }
    await db?.end();
    await dropDatabase(pgUrl!, database);
    await chain?.stop();
  });

  /** Holds `lockSql`'s rows until the node waits on them, then kills the node. */
  async function killWhileWaitingOn(lockSql: string, params: unknown[]): Promise<void> {
    const locker = new pg.Client({ connectionString: url() });
    await locker.connect();
    await locker.query('begin');
    expect((await locker.query(lockSql, params)).rowCount).toBe(1);
    const until = Date.now() + 30_000;
    for (;;) {
      const waiting = await db.query(
        `select count(*) as count from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
        [database],
      );
      if (Number(waiting.rows[0].count) > 0) break;
      if (Date.now() > until) throw new Error(`the node never waited:\n${node!.output()}`);
      await sleep(50);
    }
    node!.child.kill('SIGKILL');
    await node!.exited;
    await locker.query('rollback');
    await locker.end();
  }

  it('loses no transfer and credits none twice', async () => {
    const login = await post(node!, '/api/login_pc', { name: 'demo001', password: 'demo123' });
    const token: string = login.data.api_token;
    const order = async (amount: number) => {
      const answer = await fetch(`${node!.base}/api/recharge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ paytype: 'usdt', catepay: 'ERC20', amount }),
      }).then((r) => r.json() as Promise<{ data: { deposit_no: string } }>);
      const no = answer.data.deposit_no;
      const address = (
        await db.query(`select address from chain_addresses where order_no = $1`, [no])
      ).rows[0].address as string;
      return { no, address };
    };
    const orders = [];
    for (let i = 0; i < 4; i++) orders.push(await order(10 + i));
    const before = (await db.query(`select count(*) as n from deposits where state = 2`)).rows[0].n;

    // 1. Killed mid-scan: the range's transfers are written, the position waits on the lock.
    const scanning = Date.now() + 30_000;
    while ((await db.query(`select 1 from chain_status where scanned_to >= 0`)).rowCount === 0) {
      if (Date.now() > scanning) throw new Error(`the node never scanned:\n${node!.output()}`);
      await sleep(100);
    }
    await chain.send(orders[0]!.address, 10n * USDT);
    await chain.send(orders[1]!.address, 11n * USDT);
    await killWhileWaitingOn(`select * from chain_status where chain = 'ERC20' for update`, []);

    // 2. Killed mid-credit: the order's row is locked while the credit waits on it.
    node = startNode('chain-b', port, env());
    await ready(node, 50_000);
    await chain.send(orders[2]!.address, 12n * USDT);
    await chain.mine(3);
    await killWhileWaitingOn(`select * from deposits where deposit_no = $1 for update`, [
      orders[2]!.no,
    ]);

    // 3. Started again: everything is credited, once.
    node = startNode('chain-c', port, env());
    await ready(node, 50_000);
    await chain.send(orders[3]!.address, 13n * USDT);
    await chain.mine(3);
    const until = Date.now() + 40_000;
    for (;;) {
      const credited = Number(
        (await db.query(`select count(*) as n from chain_transfers where state = 'credited'`))
          .rows[0].n,
      );
      if (credited === 4) break;
      if (Date.now() > until) throw new Error(`not all credited:\n${node.output()}`);
      await chain.mine(1);
      await sleep(500);
    }
    await sleep(3_000); // more scans: nothing more happens
    const count = async (query: string) => Number((await db.query(query)).rows[0].n);
    expect(await count(`select count(*) as n from chain_transfers`)).toBe(4);
    expect(await count(`select count(*) as n from deposits where state = 2`)).toBe(
      Number(before) + 4,
    );
    expect(await count(`select count(*) as n from ledger_transfers where kind = 'deposit'`)).toBe(
      Number(before) + 4,
    );
    const store = await openStore(url(), { poolSize: 2 });
    try {
      const report = await verifyLedger(store);
      expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    } finally {
      await store.close();
    }
  }, 180_000);
});
