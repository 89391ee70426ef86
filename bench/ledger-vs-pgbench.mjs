// Ledger transfers against pgbench (DESIGN §10: on PostgreSQL >= 0.7 x pgbench TPC-B tps at the
// same client count; on SQLite >= 10,000 transfers/s). In one run on the same server:
//   1. pgbench: a scratch database `bench_pgbench`, `pgbench -i -s SCALE` (10: 10 branches,
//      100 tellers, 1,000,000 accounts), then TPC-B (the built-in script) at CLIENTS clients,
//      `-c 50 -j 2 -T SECONDS`.
//   2. Ledger verb: a scratch database `bench_ledger` migrated and seeded by
//      bench/ledger-setup.mjs (CLIENTS players with a session, 1,000.00 each, registered at the
//      demo venue `ag`); CLIENTS clients spread over WORKERS worker processes (2, as pgbench's
//      two threads; bench/ledger-verb-worker.mjs), each client its own player and connection
//      (none in this process), moving 1.00
//      wallet -> venue wallet and back with the ledger's `moveWithVenue`, each move its own
//      transaction; WARMUP then SECONDS counted.
//   3. API: the built server (apps/server/dist/main.js) in its own process on `bench_ledger`,
//      and the load generator (bench/ledger-api-load.mjs) in another: CLIENTS logged-in players,
//      one connection each, POST /api/transfer 1.00 wallet -> ag and back (the real venue
//      transfer: venue_transfers row, ledger, demo venue, settlement), Idempotency-Key on each.
//   4. `verifyLedger` on bench_ledger; then both scratch databases are dropped.
//   5. SQLite: bench/ledger-sqlite.mjs (CLIENTS loops of the verb in one process: SQLite is
//      single-writer, and the transactions that queue share a commit).
// Exits non-zero when a goal is missed. PGBENCH_URL (postgres://postgres@127.0.0.1:5432),
// BENCH_LEDGER_SECONDS (15), BENCH_LEDGER_WARMUP (3), BENCH_LEDGER_CLIENTS (50),
// BENCH_LEDGER_WORKERS (2, as pgbench's -j 2), BENCH_LEDGER_SCALE (10), BENCH_LEDGER_PORT (18311),
// BENCH_LEDGER_PARTS (pgbench,verb,api,sqlite), BENCH_SERVER (another build to compare),
// BENCH_SERVER_ENV (extra server environment, JSON).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_URL = process.env.PGBENCH_URL ?? 'postgres://postgres@127.0.0.1:5432';
const SECONDS = Number(process.env.BENCH_LEDGER_SECONDS ?? 15);
const WARMUP = Number(process.env.BENCH_LEDGER_WARMUP ?? 3);
const CLIENTS = Number(process.env.BENCH_LEDGER_CLIENTS ?? 50);
const WORKERS = Number(process.env.BENCH_LEDGER_WORKERS ?? 2);
const SCALE = Number(process.env.BENCH_LEDGER_SCALE ?? 10);
const PORT = Number(process.env.BENCH_LEDGER_PORT ?? 18311);
const PARTS = (process.env.BENCH_LEDGER_PARTS ?? 'pgbench,verb,api,sqlite').split(',');
const PLATNAME = 'demo1';
/**
 * The venues of the API figure: the house venue (ours: one transaction a transfer, the goal's
 * figure) and the demo venue (a remote venue's protocol: our transaction, the venue's call, the
 * settlement).
 */
const API_VENUES = (process.env.BENCH_LEDGER_API_VENUES ?? 'house,demo1').split(',');
/**
 * Server processes of the API figure (WORKERS; BENCH_LEDGER_API_WORKERS, default the cores):
 * several need Redis (BENCH_REDIS_URL, default the machine's).
 */
const API_WORKERS = Number(process.env.BENCH_LEDGER_API_WORKERS ?? os.availableParallelism());
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG_DB = 'bench_pgbench';
const LEDGER_DB = 'bench_ledger';
export const LEDGER_BUDGET = { pgRatio: 0.7, sqliteTps: 10_000 };

const dbUrl = (name) => `${SERVER_URL}/${name}`;
const { hostname, port: pgPort, username } = new URL(SERVER_URL);
const pgArgs = ['-h', hostname, '-p', pgPort || '5432', '-U', username || 'postgres'];

