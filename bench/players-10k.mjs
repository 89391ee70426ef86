// Ten thousand logged-in players against the server (apps/server/dist/main.js as built, SQLite, the
// demo data; one server process per core, WORKERS, sharing Redis: BENCH_PLAYERS_SERVERS=1 for one),
// each behaving as the player app's screen it is on (the mix and the intervals:
// bench/players-10k-mix.mjs). Budgets: every call's p99 <= 50 ms, the rooms'
// publications p99 <= 100 ms from publication (the message's `time`, the server's clock when it
// made it) to receipt, no error; the server's memory (RSS, V8 heap) is reported.
//
// Processes:
//  - setup (tsx, bench/players-10k-setup.mjs): a fresh SQLite database under /tmp, migrated and
//    seeded by the app, 10,000 players with sessions, the last 250 (the bettors) with 1,000 yuan;
//  - the server: node --import bench/players-10k-probe.mjs apps/server/dist/main.js (the probe
//    prints memory, CPU and event-loop figures once a second; nothing else is changed), jobs
//    running, LOTTERY_DEMO_PERIOD_SECONDS=60 so that every room draws once a minute (production:
//    300 s and 210 s): each measured minute holds a draw of every room and the reloads it causes;
//  - WORKERS load generators (bench/players-10k-worker.mjs, tsx for the contract's constants),
//    each with the players g % WORKERS === its number, so each holds the same mix.
// Each process runs under bash with `ulimit -n` raised to 20,000 (or the hard limit): the server
// holds one socket per player plus the rooms' WebSockets (about 12,500), a generator a third.
//
// Timeline: players arrive evenly over RAMP (30 s), 10 s more to settle, then MEASURE (60 s) of
// measure; about 2 minutes in all with setup. Loopback only, ports 18321-18329 (BENCH_PORTS).
// BENCH_PLAYERS (10000), BENCH_PLAYERS_WORKERS (3), BENCH_PLAYERS_SECONDS (60),
// BENCH_PLAYERS_RAMP_SECONDS (30), BENCH_PLAYERS_PERIOD (60), BENCH_CPU_PROF=<dir> (profile the
// server), BENCH_PORTS=first-last change the run.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
const BETTORS = Math.round(PLAYERS * 0.025);
const WORKERS = Number(process.env.BENCH_PLAYERS_WORKERS ?? 3);
const MEASURE_MS = Number(process.env.BENCH_PLAYERS_SECONDS ?? 60) * 1000;
const RAMP_MS = Number(process.env.BENCH_PLAYERS_RAMP_SECONDS ?? 30) * 1000;
const SETTLE_MS = 10_000;
const PERIOD = process.env.BENCH_PLAYERS_PERIOD ?? '60';
/**
 * Server processes (WORKERS; BENCH_PLAYERS_SERVERS, default the cores). Above 1 they share
 * Redis (BENCH_REDIS_URL, default the machine's), as the README's "Using every core" runs them.
 */
const SERVERS = Number(process.env.BENCH_PLAYERS_SERVERS ?? os.availableParallelism());
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The ports the server may take (BENCH_PORTS=first-last changes them). */
const PORTS = (() => {
  const [first, last] = (process.env.BENCH_PORTS ?? '18321-18329').split('-').map(Number);
  return { first, last: last ?? first };
})();
export const PLAYERS_BUDGET = { callP99Ms: 50, broadcastP99Ms: 100 };

/** Runs `node args…` under bash with the open-files limit raised. */
function spawnNode(args, env, stdin = 'ignore') {
  const command = `ulimit -n 20000 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "${process.execPath}" ${args.join(' ')}`;
  return spawn('bash', ['-c', command], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: [stdin, 'pipe', 'inherit'],
  });
}

