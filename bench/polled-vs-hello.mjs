// The polled calls (POST /api/balance, /api/user, /api/balancelist, /api/typel) with a valid
// token against a bare Fastify hello-world (DESIGN §10). Three kinds of process: the hello-world
// (bench/hello-server.mjs), the API server as built (apps/server/dist/main.js, on a fresh SQLite
// database with the demo data) and the load generator (bench/load.mjs, autocannon), so neither
// server shares a core's time with the generator's own event loop. Every target gets the same
// connections, warm-up and duration. Budgets: each call >= 0.6 x hello-world req/s, p99 <= 20 ms.
// BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (50), BENCH_CALLS (all four),
// BENCH_SERVER (apps/server/dist/main.js) change the run.
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
/** BENCH_CALLS=balance,user measures only those. */
export const POLLED = (process.env.BENCH_CALLS ?? 'balance,user,balancelist,typel')
  .split(',')
  .filter(Boolean);
/** The built server to measure (BENCH_SERVER: another build, to compare two versions here). */
const SERVER = process.env.BENCH_SERVER ?? 'apps/server/dist/main.js';
/** The ports this machine's benches and tests may use. */
const PORTS = { first: 18400, last: 18499 };

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
async function startServer(script, env, ready) {
  const child = spawn(process.execPath, [script], {
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

/** Warm-up (JIT, caches), then the measured run. */
async function measure(target) {
  if (WARMUP > 0) await load(target, WARMUP);
  return load(target, DURATION);
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
export async function polledVsHello() {
  const loadAtStart = os.loadavg()[0];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
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
        DATABASE_URL: `sqlite:${dir}/bench.db`,
        LOG_LEVEL: 'warn',
        WEB_DIST: '',
      },
      'Demo login',
    );
    const base = `http://127.0.0.1:${apiPort}`;
    const token = await demoToken(base);
    const helloTarget = { url: `http://127.0.0.1:${helloPort}/` };
    const helloRuns = [await measure(helloTarget)];
    const rows = [];
    for (const call of POLLED) {
      const r = await measure({
        url: `${base}/api/${call}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      helloRuns.push(await measure(helloTarget));
      const baseline = (helloRuns.at(-2).rps + helloRuns.at(-1).rps) / 2;
      const ratio = r.rps / baseline;
      const ok = ratio >= BUDGET.ratio && r.p99 <= BUDGET.p99Ms && r.errors + r.non2xx === 0;
      rows.push({ call, ...r, baseline, ratio, ok });
    }
    return {
      hello: {
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
  }
}

export function report({ hello, rows, load }) {
  const lines = [
    `${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s of warm-up; servers and load generator in separate processes; ${os.cpus().length} cores, load average ${load.start.toFixed(1)} at start, ${load.end.toFixed(1)} at end`,
    `hello-world (bare Fastify): ${hello.rps.toFixed(0)} req/s (median of ${rows.length + 1} runs, ${hello.min.toFixed(0)}-${hello.max.toFixed(0)}), p99 ${hello.p99} ms`,
  ];
  for (const r of rows) {
    lines.push(
      `POST /api/${r.call}: ${r.rps.toFixed(0)} req/s = ${r.ratio.toFixed(2)} x hello-world (${r.baseline.toFixed(0)} around it), p99 ${r.p99} ms` +
        `${r.errors + r.non2xx > 0 ? `, ${r.errors + r.non2xx} errors` : ''}` +
        ` (budget >= ${BUDGET.ratio} x, p99 <= ${BUDGET.p99Ms} ms): ${r.ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await polledVsHello();
  console.log(report(result));
  process.exit(result.ok ? 0 : 1);
}
