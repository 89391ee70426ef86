import cluster, { type Worker } from 'node:cluster';
import type { Config } from './platform/config.ts';
import { openStore } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrations.ts';
import { MIGRATIONS } from './app.ts';

/**
 * Several server processes behind one port (WORKERS > 1, README "Using every core"): this
 * process, node:cluster's primary, migrates the database once and starts WORKERS server
 * processes; the primary accepts the connections and hands them to the processes in turn. Each
 * process is a node of the several-nodes path: its own node name, jobs claimed once across the
 * nodes, rooms, rate limits and revocations through Redis (config.ts refuses WORKERS > 1 without
 * REDIS_URL). The first process alone runs the demo's game providers, makes the ADMIN_BOOTSTRAP
 * operator and prints the start banner.
 *
 * A process that dies is started again; one dying within CRASH_WINDOW_MS of its start
 * CRASH_LOOP_LIMIT times in a row stops the server (a crash loop is a fault to fix, not load).
 * SIGTERM or SIGINT: every process finishes its calls and closes (main's shutdown), then the
 * primary exits, 0 when every process exited 0.
 */

/** What a process learns of its place: its number, 1 to WORKERS (unset: the only process). */
export const WORKER_NUMBER_ENV = 'WORKER_NUMBER';

const CRASH_WINDOW_MS = 10_000;
const CRASH_LOOP_LIMIT = 5;
const RESTART_DELAY_MS = 1_000;

/** This process's number among the workers, or 1 when it is the only server process. */
export function workerNumber(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env[WORKER_NUMBER_ENV]);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/** The environment of worker `n`: its number, its node name, the demo providers on the first. */
export function workerEnv(config: Config, n: number): Record<string, string> {
  const env: Record<string, string> = { [WORKER_NUMBER_ENV]: String(n) };
  if (config.nodeName !== undefined) env.NODE_NAME = `${config.nodeName.slice(0, 60)}-${n}`;
  if (n > 1) env.DEMO_PROVIDERS_PORT = '0';
  return env;
}

export async function runPrimary(config: Config): Promise<void> {
  // Migrated once here, so that the processes start on the latest schema together.
  const store = openStore(config.databaseUrl, { poolSize: 1 });
  await migrateToLatest(store, MIGRATIONS);
  await store.close();

  let closing = false;
  const running = new Map<number, Worker>();
  const crashes = new Map<number, number>();
  const start = (n: number) => {
    const startedAt = Date.now();
    const worker = cluster.fork(workerEnv(config, n));
    running.set(n, worker);
    worker.on('exit', (code, signal) => {
      running.delete(n);
      if (closing) {
        // A process still starting has no handler yet: SIGTERM ends it, with nothing in flight.
        if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
        if (running.size === 0) process.exit(exitCode);
        return;
      }
      const quick = Date.now() - startedAt < CRASH_WINDOW_MS;
      const inARow = quick ? (crashes.get(n) ?? 0) + 1 : 0;
      crashes.set(n, inARow);
      console.error(
        `server process ${n} exited (${signal ?? `code ${code}`}); ` +
          (inARow >= CRASH_LOOP_LIMIT
            ? 'it keeps failing at start: stopping'
            : 'starting it again'),
      );
      if (inARow >= CRASH_LOOP_LIMIT) {
        exitCode = 1;
        stop();
        return;
      }
      setTimeout(() => {
        if (!closing) start(n);
      }, RESTART_DELAY_MS).unref();
    });
  };
  let exitCode = 0;
  const stop = () => {
    if (closing) return;
    closing = true;
    if (running.size === 0) process.exit(exitCode);
    for (const worker of running.values()) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let n = 1; n <= config.workers; n++) start(n);
}