async function freePort() {
  for (let port = PORTS.first; port <= PORTS.last; port++) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

/** p50, p99 and max of merged histograms (0.1 ms buckets). */
function summarise(parts) {
  const buckets = new Map();
  let total = 0;
  let max = 0;
  for (const part of parts) {
    total += part.count;
    max = Math.max(max, part.max);
    for (const [b, n] of part.buckets) buckets.set(b, (buckets.get(b) ?? 0) + n);
  }
  const sorted = [...buckets].sort((a, b) => a[0] - b[0]);
  const at = (q) => {
    const rank = Math.ceil(q * total);
    let seen = 0;
    for (const [b, n] of sorted) if ((seen += n) >= rank) return b / 10;
    return max;
  };
  return { count: total, p50: at(0.5), p99: at(0.99), max };
}

const sum = (list, key) => list.reduce((acc, x) => acc + (x[key] ?? 0), 0);
const merge = (objects) => {
  const out = {};
  for (const o of objects) for (const [k, v] of Object.entries(o)) out[k] = (out[k] ?? 0) + v;
  return out;
};

export async function players10k() {
  const loadBefore = os.loadavg();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'players-10k-'));
  const databaseUrl = `sqlite:${path.join(dir, 'bench.db')}`;
  const tokensFile = path.join(dir, 'tokens.json');
  const setupStarted = Date.now();
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/players-10k-setup.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PLAYERS: String(PLAYERS),
      BETTORS: String(BETTORS),
      LOTTERY_DEMO_PERIOD_SECONDS: PERIOD,
      OUT: tokensFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 180_000,
  });
  const setupMs = Date.now() - setupStarted;
  const port = await freePort();
  const prof = process.env.BENCH_CPU_PROF;
  const server = spawnNode(
    [
      ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []),
      '--import',
      './bench/players-10k-probe.mjs',
      'apps/server/dist/main.js',
    ],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: '',
      LOTTERY_DEMO_PERIOD_SECONDS: PERIOD,
      WORKERS: String(SERVERS),
      ...(SERVERS > 1
        ? { REDIS_URL, REDIS_PREFIX: `bench-players:${process.pid}:` }
        : { REDIS_URL: '' }),
    },
  );
  const probes = [];
  let serverOut = '';
  let serverExited = null;
  server.on('exit', (code) => (serverExited = code));
  const started = new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      serverOut += chunk;
      const lines = serverOut.split('\n');
      serverOut = lines.pop();
      for (const line of lines) {
        if (line.startsWith('@probe ')) probes.push(JSON.parse(line.slice(7)));
        else if (line.includes('Player app')) resolve();
      }
    });
    server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  try {
    await started;
    // The first process prints the banner once it listens; the others are a moment behind.
    if (SERVERS > 1) await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idle = await new Promise((resolve) => {
      const n = probes.length;
      const timer = setInterval(() => {
        if (probes.length > n) {
          clearInterval(timer);
          resolve(probes.at(-1));
        }
      }, 100);
    });
    // The generators load (tsx) first; the timeline starts once every one is ready.
    const children = [];
    const ready = [];
    for (let w = 0; w < WORKERS; w++) {
      const child = spawnNode(
        ['--import', 'tsx', 'bench/players-10k-worker.mjs'],
        {
          BASE: `127.0.0.1:${port}`,
          TOKENS: tokensFile,
          WORKER: String(w),
          WORKERS: String(WORKERS),
          BETTORS: String(BETTORS),
        },
        'pipe',
      );
      let out = '';
      ready.push(
        new Promise((resolve) => {
          const onData = (d) => {
            out += d;
            if (out.includes('ready')) {
              child.stdout.off('data', onData);
              child.stdout.on('data', (more) => (out += more));
              resolve(child);
            }
          };
          child.stdout.on('data', onData);
        }),
      );
      children.push(
        new Promise((resolve, reject) =>
          child.on('exit', (code) =>
            code === 0
              ? resolve(JSON.parse(out.trim().split('\n').pop()))
              : reject(new Error(`load generator ${w} exited with ${code}: ${out.slice(-500)}`)),
          ),
        ),
      );
    }
    const exitedEarly = Promise.all(children).then(() => {
      throw new Error('the load generators exited before the run');
    });
    const generators = await Promise.race([Promise.all(ready), exitedEarly]);
    const startAt = Date.now() + 1_000;
    const measureFrom = startAt + RAMP_MS + SETTLE_MS;
    const measureTo = measureFrom + MEASURE_MS;
    const timeline = JSON.stringify({ startAt, rampMs: RAMP_MS, measureFrom, measureTo });
    for (const child of generators) child.stdin.end(`${timeline}\n`);
    const results = await Promise.all(children);
    const loadAfter = os.loadavg();
    if (serverExited !== null) throw new Error(`the server exited with ${serverExited}`);

    const names = new Set(results.flatMap((r) => Object.keys(r.histograms)));
    const latency = {};
    for (const name of [...names].sort()) {
      latency[name] = summarise(results.map((r) => r.histograms[name]).filter(Boolean));
    }
    const counters = merge(results.map((r) => r.counters));
    const errors = merge(results.map((r) => r.errors));
    const measured = probes.filter((p) => p.t > measureFrom && p.t <= measureTo);
    const seconds = MEASURE_MS / 1000;
    // Per process, then summed (CPU, memory) or listed (event loop): the primary's CPU is the
    // cost of handing out connections.
    const procs = [...new Set(measured.map((p) => p.proc))].sort();
    const perProc = procs.map((proc) => {
      const mine = measured.filter((p) => p.proc === proc);
      const peak = (key) => Math.max(...mine.map((p) => p[key]));
      const mean = (key) => mine.reduce((a, p) => a + p[key], 0) / mine.length;
      return {
        proc,
        rssPeak: peak('rss'),
        heapUsedPeak: peak('heapUsed'),
        heapTotalPeak: peak('heapTotal'),
        externalPeak: peak('external'),
        cpuMs: mean('cpuMs'),
        systemMs: mean('systemMs'),
        elu: Math.round(mean('elu') * 100) / 100,
        loopDelayP99Max: peak('delayP99'),
        loopDelayMax: peak('delayMax'),
      };
    });
    const total = (key) => Math.round(perProc.reduce((a, p) => a + p[key], 0) * 10) / 10;
    const most = (key) => Math.max(...perProc.map((p) => p[key]));
    const idleRss = probes
      .filter((p) => p.t <= idle.t)
      .reduce((byProc, p) => byProc.set(p.proc, p), new Map());
    return {
      players: PLAYERS,
      mix: merge(results.map((r) => r.mix)),
      workers: WORKERS,
      servers: SERVERS,
      seconds,
      rampSeconds: RAMP_MS / 1000,
      period: Number(PERIOD),
      setupMs,
      latency,
      callsPerSecond: Math.round((counters.calls ?? 0) / seconds),
      pingsPerSecond: Math.round((counters.pings ?? 0) / seconds),
      framesPerSecond: Math.round((counters.frames ?? 0) / seconds),
      sockets: counters['sockets welcomed'] ?? 0,
      chats: counters['chats sent'] ?? 0,
      errors,
      errorCount: Object.values(errors).reduce((a, b) => a + b, 0),
      samples: [...new Set(results.flatMap((r) => r.samples))].slice(0, 24),
      unanswered: sum(results, 'unanswered'),
      server: {
        idle: {
          rss: Math.round([...idleRss.values()].reduce((a, p) => a + p.rss, 0)),
          heapUsed: Math.round([...idleRss.values()].reduce((a, p) => a + p.heapUsed, 0)),
        },
        rssPeak: total('rssPeak'),
        heapUsedPeak: total('heapUsedPeak'),
        heapTotalPeak: total('heapTotalPeak'),
        externalPeak: total('externalPeak'),
        cpuPercent: Math.round(total('cpuMs') / 10),
        systemPercent: Math.round(total('systemMs') / 10),
        // Server CPU per answered call (pings and fan-out included): what the mix costs.
        cpuMsPerCall: Math.round((total('cpuMs') / ((counters.calls ?? 0) / seconds)) * 100) / 100,
        elu: most('elu'),
        loopDelayP99Max: most('loopDelayP99Max'),
        loopDelayMax: most('loopDelayMax'),
        processes: perProc.map((p) => ({
          proc: p.proc,
          cpuPercent: Math.round(p.cpuMs / 10),
          elu: p.elu,
          loopDelayP99Max: p.loopDelayP99Max,
        })),
      },
      generators: results.map((r) => r.generator),
      load: {
        before: loadBefore.map((x) => x.toFixed(2)),
        after: loadAfter.map((x) => x.toFixed(2)),
      },
      cores: os.cpus().length,
    };
  } finally {
    if (process.env.BENCH_PROBES_OUT)
      writeFileSync(process.env.BENCH_PROBES_OUT, JSON.stringify(probes));
    server.kill('SIGTERM');
    await new Promise((resolve) =>
      server.exitCode === null ? server.on('exit', resolve) : resolve(),
    );
    rmSync(dir, { recursive: true, force: true });
  }
}

