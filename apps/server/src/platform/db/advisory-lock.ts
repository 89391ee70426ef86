import { sql } from 'kysely';
import type { Store, Tx } from './database.ts';

/**
 * A transaction-scoped advisory lock of PostgreSQL (class id, object id), taken shared or
 * exclusive; on SQLite nothing (it writes one transaction at a time). The append-only record
 * tables use it so a cursor reader sees a gap-free prefix of ids: every writer holds it shared,
 * the reader takes it exclusively, which waits for every writer in flight (ids are taken from a
 * sequence before commit and may become visible out of order).
 */
export async function advisoryXactLock(
  store: Store,
  tx: Tx,
  lock: readonly [classId: number, objectId: number],
  mode: 'shared' | 'exclusive',
): Promise<void> {
  if (store.dialect !== 'postgres') return;
  const [classId, objectId] = lock;
  await (mode === 'shared'
    ? sql`select pg_advisory_xact_lock_shared(${classId}, ${objectId})`.execute(tx)
    : sql`select pg_advisory_xact_lock(${classId}, ${objectId})`.execute(tx));
}
