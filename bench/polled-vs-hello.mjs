// The polled calls (POST /api/balance, /api/user, /api/balancelist, /api/typel) with a valid
// token against a bare Fastify hello-world (DESIGN §10). Three kinds of process: the hello-world
// (bench/hello-server.mjs), the API server as built (apps/server/dist/main.js, on a fresh database
// with the demo data) and the load generator (bench/load.mjs, autocannon), so neither server
// shares a core's time with the generator's own event loop. Every target gets the same
// connections, warm-up and duration. Budgets: each call >= 0.6 x hello-world req/s on SQLite,
// >= 0.25 x on PostgreSQL, p99 <= 20 ms on both.
// SQLite: a fresh file under the system's temporary folder. PostgreSQL: a fresh schema (dropped
// afterwards) in BENCH_DATABASE_URL's database, by default postgres://postgres@127.0.0.1:5432/
// bench_polled, created when missing and then dropped at the end.
// BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (50), BENCH_CALLS (all four),
// BENCH_ENGINES (sqlite,postgres when run alone), BENCH_SERVER (apps/server/dist/main.js),
// BENCH_PORTS (18400-18499) change the run; BENCH_CPU_PROF=<folder> starts the API server with
// `node --cpu-prof` writing its profile there (read it with bench/profile-summary.mjs). Next to req/s each row shows the server process's CPU
// time per request (Linux /proc): what a call costs, less moved by other work on the machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
export const BUDGET = { ratio: 0.6, p99Ms: 20 };
/** Per database engine (DESIGN §10 and issue 14: PostgreSQL answers over a socket). */
export const BUDGETS = { sqlite: BUDGET, postgres: { ratio: 0.25, p99Ms: 20 } };
/** Where the PostgreSQL run makes its scratch schema (the database is created when missing). */
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_polled';
/** BENCH_CALLS=balance,user measures only those. */
export const POLLED = (process.env.BENCH_CALLS ?? 'balance,user,balancelist,typel')
  .split(',')
  .filter(Boolean);
/** The built server to measure (BENCH_SERVER: another build, to compare two versions here). */
const SERVER = process.env.BENCH_SERVER ?? 'apps/server/dist/main.js';
/** The ports this machine's benches and tests may use (BENCH_PORTS=first-last changes them). */
const PORTS = (() => {
  const [first, last] = (process.env.BENCH_PORTS ?? '18400-18499').split('-').map(Number);
  return { first, last: last ?? first };
})();

/** A port of PORTS that nothing listens on now. */
async function freePort() {
  const span = PORTS.last - PORTS.first + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = PORTS.first + ((start + i) % span);
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

/** Starts a server process and waits until it prints `ready`. */
async function startServer(script, env, ready, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start: ${output}`)), 60_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`${script} exited (${code}): ${output}`)));
  });
  child.stdout.resume();
  return child;
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** CPU time (user + system, ms) the process has used so far; undefined off Linux. */
function cpuMs(child) {
  try {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = 100;

/** Runs the load generator in its own process against one target. */
async function load(target, seconds) {
  const options = { connections: CONNECTIONS, duration: seconds, method: 'POST', ...target };
  const child = spawn(process.execPath, ['bench/load.mjs', JSON.stringify(options)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`load generator exited (${code}): ${output}`);
  return JSON.parse(output.trim().split('\n').pop());
}

/** Warm-up (JIT, caches), then the measured run, with the server's CPU time per request (µs). */
async function measure(target, server) {
  if (WARMUP > 0) await load(target, WARMUP);
  const before = cpuMs(server);
  const result = await load(target, DURATION);
  const after = cpuMs(server);
  const cpuUs =
    before === undefined || after === undefined || result.total === 0
      ? undefined
      : ((after - before) * 1000) / result.total;
  return { ...result, cpuUs };
}

/**
 * A fresh schema in BENCH_DATABASE_URL's database (the database is created when missing, and
 * dropped afterwards when this run created it); answers the server's URL for it. The server's
 * migrations look for their bookkeeping table in every schema of the database, so the database
 * must hold no other migrated schema: stale `bench_*` ones (an interrupted run) are dropped, and
 * any other one (a test run's) stops the bench with a message.
 */
async function scratchSchema() {
  const { default: pg } = await import('pg');
  const url = new URL(BENCH_DATABASE_URL);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const onServer = async (work) => {
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const inDatabase = async (work) => {
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const created = await onServer(async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount > 0) return false;
    await client.query(`create database "${name}"`);
    return true;
  });
  const schema = `bench_${process.pid}_${Date.now()}`;
  await inDatabase(async (client) => {
    const migrated = await client.query(
      "select distinct table_schema as name from information_schema.tables where table_name = 'kysely_migration'",
    );
    for (const { name: other } of migrated.rows) {
      if (!/^bench_\d+_\d+$/.test(other)) {
        throw new Error(
          `database ${name} holds the migrated schema "${other}": give BENCH_DATABASE_URL a database of its own`,
        );
      }
      await client.query(`drop schema "${other}" cascade`);
    }
    await client.query(`create schema "${schema}"`);
  });
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: scoped.href,
    async drop() {
      if (created) {
        await onServer((client) => client.query(`drop database "${name}" with (force)`));
      } else {
        await inDatabase((client) => client.query(`drop schema "${schema}" cascade`));
      }
    },
  };
}

/** The demo player's token on a running API server. */
async function demoToken(base) {
  const login = await fetch(`${base}/api/login_pc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'demo001', password: 'demo123' }),
  }).then((r) => r.json());
  if (login.code !== 200) throw new Error(`demo login failed: ${JSON.stringify(login)}`);
  return login.data.api_token;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Each polled call with its ratio to the hello-world and whether it keeps the budgets. Both
 * servers run side by side (each idle while the other is loaded) and the hello-world is measured
 * before the first call and after each one: a call's ratio is to the mean of the hello-world runs
 * just before and just after it, so a machine that speeds up or slows down during the run (other
 * work on a shared machine) moves both sides of the ratio alike.
 */
