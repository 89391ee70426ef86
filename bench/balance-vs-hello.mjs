// POST /api/balance with a valid token against a bare Fastify hello-world, both on this machine,
// same connections and duration. Budget: balance >= 50 % of hello-world req/s (DESIGN §10).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;

async function measure(options) {
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...options });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

async function helloWorld() {
  const app = Fastify({ logger: false });
  app.post('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${app.server.address().port}/`;
  const result = await measure({ url, method: 'POST' });
  await app.close();
  return result;
}

async function balance() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const port = 18000 + Math.floor(Math.random() * 1000);
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${dir}/bench.db`,
      LOG_LEVEL: 'warn',
      WEB_DIST: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) =>
    server.stdout.on('data', (d) => String(d).includes('Demo login') && resolve()),
  );
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/login_pc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'demo001', password: 'demo123' }),
  }).then((r) => r.json());
  const result = await measure({
    url: `${base}/api/balance`,
    method: 'POST',
    headers: {
      authorization: `Bearer ${login.data.api_token}`,
      'content-type': 'application/json',
    },
    body: '{}',
  });
  server.kill('SIGTERM');
  return result;
}

export async function balanceVsHello() {
  const hello = await helloWorld();
  const bal = await balance();
  return { hello, balance: bal, ratio: bal.rps / hello.rps };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await balanceVsHello();
  console.log(`hello-world: ${r.hello.rps.toFixed(0)} req/s (p99 ${r.hello.p99} ms)`);
  console.log(
    `/api/balance: ${r.balance.rps.toFixed(0)} req/s (p99 ${r.balance.p99} ms, ${r.balance.errors} errors)`,
  );
  console.log(`ratio: ${(100 * r.ratio).toFixed(0)} % (budget >= 50 %)`);
  if (r.ratio < 0.5 || r.balance.errors > 0) process.exit(1);
}