function psql(sqlText) {
  execFileSync('psql', [...pgArgs, '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qAtc', sqlText], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
const recreate = (name) => {
  psql(`drop database if exists ${name} with (force)`);
  psql(`create database ${name}`);
};
const drop = (name) => psql(`drop database if exists ${name} with (force)`);

/** Runs a node script to its end and answers the last line of its output as JSON. */
function runNode(args, env, timeout = 300_000) {
  const out = execFileSync(process.execPath, args, {
    cwd: root,
    encoding: 'utf8',
    timeout,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').pop() || 'null');
}

/** Starts a node process; answers {child, done: Promise<last JSON line>}. */
function startNode(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const done = new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (code !== 0)
        reject(new Error(`${args.join(' ')} exited (${code}): ${output.slice(-500)}`));
      else resolve(JSON.parse(output.trim().split('\n').pop()));
    });
  });
  return { child, done, output: () => output };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summarise(results) {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  return {
    tps: latencies.length / SECONDS,
    transfers: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    firstError: results.find((r) => r.firstError)?.firstError ?? '',
  };
}

function pgbench() {
  recreate(PG_DB);
  execFileSync('pgbench', [...pgArgs, '-i', '-q', '-s', String(SCALE), PG_DB], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const out = execFileSync(
    'pgbench',
    [...pgArgs, '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), PG_DB],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  drop(PG_DB);
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  return { tps, latencyMs: latency };
}

const startAt = () => Date.now() + 1_500;
const windowEnv = (at) => ({
  START_AT: String(at),
  WARMUP_MS: String(WARMUP * 1000),
  MEASURE_MS: String(SECONDS * 1000),
  PLATNAME,
});

async function verb(players) {
  const at = startAt() + 2_000; // tsx start-up of the workers
  const workers = [];
  for (let w = 0; w < WORKERS; w++) {
    const mine = players.filter((_, i) => i % WORKERS === w);
    if (mine.length === 0) continue;
    workers.push(
      startNode(['--import', 'tsx', 'bench/ledger-verb-worker.mjs'], {
        ...windowEnv(at),
        DATABASE_URL: dbUrl(LEDGER_DB),
        PLAYERS: JSON.stringify(mine.map((p) => ({ userId: p.userId }))),
        TAG: `w${w}`,
      }),
    );
  }
  return summarise(await Promise.all(workers.map((w) => w.done)));
}

async function api(players, platname) {
  const extra = JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}');
  const workers =
    API_WORKERS > 1
      ? { WORKERS: String(API_WORKERS), REDIS_URL, REDIS_PREFIX: `bench-ledger:${process.pid}:` }
      : { WORKERS: '1' };
  const server = spawn(process.execPath, [process.env.BENCH_SERVER ?? 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl(LEDGER_DB),
      LOG_LEVEL: 'warn',
      DEMO_SEED: '0',
      NODE_ENV: 'production',
      WEB_DIST: '',
      ...workers,
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let output = '';
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
      server.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Node:')) {
          clearTimeout(timer);
          resolve();
        }
      });
      server.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
    });
    server.stdout.resume();
    // Every process listening (the first prints the banner as it starts listening).
    await new Promise((resolve) => setTimeout(resolve, API_WORKERS > 1 ? 3_000 : 0));
    const loader = startNode(['bench/ledger-api-load.mjs'], {
      ...windowEnv(startAt()),
      PLATNAME: platname,
      BASE: `http://127.0.0.1:${PORT}`,
      PLAYERS: JSON.stringify(players.map((p) => ({ token: p.token }))),
    });
    return { ...summarise([await loader.done]), venue: platname, workers: API_WORKERS };
  } finally {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

export async function ledgerVsPgbench() {
  const result = { load: { start: os.loadavg()[0] }, clients: CLIENTS, workers: WORKERS };
  if (PARTS.includes('pgbench')) result.pgbench = pgbench();
  if (PARTS.includes('verb') || PARTS.includes('api')) {
    recreate(LEDGER_DB);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-bench-'));
    try {
      const out = path.join(dir, 'players.json');
      runNode(['--import', 'tsx', 'bench/ledger-setup.mjs'], {
        DATABASE_URL: dbUrl(LEDGER_DB),
        PLAYERS: String(CLIENTS),
        PLATNAMES: [...new Set([PLATNAME, ...API_VENUES])].join(','),
        OUT: out,
      });
      const players = JSON.parse(fs.readFileSync(out, 'utf8'));
      if (PARTS.includes('verb')) result.verb = await verb(players);
      if (PARTS.includes('api')) {
        result.api = [];
        for (const venue of API_VENUES) result.api.push(await api(players, venue));
      }
      result.verify = runNode(['--import', 'tsx', 'bench/ledger-setup.mjs', 'verify'], {
        DATABASE_URL: dbUrl(LEDGER_DB),
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      if (!process.env.BENCH_LEDGER_KEEP) drop(LEDGER_DB);
    }
  }
  if (PARTS.includes('sqlite')) {
    result.sqlite = runNode(['--import', 'tsx', 'bench/ledger-sqlite.mjs'], {
      PLAYERS: String(CLIENTS),
      CLIENTS: String(CLIENTS),
      WARMUP_MS: String(WARMUP * 1000),
      MEASURE_MS: String(SECONDS * 1000),
    });
  }
  result.load.end = os.loadavg()[0];
  return result;
}

const ratioOf = (r, x) => (r.pgbench && x ? x.tps / r.pgbench.tps : NaN);
/** The API figure that has a goal: the house venue's (a remote venue's is watched only). */
const isGoal = (x) => x.venue === 'house';

export function describeLedger(r) {
  const lines = [
    `ledger transfers vs pgbench TPC-B: ${r.clients} clients, ${SECONDS} s each after ${WARMUP} s of warm-up, ${os.cpus().length} cores, load average ${r.load.start.toFixed(1)} at start, ${r.load.end.toFixed(1)} at end`,
  ];
  const line = (label, x, goal = true) =>
    `${label}: ${x.tps.toFixed(0)} transfers/s${r.pgbench ? ` = ${ratioOf(r, x).toFixed(2)} x pgbench` : ''}, p50 ${x.p50.toFixed(1)} ms, p99 ${x.p99.toFixed(1)} ms` +
    `${x.errors ? `, ${x.errors} errors (${x.firstError})` : ''}` +
    (goal
      ? ` (goal >= ${LEDGER_BUDGET.pgRatio} x): ${ratioOf(r, x) >= LEDGER_BUDGET.pgRatio && !x.errors ? 'ok' : 'SHORT'}`
      : ' (watched, no goal)');
  if (r.pgbench) {
    lines.push(
      `pgbench TPC-B -s ${SCALE} -c ${r.clients} -j 2: ${r.pgbench.tps.toFixed(0)} tps, latency average ${r.pgbench.latencyMs} ms`,
    );
  }
  if (r.verb) lines.push(line(`ledger verb moveWithVenue, ${r.workers} worker processes`, r.verb));
  for (const x of r.api ?? []) {
    const what = isGoal(x)
      ? 'house venue: one transaction a transfer'
      : `venue ${x.venue}: a remote venue's protocol`;
    lines.push(
      line(`POST /api/transfer (built server, ${x.workers} processes, ${what})`, x, isGoal(x)),
    );
  }
  if (r.verify)
    lines.push(
      `ledger:verify after the load: ${r.verify.ok ? 'ok' : `FAILED ${r.verify.failed.join(', ')}`}`,
    );
  if (r.sqlite) {
    lines.push(
      `SQLite, ledger verb, ${r.sqlite.clients} clients in one process (single writer, group commit): ${r.sqlite.tps.toFixed(0)} transfers/s, ${r.sqlite.cpuUs} µs CPU a transfer, p99 ${r.sqlite.p99Ms} ms (goal >= ${LEDGER_BUDGET.sqliteTps}), ledger:verify ${r.sqlite.verifyOk ? 'ok' : 'FAILED'}: ${r.sqlite.tps >= LEDGER_BUDGET.sqliteTps && r.sqlite.verifyOk ? 'ok' : 'SHORT'}`,
    );
  }
  return lines.join('\n');
}

export function ledgerOk(r) {
  let ok = true;
  for (const x of [r.verb, ...(r.api ?? [])]) {
    if (!x) continue;
    ok &&= x.errors === 0;
    if (x === r.verb || isGoal(x)) ok &&= ratioOf(r, x) >= LEDGER_BUDGET.pgRatio;
  }
  if (r.verify) ok &&= r.verify.ok;
  if (r.sqlite) ok &&= r.sqlite.tps >= LEDGER_BUDGET.sqliteTps && r.sqlite.verifyOk;
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await ledgerVsPgbench();
  console.log(describeLedger(r));
  process.exit(ledgerOk(r) ? 0 : 1);
}
