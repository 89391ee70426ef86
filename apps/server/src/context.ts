import type { Config } from './config.ts';
import type { Store } from './db/database.ts';
import type { Limiter } from './auth/limiter.ts';

/** What every module's routes and services are given: no globals. */
export interface AppContext {
  config: Config;
  store: Store;
  limiter: Limiter;
}
