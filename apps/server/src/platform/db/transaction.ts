import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type ControlledTransaction } from 'kysely';
import type { Store, Tx } from './database.ts';
import type { Database } from './schema.ts';

const RETRYABLE = new Set(['40001', '40P01', '23505']);
const ATTEMPTS = 3;

/**
 * Runs `work` in one transaction (`BEGIN IMMEDIATE` on SQLite). On PostgreSQL a serialization
 * failure, a deadlock or a unique race is retried, up to 3 attempts in all; errors the work threw
 * on purpose (anything without a SQLSTATE) are never retried. On SQLite, transactions asked for
 * while another runs share one commit (`groupCommit`).
 */
export async function inTransaction<T>(store: Store, work: (tx: Tx) => Promise<T>): Promise<T> {
  const committed: (() => void)[] = [];
  // Each attempt starts with no callbacks: a retried work registers its own again.
  const tracked = (tx: Tx) => {
    committed.length = 0;
    return afterCommitScope.run(committed, () => work(tx));
  };
  const value = await runTransaction(store, tracked);
  for (const callback of committed) {
    try {
      callback();
    } catch {
      // A callback is a notification: its failure never fails what was committed.
    }
  }
  return value;
}

const afterCommitScope = new AsyncLocalStorage<(() => void)[]>();

/**
 * Runs `callback` once the transaction the caller is in (through `inTransaction`) has committed,
 * and never when it rolls back (a savepoint of a group commit included). Meant for notifications
 * (a realtime publication) that must not reach anyone before the data they announce can be read.
 * Outside `inTransaction` it runs on the next turn of the event loop.
 */
export function afterCommit(callback: () => void): void {
  const scope = afterCommitScope.getStore();
  if (scope) scope.push(callback);
  else setImmediate(callback);
}

async function runTransaction<T>(store: Store, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (store.dialect === 'sqlite') {
    return groupCommit(store, work);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await store.db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const retryable = typeof code === 'string' && RETRYABLE.has(code);
      if (retryable && attempt < ATTEMPTS) continue;
      throw error;
    }
  }
}

// ---- group commit (SQLite) ----------------------------------------------------------------------
// SQLite has one writer, and a commit writes every page the transaction touched to the WAL: a
// ledger transfer is about eleven 4 KB pages (the transfers and entries tables, their indexes, two
// accounts), most of them the same pages as the next transfer's. Transactions that queue while one
// runs are run one after the other inside ONE `BEGIN IMMEDIATE … COMMIT`, each in its own savepoint:
// a work that throws is rolled back to its savepoint alone (its caller gets the error, the others
// go on), and every caller hears of success only once the shared COMMIT has returned, so what a
// caller was told is committed is in the WAL (durability as before). Alone, a transaction runs as
// it always did.

/** Most transactions in one commit (each one's work holds the connection while it runs). */
const GROUP_MAX = 64;

interface Waiting {
  work: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Group {
  queue: Waiting[];
  running: boolean;
}

const groups = new WeakMap<Store['db'], Group>();
const SAVEPOINT = CompiledQuery.raw('savepoint grouped');
const RELEASE = CompiledQuery.raw('release grouped');
const ROLLBACK_TO = CompiledQuery.raw('rollback to grouped');

function groupCommit<T>(store: Store, work: (tx: Tx) => Promise<T>): Promise<T> {
  let group = groups.get(store.db);
  if (!group) {
    group = { queue: [], running: false };
    groups.set(store.db, group);
  }
  const current = group;
  return new Promise<T>((resolve, reject) => {
    current.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
    if (!current.running) {
      current.running = true;
      void drain(store, current);
    }
  });
}

async function drain(store: Store, group: Group): Promise<void> {
  try {
    while (group.queue.length > 0) {
      const batch = group.queue.splice(0, GROUP_MAX);
      if (batch.length === 1) {
        const [alone] = batch;
        await store.db.transaction().execute(alone!.work).then(alone!.resolve, alone!.reject);
      } else {
        await commitTogether(store, batch);
        // Others were waiting: the callers just answered may want to go again; let them queue.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  } finally {
    group.running = false;
  }
}

async function commitTogether(store: Store, batch: readonly Waiting[]): Promise<void> {
  const done: { waiting: Waiting; value: unknown }[] = [];
  let next = 0;
  let trx: ControlledTransaction<Database> | undefined;
  try {
    trx = await store.db.startTransaction().execute();
    for (; next < batch.length; next++) {
      const waiting = batch[next]!;
      await trx.executeQuery(SAVEPOINT);
      let value: unknown;
      try {
        value = await waiting.work(trx);
      } catch (error) {
        await trx.executeQuery(ROLLBACK_TO);
        await trx.executeQuery(RELEASE);
        waiting.reject(error);
        continue;
      }
      await trx.executeQuery(RELEASE);
      done.push({ waiting, value });
    }
    await trx.commit().execute();
  } catch (error) {
    // The transaction itself failed (begin, a savepoint, the commit): nothing of it is committed.
    if (trx)
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
    for (const { waiting } of done) waiting.reject(error);
    for (const waiting of batch.slice(next)) waiting.reject(error);
    return;
  }
  for (const { waiting, value } of done) waiting.resolve(value);
}

/** True for a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
