// Why another harness can measure a different ratio for the same call: `balance` and the
// hello-world loaded in several ways, each as a ratio to the hello-world loaded the same way.
// node bench/harness-variants.mjs (after npm run build; BENCH_PORTS, BENCH_SECONDS as the bench).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const [first] = (process.env.BENCH_PORTS ?? '18400-18499').split('-').map(Number);

function start(script, env, ready) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      if (out.includes(ready)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited ${code}: ${out}`)));
  });
}

/** autocannon in a process of its own (bench/load.mjs), as the bench runs it. */
function load(options) {
  const child = spawn(process.execPath, ['bench/load.mjs', JSON.stringify(options)], { cwd: root });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  return new Promise((resolve) =>
    child.on('exit', () => resolve(JSON.parse(out.trim().split('\n').pop()))),
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harness-'));
const helloPort = first + 7;
const apiPort = first + 8;
const hello = await start('bench/hello-server.mjs', { PORT: String(helloPort) }, 'listening');
const api = await start(
  'apps/server/dist/main.js',
  {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${dir}/h.db`,
    LOG_LEVEL: 'warn',
    WEB_DIST: '',
  },
  'Demo login',
);
const base = `http://127.0.0.1:${apiPort}`;
const login = await fetch(`${base}/api/login_pc`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'demo001', password: 'demo123' }),
}).then((r) => r.json());
const token = login.data.api_token;
const helloUrl = `http://127.0.0.1:${helloPort}/`;
const balance = { url: `${base}/api/balance`, method: 'POST' };
const auth = { authorization: `Bearer ${token}` };
const json = { ...auth, 'content-type': 'application/json' };

const variants = [
  ['as the bench: body {} with content-type, 50 connections', { headers: json, body: '{}' }, {}],
  ['no body, no content-type', { headers: auth }, {}],
  ['pipelining 10', { headers: json, body: '{}', pipelining: 10 }, { pipelining: 10 }],
  ['200 connections', { headers: json, body: '{}', connections: 200 }, { connections: 200 }],
];
const lines = [`load average ${os.loadavg()[0].toFixed(1)} at start`];
for (const [name, call, helloExtra] of variants) {
  await load({ ...balance, connections: 50, duration: 2, ...call });
  const h1 = await load({
    url: helloUrl,
    method: 'POST',
    connections: 50,
    duration: SECONDS,
    ...helloExtra,
  });
  const r = await load({ ...balance, connections: 50, duration: SECONDS, ...call });
  const h2 = await load({
    url: helloUrl,
    method: 'POST',
    connections: 50,
    duration: SECONDS,
    ...helloExtra,
  });
  const h = (h1.rps + h2.rps) / 2;
  lines.push(
    `${name}: balance ${r.rps.toFixed(0)} / hello ${h.toFixed(0)} = ${(r.rps / h).toFixed(2)} x, p99 ${r.p99} ms, non2xx ${r.non2xx}`,
  );
}
// The hello-world answered inside the load generator's own process: they share one event loop.
{
  const inProcess = Fastify({ logger: false });
  inProcess.post('/', async () => ({ hello: 'world' }));
  await inProcess.listen({ port: first + 9, host: '127.0.0.1' });
  const h = await autocannon({
    url: `http://127.0.0.1:${first + 9}/`,
    method: 'POST',
    connections: 50,
    duration: SECONDS,
  });
  const r = await load({
    ...balance,
    connections: 50,
    duration: SECONDS,
    headers: json,
    body: '{}',
  });
  lines.push(
    `hello-world in the generator's process: balance ${r.rps.toFixed(0)} / hello ${h.requests.average.toFixed(0)} = ${(r.rps / h.requests.average).toFixed(2)} x`,
  );
  await inProcess.close();
}
lines.push(`load average ${os.loadavg()[0].toFixed(1)} at end`);
console.log(lines.join('\n'));
api.kill('SIGTERM');
hello.kill('SIGTERM');
await new Promise((r) => setTimeout(r, 500));
fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
