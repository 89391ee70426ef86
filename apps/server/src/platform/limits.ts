import type { Redis } from 'ioredis';
import type { Clock } from './time.ts';

/**
 * Counts events per key in a fixed window: failed logins per name, guest accounts per address.
 * In memory on one node; in Redis when REDIS_URL is set, so every node sees the same counts.
 * The memory store holds at most MAX_KEYS keys (oldest dropped first) and ages them on the app's
 * clock; Redis ages its keys itself.
 */
export interface Limiter {
  /** Counts one event and answers how many this window holds now. */
  hit(key: string, windowMs: number): Promise<number>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

const MAX_KEYS = 100_000;

export function memoryLimiter(clock: Clock): Limiter {
  const windows = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.until <= clock.now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  return {
    async hit(key, windowMs) {
      const w = live(key);
      if (w) {
        w.count += 1;
        return w.count;
      }
      if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
      windows.set(key, { count: 1, until: clock.now() + windowMs });
      return 1;
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisLimiter(redis: Redis, prefix = 'limit:'): Limiter {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [
        [unknown, number],
      ];
      return count;
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
