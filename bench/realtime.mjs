// One room, 5,000 WebSocket clients: p99 time from `realtime.publish` on the server to receipt
// by each client (DESIGN §10 budget: <= 100 ms). The server (platform/realtime on a bare Fastify)
// runs in its own process, the clients in another, each with `ulimit -n` raised. Bounded: about
// 10 s of publishing (BENCH_WS_MESSAGES at BENCH_WS_INTERVAL_MS), 10 s of grace at most.
// BENCH_REDIS_URL=redis://127.0.0.1:6379/3 sends the room through Redis instead of memory.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 5_000);
const MESSAGES = Number(process.env.BENCH_WS_MESSAGES ?? 100);
const INTERVAL_MS = Number(process.env.BENCH_WS_INTERVAL_MS ?? 100);
const WARMUP = 10;
export const REALTIME_P99_BUDGET_MS = 100;

/** Runs `node args…` under bash with the open-files limit raised. */
function spawnNode(args, env) {
  const command = `ulimit -n 65536 2>/dev/null || ulimit -n 20000 2>/dev/null; exec "${process.execPath}" ${args.join(' ')}`;
  return spawn('bash', ['-c', command], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

export async function realtimeFanout({ redisUrl = process.env.BENCH_REDIS_URL } = {}) {
  const port = 18390 + Math.floor(Math.random() * 10);
  const prefix = `rt-bench-${randomBytes(4).toString('hex')}:`;
  const server = spawnNode(['--import', 'tsx', 'bench/realtime-server.mjs'], {
    PORT: String(port),
    PREFIX: prefix,
    REDIS_URL: redisUrl ?? '',
    NODE_ENV: 'production',
  });
  try {
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (d) => String(d).includes('listening') && resolve());
      server.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const clients = spawnNode(['bench/realtime-clients.mjs'], {
      BASE: `127.0.0.1:${port}`,
      CLIENTS: String(CLIENTS),
      MESSAGES: String(MESSAGES),
      WARMUP: String(WARMUP),
      INTERVAL_MS: String(INTERVAL_MS),
    });
    let out = '';
    clients.stdout.on('data', (d) => (out += d));
    const code = await new Promise((resolve) => clients.on('exit', resolve));
    if (code !== 0) throw new Error(`bench clients exited with ${code}`);
    return { ...JSON.parse(out.trim().split('\n').pop()), redis: Boolean(redisUrl) };
  } finally {
    server.kill('SIGTERM');
    if (redisUrl) {
      const { Redis } = await import('ioredis');
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  }
}

export function describeFanout(r) {
  return (
    `WebSocket fan-out (${r.redis ? 'Redis' : 'memory'}), one room, ${r.clients} clients, ` +
    `${r.messages} messages: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
    `max ${r.max.toFixed(1)} ms (budget p99 <= ${REALTIME_P99_BUDGET_MS} ms); ` +
    `${r.received}/${r.expected} received, ${r.outOfOrder} out of order, ` +
    `${r.closedEarly} closed, connect ${r.connectMs} ms` +
    (r.redis
      ? ''
      : `; server fan-out per publication: ${r.publish.wallMs.toFixed(1)} ms wall, ` +
        `${r.publish.cpuMs.toFixed(1)} ms CPU`)
  );
}

export function fanoutOk(r) {
  return (
    r.p99 <= REALTIME_P99_BUDGET_MS &&
    r.received === r.expected &&
    r.outOfOrder === 0 &&
    r.closedEarly === 0
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await realtimeFanout();
  console.log(describeFanout(r));
  process.exit(fanoutOk(r) ? 0 : 1);
}