export async function polledVsHello({ engine = 'sqlite' } = {}) {
  const budget = BUDGETS[engine];
  const loadAtStart = os.loadavg()[0];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const scratch = engine === 'postgres' ? await scratchSchema() : undefined;
  const helloPort = await freePort();
  const hello = await startServer(
    'bench/hello-server.mjs',
    { PORT: String(helloPort) },
    'listening',
  );
  const apiPort = await freePort();
  let api;
  try {
    api = await startServer(
      SERVER,
      {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATABASE_URL: scratch ? scratch.url : `sqlite:${dir}/bench.db`,
        LOG_LEVEL: 'warn',
        WEB_DIST: '',
      },
      'Demo login',
      process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
        : [],
    );
    const base = `http://127.0.0.1:${apiPort}`;
    const token = await demoToken(base);
    const helloTarget = { url: `http://127.0.0.1:${helloPort}/` };
    const helloRuns = [await measure(helloTarget, hello)];
    const rows = [];
    for (const call of POLLED) {
      const r = await measure(
        {
          url: `${base}/api/${call}`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        },
        api,
      );
      helloRuns.push(await measure(helloTarget, hello));
      const baseline = (helloRuns.at(-2).rps + helloRuns.at(-1).rps) / 2;
      const ratio = r.rps / baseline;
      const ok = ratio >= budget.ratio && r.p99 <= budget.p99Ms && r.errors + r.non2xx === 0;
      rows.push({ call, ...r, baseline, ratio, ok });
    }
    const helloCpu = helloRuns.map((h) => h.cpuUs).filter((v) => v !== undefined);
    return {
      engine,
      budget,
      hello: {
        cpuUs: helloCpu.length > 0 ? median(helloCpu) : undefined,
        rps: median(helloRuns.map((h) => h.rps)),
        min: Math.min(...helloRuns.map((h) => h.rps)),
        max: Math.max(...helloRuns.map((h) => h.rps)),
        p99: median(helloRuns.map((h) => h.p99)),
      },
      rows,
      load: { start: loadAtStart, end: os.loadavg()[0] },
      ok: rows.every((row) => row.ok),
    };
  } finally {
    if (api) await stopServer(api);
    await stopServer(hello);
    fs.rmSync(dir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

const cpu = (us) => (us === undefined ? '' : `, server CPU ${us.toFixed(0)} µs/req`);

export function report({ engine = 'sqlite', budget = BUDGET, hello, rows, load }) {
  const lines = [
    `polled calls on ${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}: ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s of warm-up; servers and load generator in separate processes; ${os.cpus().length} cores, load average ${load.start.toFixed(1)} at start, ${load.end.toFixed(1)} at end`,
    `hello-world (bare Fastify): ${hello.rps.toFixed(0)} req/s (median of ${rows.length + 1} runs, ${hello.min.toFixed(0)}-${hello.max.toFixed(0)}), p99 ${hello.p99} ms${cpu(hello.cpuUs)}`,
  ];
  for (const r of rows) {
    lines.push(
      `POST /api/${r.call} (${engine}): ${r.rps.toFixed(0)} req/s = ${r.ratio.toFixed(2)} x hello-world (${r.baseline.toFixed(0)} around it), p99 ${r.p99} ms${cpu(r.cpuUs)}` +
        `${r.errors + r.non2xx > 0 ? `, ${r.errors + r.non2xx} errors` : ''}` +
        ` (budget >= ${budget.ratio} x, p99 <= ${budget.p99Ms} ms): ${r.ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let ok = true;
  for (const engine of (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',')) {
    const result = await polledVsHello({ engine });
    console.log(report(result));
    ok &&= result.ok;
  }
  process.exit(ok ? 0 : 1);
}
