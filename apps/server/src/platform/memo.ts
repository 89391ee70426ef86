import type { Clock } from './time.ts';

/**
 * A value read from the database kept for a short time (the polled calls' settings and
 * catalogue): `get(load)` answers the kept value while it is younger than `ttlMs`, otherwise
 * loads it again. `forget()` drops it at once (this node's own change); a load that began before
 * the last `forget()` is answered to its caller but not kept, so a read racing a change cannot put
 * the old value back. Other nodes see a change when their copy ages out: `ttlMs` is the longest a
 * node shows the old value.
 *
 * Ages are measured on `clock` (the app's). Concurrent callers during a load share it (one query for a burst of calls).
 */
export interface Memo<T> {
  get(load: () => Promise<T>): Promise<T>;
  forget(): void;
}

export function memo<T>(ttlMs: number, clock: Clock): Memo<T> {
  const now = () => clock.now();
  let value: T | undefined;
  let until = 0;
  let generation = 0;
  let pending: { generation: number; promise: Promise<T> } | undefined;
  return {
    get(load) {
      if (until > now()) return Promise.resolve(value as T);
      if (pending && pending.generation === generation) return pending.promise;
      const started = generation;
      const promise = load().then(
        (loaded) => {
          if (started === generation) {
            value = loaded;
            until = now() + ttlMs;
          }
          if (pending?.promise === promise) pending = undefined;
          return loaded;
        },
        (error: unknown) => {
          if (pending?.promise === promise) pending = undefined;
          throw error;
        },
      );
      pending = { generation: started, promise };
      return promise;
    },
    forget() {
      generation += 1;
      value = undefined;
      until = 0;
    },
  };
}
