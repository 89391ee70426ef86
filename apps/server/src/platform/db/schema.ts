import type { Generated } from 'kysely';

/**
 * The whole database's type. Integer columns read as `number`, except money columns, whose names
 * end in `_minor` and read as `bigint` (see normalize-plugin.ts). Times are epoch milliseconds.
 *
 * Only the platform's own tables are declared here. Each module declares its tables' types in its
 * `tables.ts` and adds them to this interface by declaration merging
 * (`declare module '../../platform/db/schema.ts' { interface Database { … } }`), so the platform
 * names no module while `Kysely<Database>` sees every table: the tables.ts files are part of every
 * compilation through their module's index.ts (app.ts imports every module).
 */
export interface Database {
  idempotent_answers: IdempotentAnswersTable;
  job_runs: JobRunsTable;
}

export interface IdempotentAnswersTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  path: string;
  status: number;
  body: string;
  /** SHA-256 (hex) of the call's method, path and payload; null on rows older than 0005. */
  payload_hash: string | null;
  created_at: number;
}

/** One slot of a job (platform/jobs): who claimed it, its attempts, lease and outcome. */
export interface JobRunsTable {
  id: Generated<number>;
  job: string;
  slot: string;
  node: string | null;
  state: 'pending' | 'running' | 'done' | 'failed';
  attempt: number;
  scheduled_at: number;
  started_at: number | null;
  finished_at: number | null;
  lease_until: number | null;
  next_attempt_at: number | null;
  error: string | null;
  created_at: number;
}
