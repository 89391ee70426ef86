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
 * The sportsbook's settlement on real server processes (main.ts) sharing one PostgreSQL database:
 * two nodes whose jobs both sweep settle every bet once; then both nodes are killed (SIGKILL)
 * while a settlement waits on the player's wallet (a row lock this test holds: the node's
 * transaction has taken the bet's `settle_seq` and waits to pay), PostgreSQL rolls it back, a node
 * started again takes the work over, and each bet is paid exactly once; the ledger holds.
 *
 * Needs TEST_DATABASE_URL (a PostgreSQL where it may CREATE DATABASE) and TEST_REDIS_URL.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(pgUrl?.startsWith('postgres') && redisUrl);

describe.skipIf(!enabled)('sports settlement on two nodes, and after a kill -9', () => {
  const database = `sports_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const url = () => databaseUrl(pgUrl!, database);
  let nodes: NodeProcess[] = [];
  let db: pg.Client;
  let ports: number[] = [];
  let token = '';
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
    ports = await freePorts(2);
    nodes.push(startNode('sports-a', ports[0]!, env()));
    await ready(nodes[0]!, 60_000);
    nodes.push(startNode('sports-b', ports[1]!, env()));
    await ready(nodes[1]!, 60_000);
    const login = await post(nodes[0]!, '/api/login_pc', { name: 'demo001', password: 'demo123' });
    token = login.data.api_token;
    const moved = await call(nodes[0]!, '/api/transfer', {
      amount: 500,
      sourcetype: 'userbalance',
      targettype: 'house',
    });
    expect(moved.code).toBe(200);
  }, 150_000);

  afterAll(async () => {
    for (const node of nodes) if (node.exitCode() === undefined) node.child.kill('SIGTERM');
    await Promise.all(nodes.map((node) => node.exited));
    await db?.end();
    await dropDatabase(pgUrl!, database);
  });

  async function call(node: NodeProcess, path: string, body: unknown, key?: string) {
    const response = await fetch(node.base + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number; message: string; data: { id: string } };
  }

  /** A pre-match basketball fixture with a money line at 2.00 each side (as the book writes it). */
  async function fixture(): Promise<{ id: number; market: number }> {
    const now = Date.now();
    const f = await db.query(
      `insert into sports_fixtures (sport, league, home, away, starts_at, state, source, updated_at, created_at)
       values ('basketball', '测试联赛', '北岸', '南城', $1, 'scheduled', 'trader', $2, $2) returning id`,
      [now + 3_600_000, now],
    );
    const odds = JSON.stringify({ home: 200, away: 200 });
    const m = await db.query(
      `insert into sports_markets (fixture_id, type, line_q, state, margin_bp, priced_by, prices, odds, sort, updated_at, created_at)
       values ($1, 'ml', null, 'open', 0, 'trader', $2, $2, 0, $3, $3) returning id`,
      [f.rows[0].id, odds, now],
    );
    return { id: Number(f.rows[0].id), market: Number(m.rows[0].id) };
  }

  async function place(f: { id: number; market: number }, count: number): Promise<string[]> {
    const placed: string[] = [];
    for (let i = 0; i < count; i++) {
      const node = nodes[i % nodes.length]!;
      const answer = await call(
        node,
        '/api/sports/bet',
        { legs: [{ fixture: f.id, market: f.market, selection: 'home', odds: 2 }], stake: 10 },
        `${database}-${f.id}-${i}`,
      );
      expect(answer.code, answer.message).toBe(200);
      placed.push(answer.data.id);
    }
    return placed;
  }

  async function feedResult(fixtureId: number) {
    const now = Date.now();
    await db.query(
      `insert into sports_results (fixture_id, score_home, score_away, cancel, state, correction, source, checked_at, created_at)
       values ($1, 90, 80, 0, 'confirmed', 0, 'feed', $2, $2)`,
      [fixtureId, now],
    );
  }

  const count = async (query: string, params: unknown[] = []) =>
    Number((await db.query(query, params)).rows[0].count);

  async function settledOf(fixtureId: number, until: number, output: () => string) {
    for (;;) {
      const open = await count(
        `select count(*) from sports_bets b where b.state = 'open' and exists
           (select 1 from sports_bet_legs l where l.bet_id = b.id and l.fixture_id = $1)`,
        [fixtureId],
      );
      if (open === 0) return;
      if (Date.now() > until) throw new Error(`${open} bets still open:\n${output()}`);
      await sleep(250);
    }
  }

  /** Each bet of the fixture paid once: settle_seq 1, 20.00 paid, one return transfer. */
  async function paidOnce(fixtureId: number, betNos: string[]) {
    const rows = await db.query(
      `select b.id, b.bet_no, b.settle_seq, b.paid_minor from sports_bets b where b.bet_no = any($1)`,
      [betNos],
    );
    expect(rows.rows).toHaveLength(betNos.length);
    for (const row of rows.rows) {
      expect([row.bet_no, Number(row.settle_seq), String(row.paid_minor)]).toEqual([
        row.bet_no,
        1,
        '2000',
      ]);
      expect(
        await count(`select count(*) from ledger_transfers where idempotency_key like $1`, [
          `sports.return:${row.id}:%`,
        ]),
      ).toBe(1);
      expect(
        await count(`select count(*) from sports_records where bet_id = $1 and status = 1`, [
          row.id,
        ]),
      ).toBe(1);
    }
    expect(
      await count(
        `select count(*) from sports_bet_legs where fixture_id = $1 and outcome = 'win'`,
        [fixtureId],
      ),
    ).toBe(betNos.length);
  }

  it('two nodes sweeping together settle each bet once', async () => {
    const f = await fixture();
    const placed = await place(f, 20);
    await feedResult(f.id);
    await settledOf(f.id, Date.now() + 40_000, () => nodes.map((n) => n.output()).join('\n'));
    // Both nodes keep sweeping a while longer: nothing is paid again.
    await sleep(7_000);
    await paidOnce(f.id, placed);
    expect(
      await count(`select count(*) from job_runs where job = 'sports.settle' and state = 'done'`),
    ).toBeGreaterThan(0);
  }, 90_000);

  it('killed (SIGKILL) while settling: a node started again pays each bet exactly once', async () => {
    const f = await fixture();
    const placed = await place(f, 8);
    // Hold the player's house wallet until a settlement waits on it, then kill both nodes.
    const locker = new pg.Client({ connectionString: url() });
    await locker.connect();
    await locker.query('begin');
    await locker.query(
      `select id from ledger_accounts where code = (select 'user:' || id || ':house' from users where username = 'demo001') for update`,
    );
    await feedResult(f.id);
    const until = Date.now() + 30_000;
    for (;;) {
      const waiting = await count(
        `select count(*) from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'
           and query like '%ledger_accounts%'`,
        [database],
      );
      if (waiting > 0) break;
      if (Date.now() > until) throw new Error('no settlement waited on the wallet');
      await sleep(100);
    }
    // The waiting transaction has taken a bet's settlement (settle_seq) and not yet paid it.
    for (const node of nodes) node.child.kill('SIGKILL');
    await Promise.all(nodes.map((node) => node.exited));
    await locker.query('rollback');
    await locker.end();
    expect(
      await count(
        `select count(*) from sports_bets b where b.bet_no = any($1) and b.state = 'open'`,
        [placed],
      ),
    ).toBe(placed.length);

    nodes = [startNode('sports-c', ports[0]!, env())];
    await ready(nodes[0]!, 60_000);
    await settledOf(f.id, Date.now() + 40_000, () => nodes[0]!.output());
    await paidOnce(f.id, placed);
    expect(
      await count(`select count(*) from job_runs where job like 'sports.%' and state = 'failed'`),
    ).toBe(0);
    const store = await openStore(url(), { poolSize: 2 });
    try {
      const report = await verifyLedger(store);
      expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    } finally {
      await store.close();
    }
  }, 150_000);
});
