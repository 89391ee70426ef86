import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * A node killed (SIGKILL) in the middle of settling a house table round, then started again: the
 * round is settled once, after the restart, and the ledger holds. The real entry point (main.ts)
 * on its own PostgreSQL database. To stop the node mid-settlement, this test holds a row lock on
 * the player's house wallet: the node's deal transaction has locked the round and is waiting to
 * pay when the node dies (seen in pg_stat_activity); PostgreSQL rolls that transaction back. The
 * restarted node takes the slot over once its lease (10 s) has passed.
 *
 * Needs TEST_DATABASE_URL (a PostgreSQL where it may CREATE DATABASE) and TEST_REDIS_URL.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(pgUrl?.startsWith('postgres') && redisUrl);

describe.skipIf(!enabled)('a node killed while settling a house table round', () => {
  const database = `crash_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const url = () => databaseUrl(pgUrl!, database);
  let node: NodeProcess | undefined;
  let db: pg.Client;
  let port = 0;
  const env = () => ({
    DATABASE_URL: url(),
    REDIS_URL: redisUrl!,
    REDIS_PREFIX: `${database}:`,
    DEMO_SEED: '1',
    LOG_LEVEL: 'warn',
    WEB_DIST: '',
  });

  beforeAll(async () => {
    await withAdmin(pgUrl!, (admin) => admin.query(`create database "${database}"`));
    db = new pg.Client({ connectionString: url() });
    await db.connect();
    [port] = (await freePorts(1)) as [number];
    node = startNode('crash-a', port, env());
    await ready(node, 50_000);
  }, 60_000);

  afterAll(async () => {
    if (node && node.exitCode() === undefined) {
      node.child.kill('SIGTERM');
      await node.exited;
    }
    await db?.end();
    await dropDatabase(pgUrl!, database);
  });

  it('settles the round once after the restart', async () => {
    const login = await post(node!, '/api/login_pc', { name: 'demo001', password: 'demo123' });
    const token: string = login.data.api_token;
    const auth = { authorization: `Bearer ${token}` };
    const base = node!.base;
    const moved = await fetch(`${base}/api/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ amount: 200, sourcetype: 'userbalance', targettype: 'house' }),
    }).then((r) => r.json() as Promise<{ code: number }>);
    expect(moved.code).toBe(200);

    // A dragon tiger round with time left; chips on both sides, so the round pays something back.
    let table: { current: { round: number; closes_at: number }; now: number };
    for (;;) {
      const answer = await fetch(`${base}/api/house/table?code=dt1`, { headers: auth });
      table = ((await answer.json()) as { data: typeof table }).data;
      if (table.current.closes_at - table.now > 3_000) break;
      await sleep(500);
    }
    const round = table.current.round;
    const placed = await fetch(`${base}/api/house/table/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': database, ...auth },
      body: JSON.stringify({
        table: 'dt1',
        round,
        bets: [
          { area: 'dragon', amount: 10 },
          { area: 'tiger', amount: 10 },
        ],
      }),
    }).then((r) => r.json() as Promise<{ code: number }>);
    expect(placed.code).toBe(200);

    // Hold the player's house wallet row until the node's deal waits on it, then kill the node.
    const locker = new pg.Client({ connectionString: url() });
    await locker.connect();
    await locker.query('begin');
    await locker.query(
      `select id from ledger_accounts where code = (select 'user:' || id || ':house' from users where username = 'demo001') for update`,
    );
    const until = Date.now() + 30_000;
    for (;;) {
      const waiting = await db.query(
        `select count(*) as count from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
        [database],
      );
      if (Number(waiting.rows[0].count) > 0) break;
      if (Date.now() > until) throw new Error('the deal never waited on the wallet');
      await sleep(100);
    }
    node!.child.kill('SIGKILL');
    await node!.exited;
    await locker.query('rollback');
    await locker.end();
    const state = async () =>
      (
        await db.query(
          `select state from house_table_rounds where table_code = 'dt1' and round = $1`,
          [round],
        )
      ).rows[0].state as string;
    expect(await state()).toBe('open');

    node = startNode('crash-b', port, env());
    await ready(node, 50_000);
    const settledBy = Date.now() + 40_000;
    while ((await state()) !== 'settled') {
      if (Date.now() > settledBy)
        throw new Error(`not settled after the restart:\n${node.output()}`);
      await sleep(250);
    }
    const count = async (query: string, params: unknown[]) =>
      Number((await db.query(query, params)).rows[0].count);
    expect(
      await count(
        `select count(*) from house_table_records where table_code = 'dt1' and round = $1`,
        [round],
      ),
    ).toBe(1);
    expect(
      await count(`select count(*) from ledger_transfers where idempotency_key like $1`, [
        `house.tpay:dt1:${round}:%`,
      ]),
    ).toBe(1);
    // The killed node's claim of the deal slot is taken over once its lease passes (or the sweep
    // settled the round first): nothing failed.
    expect(
      await count(
        `select count(*) from job_runs where job like 'house.%' and state = 'failed'`,
        [],
      ),
    ).toBe(0);
    const store = await openStore(url(), { poolSize: 2 });
    try {
      const report = await verifyLedger(store);
      expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    } finally {
      await store.close();
    }
  }, 120_000);
});
