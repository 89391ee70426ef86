import type { MigrationPart } from './db/migration-part.ts';
import { walletVenuesOperators as idempotentAnswers } from './http/migrations/0002_wallet_venues_operators.ts';
import { jobRunsMigration } from './jobs/migration.ts';

/** The tables the platform itself owns (no module queries them). */
export const PLATFORM_TABLES = ['idempotent_answers', 'job_runs'] as const;

/** The platform's own migration parts (idempotent answers; jobs and realtime add theirs). */
/** `0004_job_runs`: the claims that make a scheduled slot run once across nodes. */
const jobRuns: MigrationPart = {
  name: '0004_job_runs',
  up: (db, { dialect }) => jobRunsMigration(dialect).up(db),
};

/**
 * `0005_idempotency_payload_hash`: an Idempotency-Key sent again with another payload is refused
 * (409) instead of replayed; rows stored before it have no hash and replay as before.
 */
const idempotencyPayloadHash: MigrationPart = {
  name: '0005_idempotency_payload_hash',
  async up(db) {
    await db.schema
      .alterTable('idempotent_answers')
      .addColumn('payload_hash', 'varchar(64)')
      .execute();
  },
};

export const PLATFORM_MIGRATIONS: readonly MigrationPart[] = [
  idempotentAnswers,
  jobRuns,
  idempotencyPayloadHash,
];
