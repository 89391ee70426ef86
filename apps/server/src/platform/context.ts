import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Store } from './db/database.ts';
import { memoryLimiter, redisLimiter, type Limiter } from './limits.ts';
import { SessionCache } from '../modules/auth/sessions.ts';

/** What every module's routes and services are given: no globals. */
export interface AppContext {
  config: Config;
  store: Store;
  limiter: Limiter;
  sessions: SessionCache;
}

/** A context on this store; limits are shared through Redis when a client is given. */
export function createContext(config: Config, store: Store, redis?: Redis): AppContext {
  return {
    config,
    store,
    limiter: redis ? redisLimiter(redis, `${config.redisPrefix}limit:`) : memoryLimiter(),
    sessions: new SessionCache(),
  };
}
