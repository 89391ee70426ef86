import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { MSG } from '@app/contract/messages';
import { REALTIME_CLOSE } from '@app/contract/realtime';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { MIGRATIONS } from './app.ts';
import { openStore } from './platform/db/database.ts';
import { collectMigrations, migrateToLatest } from './platform/db/migrations.ts';
import { join, type Client, type Frame } from './platform/realtime/test-helpers.ts';
import { BANNER_SEED, NOTICE_SEED } from './modules/content/index.ts';
import {
  databaseUrl as urlOf,
  dropDatabase as dropOn,
  freePorts,
  post,
  ready,
  sleep,
  startNode,
  withAdmin as adminOn,
  type NodeProcess,
} from './test/node-processes.ts';

/**
 * Several nodes (DESIGN §7): two processes of the real entry point (main.ts), started at the same
 * moment on one EMPTY PostgreSQL database and one Redis, as a deployment behind a load balancer
 * runs them. Each has its own PORT and NODE_NAME and the same DATABASE_URL, REDIS_URL and
 * REDIS_PREFIX. Shown here, across the two processes:
 *   - both start (migrations and the demo seed are safe when nodes start together), and the
 *     start-up work happened once;
 *   - a room message sent through node A reaches a client on node B, in order, and a client that
 *     moves from B to A mid-stream recovers what it missed by its offset (no stickiness needed);
 *   - a lottery bet placed through node A reaches a client of that room on node B;
 *   - the per-address rate limit is counted once across both;
 *   - a logoff through one node is refused by the other on the very next call, and the socket
 *     that node held for the session closes with 4401;
 *   - the scheduled jobs main starts (bets.pull every 10 s, venues.reconcile every 15 s) ran
 *     each slot once, at the first attempt, on one of the two named nodes, none skipped: read
 *     from `job_runs` as the two processes' own timers left it, up to a bets.pull slot that
 *     began once both were up. The intervals stay the product's (no test-only knob); which node
 *     wins a slot depends on the phase of their timers, so often one wins them all. That each
 *     attempt runs on exactly one node when many tick at the same instant is proven with
 *     controlled clocks in platform/jobs/jobs.test.ts (six nodes on two pools).
 *
 * Needs TEST_DATABASE_URL (a PostgreSQL where it may CREATE DATABASE nodes_*) and TEST_REDIS_URL.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(pgUrl?.startsWith('postgres') && redisUrl);
if (!enabled) {
  console.log(
    'TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL are both needed: the test of two server processes sharing them is SKIPPED.',
  );
}

const RATE_LIMIT = 6;

const databaseUrl = (name: string) => urlOf(pgUrl!, name);
const withAdmin = <T>(work: (client: pg.Client) => Promise<T>) => adminOn(pgUrl!, work);
const dropDatabase = (name: string) => dropOn(pgUrl!, name);

describe.skipIf(!enabled)('two server processes on one PostgreSQL database and one Redis', () => {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const database = `nodes_${id}`;
  const prefix = `nodes-test:${id}:`;
  let a: NodeProcess;
  let b: NodeProcess;
  let nodes: NodeProcess[] = [];
  let db: pg.Client;
  let startedAt = 0;
  let readyAt = 0;
  const clients: Client[] = [];

  beforeAll(async () => {
    await withAdmin((admin) => admin.query(`create database "${database}"`));
    db = new pg.Client({ connectionString: databaseUrl(database) });
    await db.connect();
    const [portA, portB] = await freePorts(2);
    const env = {
      DATABASE_URL: databaseUrl(database),
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: prefix,
      DEMO_SEED: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      LOG_LEVEL: 'warn',
      WEB_DIST: '',
    };
    // Started together on the empty database: each runs the migrations and the seeds itself.
    startedAt = Date.now();
    a = startNode('node-a', portA!, env);
    b = startNode('node-b', portB!, env);
    nodes = [a, b];
    await Promise.all(nodes.map((node) => ready(node, 50_000)));
    readyAt = Date.now();
    console.log(`two nodes ready ${((readyAt - startedAt) / 1000).toFixed(1)} s after their start`);
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const node of nodes) if (node.exitCode() === undefined) node.child.kill('SIGKILL');
    await Promise.all(nodes.map((node) => node.exited));
    await db?.end();
    await dropDatabase(database);
    const redis = new Redis(redisUrl!);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    redis.disconnect();
  });

  const count = async (query: string, params: unknown[] = []) =>
    Number((await db.query(query, params)).rows[0].count);

  it('both start cleanly, and the migrations and the demo seed ran once', async () => {
    for (const node of nodes) {
      expect(node.output(), node.name).toContain(`Player app:  http://localhost:${node.port}/`);
      expect(node.output(), node.name).toContain(`Node:        ${node.name}`);
      expect(node.output(), node.name).not.toContain('failed to start');
    }
    const migrations = (await db.query('select name from kysely_migration order by name')).rows;
    expect(migrations.map((row) => row.name)).toEqual(
      Object.keys(collectMigrations(MIGRATIONS, 'postgres')).sort(),
    );
    expect(await count(`select count(*) from users where username = 'demo001'`)).toBe(1);
    expect(await count(`select count(*) from users`)).toBe(1);
    expect(await count(`select count(*) from ledger_transfers where kind = 'demo_credit'`)).toBe(1);
    expect(await count(`select count(*) from operators where name = 'admin'`)).toBe(1);
    // Banners and notices have no unique key: a second seed would have doubled them.
    expect(await count(`select count(*) from banners`)).toBe(BANNER_SEED.length);
    expect(await count(`select count(*) from notices`)).toBe(NOTICE_SEED.length);
    // Either node answers for the same player.
    for (const node of nodes) {
      const login = await post(node, '/api/login_pc', { name: 'demo001', password: 'demo123' });
      expect(login.code, node.name).toBe(200);
    }
  });

  it('a room message sent through node A reaches a client on node B, in order', async () => {
    const login = await post(a, '/api/login_pc', { name: 'demo001', password: 'demo123' });
    const token: string = login.data.api_token;
    const room = `demo-n${id}`;
    const address = (node: NodeProcess, extra: Record<string, string> = {}) =>
      `ws://127.0.0.1:${node.port}/wss?${new URLSearchParams({ roomid: room, _token: token, ...extra })}`;

    const onB = await join(address(b));
    clients.push(onB.client);
    const onA = await join(address(a));
    clients.push(onA.client);
    expect(onA.welcome.epoch).toBe(onB.welcome.epoch);
    expect(onB.welcome.user.name).toBe('demo001');

    const lines = Array.from({ length: 20 }, (_, i) => `第${i + 1}条`);
    for (const content of lines) {
      onA.client.send({ type: 'chat', content });
      await sleep(20); // within the socket's rate (a burst of 20, then 10/s)
    }
    const first = onB.welcome.offset + 1;
    const seenOnB: Frame[] = await onB.client.pubs(lines.length, 10_000);
    expect(seenOnB.map((pub) => pub.offset)).toEqual(lines.map((_, i) => first + i));
    expect(seenOnB.map((pub) => pub.data.content)).toEqual(lines);
    expect(seenOnB.every((pub) => pub.data.author === 'demo001')).toBe(true);
    const seenOnA: Frame[] = await onA.client.pubs(lines.length, 10_000);
    expect(seenOnA.map((pub) => [pub.offset, pub.data.content])).toEqual(
      seenOnB.map((pub) => [pub.offset, pub.data.content]),
    );

    // A client of B whose socket dropped after the 5th line reconnects, through a load balancer,
    // to A with the last epoch and offset it saw: A sends exactly what it missed.
    const fifth = seenOnB[4];
    const moved = await join(address(a, { epoch: fifth.epoch, offset: String(fifth.offset) }));
    clients.push(moved.client);
    expect(moved.welcome.recovered).toBe(true);
    const missed: Frame[] = await moved.client.pubs(lines.length - 5, 10_000);
    expect(missed.map((pub) => pub.data.content)).toEqual(lines.slice(5));
    expect(missed.map((pub) => pub.offset)).toEqual(
      lines.slice(5).map((_, i) => fifth.offset + 1 + i),
    );
    for (const client of clients.splice(0)) client.close();
  });

  it('a lottery bet placed through node A reaches a room client on node B', async () => {
    const login = await post(a, '/api/login_pc', { name: 'demo001', password: 'demo123' });
    const token: string = login.data.api_token;
    const onB = await join(`ws://127.0.0.1:${b.port}/wss?roomid=3&_token=${token}`);
    clients.push(onB.client);
    const room = await fetch(`${a.base}/api/lotteryRoom?room_id=3`, {
      headers: { authorization: `Bearer ${token}` },
    }).then(
      (r) => r.json() as Promise<{ data: { nextexpect: string; timeout: number; ftime: number } }>,
    );
    // Outside the seal (up to 30 s of the 210 s period) the bet is taken; within it, refused.
    const open = room.data.timeout > room.data.ftime + 2;
    const response = await fetch(`${a.base}/api/lotteryOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        room_id: 3,
        expect: room.data.nextexpect,
        order: { id: `nodes${id}`, total: 10, data: [['大', 'big', 10]] },
      }),
    });
    if (!open) return expect(response.status).toBe(422);
    expect(response.status).toBe(200);
    // The room's draw messages come on the schedule's time: the bet is the first of kind 'bet'.
    const bet = await onB.client.pubWhere((data) => data?.kind === 'bet', 10_000);
    expect(bet.data).toMatchObject({ kind: 'bet', author: 'demo001', order: { id: `nodes${id}` } });
    for (const client of clients.splice(0)) client.close();
  });

  it('a house table round bet through node A is dealt once, and its result reaches node B', async () => {
    const login = await post(a, '/api/login_pc', { name: 'demo001', password: 'demo123' });
    const token: string = login.data.api_token;
    const auth = { authorization: `Bearer ${token}` };
    const moved = await fetch(`${a.base}/api/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ amount: 100, sourcetype: 'userbalance', targettype: 'house' }),
    }).then((r) => r.json() as Promise<{ code: number }>);
    expect(moved.code).toBe(200);
    const onB = await join(`ws://127.0.0.1:${b.port}/wss?roomid=house-dt1&_token=${token}`);
    clients.push(onB.client);
    // Waiting for a window and the deal takes longer than the sockets' silence limit: ping as the
    // app does.
    const pinger = setInterval(() => onB.client.send({ type: 'ping' }), 3_000);
    onTestFinished(() => clearInterval(pinger));
    // A round with at least 3 s of its window left (dragon tiger: 10 s of every 16 s).
    let table: { current: { round: number; closes_at: number }; now: number };
    for (;;) {
      table = (
        await fetch(`${a.base}/api/house/table?code=dt1`, { headers: auth }).then(
          (r) => r.json() as Promise<{ data: typeof table }>,
        )
      ).data;
      if (table.current.closes_at - table.now > 3_000) break;
      await sleep(500);
    }
    const round = table.current.round;
    const placed = await fetch(`${a.base}/api/house/table/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `nodes-${id}`, ...auth },
      body: JSON.stringify({ table: 'dt1', round, bets: [{ area: 'dragon', amount: 10 }] }),
    }).then((r) => r.json() as Promise<{ code: number }>);
    expect(placed.code).toBe(200);
    const result = await onB.client.pubWhere(
      (data) => data?.type === 'result' && data.result?.round === round,
      20_000,
    );
    expect(result.data.result.seed).toMatch(/^[0-9a-f]{64}$/);
    // The result is published when the deal commits, a moment before its run is marked done.
    const slot = `dt1:${round}`;
    const runsOf = () =>
      db.query(
        `select node, attempt, state from job_runs where job = 'house.table.deal' and slot = $1`,
        [slot],
      );
    let runs = await runsOf();
    for (let i = 0; i < 50 && runs.rows[0]?.state !== 'done'; i++) {
      await sleep(100);
      runs = await runsOf();
    }
    expect(runs.rows).toHaveLength(1);
    expect(runs.rows[0]).toMatchObject({ state: 'done', attempt: 1 });
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
    ).toBeLessThanOrEqual(1);
    for (const client of clients.splice(0)) client.close();
  });

  it('the per-address rate limit counts calls on both nodes together', async () => {
    const statuses: number[] = [];
    for (const node of [a, a, a, a, b, b, b, b]) {
      const response = await fetch(`${node.base}/api/captcha`);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(((await response.json()) as { code: number }).code).toBe(429);
      } else await response.body?.cancel();
    }
    // 4 on A and 2 on B pass; B's third is the 7th call from this address.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it('a logoff through node A is refused by node B at once, and ends its socket there', async () => {
    const login = await post(a, '/api/login_pc', { name: 'demo001', password: 'demo123' });
    const token: string = login.data.api_token;
    const authed = (node: NodeProcess, url: string) =>
      fetch(node.base + url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      }).then(async (response) => ({
        status: response.status,
        ...((await response.json()) as { code: number; message: string }),
      }));
    // B has seen the token (and keeps it in its session cache), and holds a socket with it.
    expect((await authed(b, '/api/user')).code).toBe(200);
    const onB = await join(
      `ws://127.0.0.1:${b.port}/wss?${new URLSearchParams({ roomid: `demo-r${id}`, _token: token })}`,
    );
    clients.push(onB.client);

    expect((await authed(a, '/api/logoff')).code).toBe(200);
    // The very next call on B, well within B's 5-second session cache.
    const after = await authed(b, '/api/user');
    expect([after.status, after.code, after.message]).toEqual([401, 401, MSG.sessionExpired]);
    const closed = await Promise.race([onB.client.closed, sleep(5_000).then(() => 'open')]);
    expect(closed).toEqual({ code: REALTIME_CLOSE.unauthorized, reason: MSG.wsSessionExpired });
  });

  it('each slot of the scheduled jobs ran once, on one of the two nodes', async () => {
    const jobs = ['bets.pull', 'venues.reconcile'];
    type Row = {
      job: string;
      slot: string;
      node: string;
      state: string;
      attempt: number;
      error: string | null;
    };
    const runs = async () =>
      (
        await db.query<Row>(
          `select job, slot, node, state, attempt, error from job_runs where job = any($1) order by job, slot`,
          [jobs],
        )
      ).rows;
    // Each job's first slot is claimed as the nodes start (both tick from before they listen);
    // wait for a slot of bets.pull that began once both were up, so both timers raced for it
    // (venues.reconcile would take up to 15 s more).
    const pullsSinceReady = (rows: Row[]) =>
      rows.filter((row) => row.job === 'bets.pull' && Number(row.slot) * 10_000 >= readyAt);
    let rows = await runs();
    const deadline = Date.now() + 20_000;
    while (
      (pullsSinceReady(rows).length < 1 || rows.some((row) => row.state === 'running')) &&
      Date.now() < deadline
    ) {
      await sleep(250);
      rows = await runs();
    }
    console.log(
      `job runs: ${rows.map((row) => `${row.job} ${row.slot} on ${row.node}`).join(', ')}`,
    );
    expect(pullsSinceReady(rows).length).toBeGreaterThanOrEqual(1);
    for (const job of jobs) {
      const slots = rows
        .filter((row) => row.job === job)
        .map((row) => Number(row.slot))
        .sort((x, y) => x - y);
      expect(slots.length, job).toBeGreaterThanOrEqual(1);
      // One row per slot, and no slot between the first and the last was skipped.
      expect(slots, job).toEqual(slots.map((_, i) => slots[0]! + i));
    }
    for (const row of rows) {
      // Done at the first attempt: no retry, no takeover, on one of the two nodes.
      expect({ ...row, node: ['node-a', 'node-b'].includes(row.node) }).toEqual({
        ...row,
        node: true,
        state: 'done',
        attempt: 1,
        error: null,
      });
    }
    // Neither node logged a lost lease, a takeover or a failed attempt.
    for (const node of nodes) expect(node.output(), node.name).not.toMatch(/"msg":"job:/);
  });

  it('both stop gracefully on SIGTERM', async () => {
    for (const node of nodes) node.child.kill('SIGTERM');
    const codes = await Promise.all(nodes.map((node) => node.exited));
    expect(codes, nodes.map((node) => node.output()).join('\n')).toEqual([0, 0]);
  });
});

/**
 * The start-up race at its narrowest: four migrators at once on an empty database, a few times
 * (what several nodes do when they start together). Kysely's migrator creates its own tables so
 * that a concurrent create is tolerated and runs the migrations under a PostgreSQL advisory lock
 * held on one connection; a migration that is not safe under that lock fails here.
 */
describe.skipIf(!enabled)('migrations of several nodes at once on an empty database', () => {
  it('succeed on every node and apply each migration once', async () => {
    const expected = Object.keys(collectMigrations(MIGRATIONS, 'postgres')).sort();
    for (let round = 0; round < 3; round++) {
      const database = `nodes_${Date.now().toString(36)}${randomBytes(3).toString('hex')}_m`;
      await withAdmin((admin) => admin.query(`create database "${database}"`));
      const stores = Array.from({ length: 4 }, () =>
        openStore(databaseUrl(database), { poolSize: 2 }),
      );
      try {
        const results = await Promise.allSettled(
          stores.map((store) => migrateToLatest(store, MIGRATIONS)),
        );
        expect(results.map((result) => result.status)).toEqual(stores.map(() => 'fulfilled'));
        const { rows } = await sql<{
          name: string;
        }>`select name from kysely_migration order by name`.execute(stores[0]!.db);
        expect(rows.map((row) => row.name)).toEqual(expected);
      } finally {
        await Promise.all(stores.map((store) => store.close()));
        await dropDatabase(database);
      }
    }
  });
});
