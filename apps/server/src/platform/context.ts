import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { createJobs, type Jobs } from './jobs/jobs.ts';
import type { Realtime } from './realtime/index.ts';
import type { Store } from './db/database.ts';
import { memoryLimiter, redisLimiter, type Limiter } from './limits.ts';
import { createRevocations, type Revocations } from './revocations.ts';
import { systemClock, type Clock } from './time.ts';

/** Where modules write what an operator should see (the app's pino logger). */
export interface Log {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/**
 * What every module's routes, services and jobs are given: no globals. A module keeps its
 * per-app state (caches, registries) in `state` through `defineAppState`, so two apps in one
 * process (tests, two nodes) share nothing.
 */
export interface AppContext {
  config: Config;
  store: Store;
  limiter: Limiter;
  clock: Clock;
  /** Set when REDIS_URL is: fan-out, shared limits, revocations. */
  redis: Redis | undefined;
  state: Map<symbol, unknown>;
  log: Log | undefined;
  /** Scheduled, once-only work (DESIGN §7); started by main, ticked by tests. */
  jobs: Jobs;
  /** WebSocket rooms (DESIGN §7): set when the app is built, before the modules' plugins. */
  realtime: Realtime | undefined;
  /** Revocation events to every node (sessions that ended); in this process without Redis. */
  revocations: Revocations;
}

export interface ContextOptions {
  redis?: Redis | undefined;
  clock?: Clock;
  log?: Log;
  /** This node's name in job runs (default: host, pid and a random suffix). */
  node?: string;
}

/** A context on this store; limits are shared through Redis when a client is given. */
export function createContext(
  config: Config,
  store: Store,
  options: ContextOptions = {},
): AppContext {
  const { redis } = options;
  const clock = options.clock ?? systemClock;
  return {
    config,
    store,
    limiter: redis ? redisLimiter(redis, `${config.redisPrefix}limit:`) : memoryLimiter(clock),
    clock,
    redis,
    state: new Map(),
    log: options.log,
    jobs: createJobs({
      store,
      clock,
      ...(options.node ? { node: options.node } : {}),
      ...(options.log ? { log: options.log } : {}),
    }),
    realtime: undefined,
    revocations: createRevocations({ redis, prefix: config.redisPrefix, log: options.log }),
  };
}

/**
 * Per-app state of a module: `const cache = defineAppState('auth.sessions', () => new Cache())`
 * then `cache(ctx)` answers this app's instance, made on first use (the module's plugin touches
 * it while the app is built).
 */
export function defineAppState<T>(
  name: string,
  create: (ctx: AppContext) => T,
): (ctx: Pick<AppContext, 'state'>) => T {
  const key = Symbol(name);
  return (ctx) => {
    if (!ctx.state.has(key)) ctx.state.set(key, create(ctx as AppContext));
    return ctx.state.get(key) as T;
  };
}
