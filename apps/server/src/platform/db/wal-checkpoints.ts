// A namespace import: the server's bundle declares its own `createRequire` (build.mjs).
import * as nodeModule from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * A SQLite database in WAL mode copies the WAL back into the database file (a checkpoint, two
 * fsyncs) every `wal_autocheckpoint` pages, inside whichever commit crosses the mark. Here a
 * worker thread with its own connection runs a PASSIVE checkpoint every `intervalMs` instead:
 * PASSIVE never takes the write lock and never waits, so commits go on while it copies and syncs,
 * and the writer starts the WAL over once a checkpoint has caught up (the WAL stays small).
 * Durability is unchanged: a commit is in the WAL (written, not synced: `synchronous = NORMAL`)
 * before the caller hears of it, whoever checkpoints it later.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 0');
db.pragma('synchronous = NORMAL');
const checkpoint = db.prepare('pragma wal_checkpoint(PASSIVE)');
let failures = 0;
const timer = setInterval(() => {
  try {
    checkpoint.get();
    failures = 0;
  } catch (error) {
    // SQLITE_BUSY: another checkpoint runs; the next tick tries again.
    if (++failures === 100) parentPort.postMessage({ error: String(error) });
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

export function startWalCheckpoints(
  file: string,
  intervalMs: number,
  onError: (message: string) => void,
): WalCheckpointer {
  const driver = nodeModule.createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driver, intervalMs },
  });
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(message.error);
  });
  worker.on('error', (error) => onError(String(error)));
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      // Referenced again, so that the process lives until the worker has closed its connection.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
