import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Lookups by key made in one turn of the event loop, read together in one query (the polled
 * reads: a balance, a venue wallet). Every caller's key waits for the end of the current turn
 * (`setImmediate`), then one `load(db, keys)` answers all of them: the ten venue wallets of one
 * balancelist, or the balances of every player whose poll arrived in that turn. On PostgreSQL
 * that is one round trip instead of one per lookup.
 *
 * Freshness is that of a query made by the caller itself: a batch is read only after every one
 * of its callers asked, so a caller sees whatever was committed before it asked. A caller never
 * joins a read already sent.
 *
 * `load` answers a map from key to value; a key it leaves out answers `undefined`. A failing load
 * fails every caller of its batch. Only for `store.db` (the pool), not a transaction's handle.
 */
export function batched<K extends string | number, V>(
  load: (db: Kysely<Database>, keys: readonly K[]) => Promise<Map<K, V>>,
  /** Largest batch; more keys in one turn make several queries. */
  maxKeys = 100,
): (db: Kysely<Database>, key: K) => Promise<V | undefined> {
  const pending = new WeakMap<Kysely<Database>, Map<K, Waiter<V>[]>>();
  const run = (db: Kysely<Database>) => {
    const waiting = pending.get(db);
    pending.delete(db);
    if (!waiting) return;
    const keys = [...waiting.keys()];
    for (let start = 0; start < keys.length; start += maxKeys) {
      const slice = keys.slice(start, start + maxKeys);
      load(db, slice).then(
        (found) => {
          for (const key of slice) for (const w of waiting.get(key)!) w.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const key of slice) for (const w of waiting.get(key)!) w.reject(error);
        },
      );
    }
  };
  return (db, key) =>
    new Promise<V | undefined>((resolve, reject) => {
      let waiting = pending.get(db);
      if (!waiting) {
        waiting = new Map();
        pending.set(db, waiting);
        setImmediate(run, db);
      }
      const list = waiting.get(key);
      if (list) list.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
}

interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}
