// The benches' child processes: `node …` under bash with the open-files limit raised (a bench
// opens thousands of sockets), and a wait for a line the child prints.
import { execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `node args…` from the project root (BENCH_CPU_PROF=<dir>: profiled). */
export function spawnNode(args, env, stdin = 'ignore') {
  const prof = process.env.BENCH_CPU_PROF;
  if (prof) args = ['--cpu-prof', `--cpu-prof-dir=${prof}`, ...args];
  const command = `ulimit -n 65536 2>/dev/null || ulimit -n 20000 2>/dev/null; exec "${process.execPath}" ${args.join(' ')}`;
  return spawn('bash', ['-c', command], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: [stdin, 'pipe', 'inherit'],
  });
}

/** Resolves when the child prints `text`; rejects when it exits first. */
export function waitFor(child, text, what) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (d) => {
      seen += d;
      if (seen.includes(text)) {
        child.stdout.off('data', onData);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${what} exited with ${code}`)));
  });
}

/** Runs a setup step (`node --import tsx <script>`) with `env`, waiting for it to finish. */
export function runSetup(script, env) {
  execFileSync(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 120_000,
  });
}

/** The real app (main.ts through tsx, production, no Redis) on `port` and `databaseUrl`. */
export function startAppServer(port, databaseUrl) {
  return spawnNode(['--import', 'tsx', 'apps/server/src/main.ts'], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
  });
}

/** A port of `from`-`to` that nothing listens on now (tried from a random start). */
export async function freePortIn(from, to) {
  const span = to - from + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = from + ((start + i) % span);
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}