const f = (x) => (x >= 100 ? Math.round(x).toString() : x.toFixed(1));
const line = (name, s) =>
  `  ${name.padEnd(26)} p50 ${f(s.p50).padStart(6)} ms  p99 ${f(s.p99).padStart(6)} ms  max ${f(s.max).padStart(6)} ms  (${s.count})`;

export function describePlayers(r) {
  const calls = Object.entries(r.latency).filter(([k]) => k.startsWith('call '));
  const broadcasts = Object.entries(r.latency).filter(([k]) => k.startsWith('broadcast '));
  const other = Object.entries(r.latency).filter(
    ([k]) => !k.startsWith('call ') && !k.startsWith('broadcast '),
  );
  const m = r.mix;
  const s = r.server;
  return [
    `ten thousand players (real app as built, SQLite, ${r.servers > 1 ? `${r.servers} server processes (WORKERS) and Redis` : 'one server process'}): ${r.players} players ` +
      `(home ${m.home ?? 0}, wallet ${m.wallet ?? 0}, transfer ${m.transfer ?? 0}, lottery rooms ` +
      `${(m.room ?? 0) + (m.bettor ?? 0) + (m.chatter ?? 0)} of which ${m.bettor ?? 0} bet and ` +
      `${m.chatter ?? 0} chat), ${r.workers} generator processes, ${r.rampSeconds} s ramp, ` +
      `${r.seconds} s measured, draws every ${r.period} s`,
    `  ${r.callsPerSecond} calls/s, ${r.sockets} sockets, ${r.pingsPerSecond} pings/s, ` +
      `${r.framesPerSecond} publications received/s, ${r.chats} chats; errors ${r.errorCount}` +
      (r.errorCount > 0 ? ` ${JSON.stringify(r.errors)}` : '') +
      (r.unanswered > 0 ? `, ${r.unanswered} unanswered at the end` : ''),
    `  calls (budget p99 <= ${PLAYERS_BUDGET.callP99Ms} ms):`,
    ...calls.map(([k, v]) => line(k.slice(5), v)),
    `  publication -> receipt (budget p99 <= ${PLAYERS_BUDGET.broadcastP99Ms} ms):`,
    ...broadcasts.map(([k, v]) => line(k.slice(10), v)),
    ...other.map(([k, v]) => line(k, v)),
    `  server: RSS ${s.idle.rss} MB idle -> ${s.rssPeak} MB peak, heap used ${s.idle.heapUsed} -> ` +
      `${s.heapUsedPeak} MB peak (heap total ${s.heapTotalPeak} MB, external ${s.externalPeak} MB); ` +
      `CPU ${s.cpuPercent} % of a core (kernel ${s.systemPercent} %), event loop ${Math.round(s.elu * 100)} % busy, loop delay ` +
      `p99 up to ${s.loopDelayP99Max} ms, max ${s.loopDelayMax} ms; ${s.cpuMsPerCall} ms of CPU per call` +
      (s.processes.length > 1
        ? `; by process: ${s.processes.map((p) => `${p.proc} ${p.cpuPercent} % CPU, loop ${Math.round(p.elu * 100)} % busy, delay p99 ${p.loopDelayP99Max} ms`).join('; ')}`
        : ''),
    `  generators: ${r.generators.map((g) => `${g.cpuPercent} % CPU, loop delay p99 ${g.delayP99Ms} ms`).join('; ')}`,
    `  load average ${r.load.before.join(' ')} before, ${r.load.after.join(' ')} after, ` +
      `${r.cores} cores; setup ${(r.setupMs / 1000).toFixed(1)} s`,
    ...(r.samples.length > 0 ? [`  first errors: ${r.samples.join(' | ')}`] : []),
  ].join('\n');
}

export function playersOk(r) {
  const calls = Object.entries(r.latency).filter(([k]) => k.startsWith('call '));
  const all = r.latency['broadcast (all)'];
  return (
    calls.length > 0 &&
    calls.every(([, s]) => s.p99 <= PLAYERS_BUDGET.callP99Ms) &&
    all !== undefined &&
    all.p99 <= PLAYERS_BUDGET.broadcastP99Ms &&
    r.errorCount === 0 &&
    r.unanswered === 0
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await players10k();
  console.log(describePlayers(r));
  if (process.env.BENCH_JSON) console.log(JSON.stringify(r));
  process.exit(playersOk(r) ? 0 : 1);
}
