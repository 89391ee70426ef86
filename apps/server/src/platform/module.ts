import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import type { MigrationPart } from './db/migration-part.ts';
import type { Guards } from './http/guards.ts';
import type { JobDefinition } from './jobs/jobs.ts';

/**
 * A server module (DESIGN §2): the tables it owns (no other module queries them), its migration
 * parts, its Fastify plugin (routes) and its start-up work. `app.ts` lists the modules in order;
 * a module may use only the modules listed before it, through their `index.ts`.
 */
export interface ServerModule {
  name: string;
  tables: readonly string[];
  migrations: readonly MigrationPart[];
  /**
   * The guards of the kinds of caller the module owns (the map's `auth`: the auth module's
   * `player`, the operators' `operator`, …); every route of the map runs its kind's guard.
   */
  guards?: (ctx: AppContext) => Guards;
  /** Registers the module's routes (and touches its per-app state) while the app is built. */
  plugin?: (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
  /**
   * Start-up work after migrations, before the app listens (seeding, registries). It must be safe
   * when several nodes start together: insert-if-missing, never read-then-insert.
   */
  start?: (ctx: AppContext) => Promise<void>;
  /** Its scheduled work (platform/jobs): defined when the app is built, run once per slot. */
  jobs?: (ctx: AppContext) => readonly JobDefinition[];
}
