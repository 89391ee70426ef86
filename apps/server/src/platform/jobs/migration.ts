import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/database.ts';

/**
 * `0004_job_runs`: one row per (job, slot), the claim that makes a slot run once across nodes
 * (DESIGN §7). Written once for both engines; `id` is the only column whose type differs.
 */
export function jobRunsMigration(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database before its own types exist
    async up(db: Kysely<any>) {
      const table =
        dialect === 'postgres'
          ? db.schema.createTable('job_runs').addColumn('id', 'bigserial', (c) => c.primaryKey())
          : db.schema
              .createTable('job_runs')
              .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await table
        .addColumn('job', 'varchar(64)', (c) => c.notNull())
        .addColumn('slot', 'varchar(64)', (c) => c.notNull())
        // The node of the latest attempt; null while a scheduled slot waits for its first.
        .addColumn('node', 'varchar(64)')
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('scheduled_at', 'bigint', (c) => c.notNull())
        .addColumn('started_at', 'bigint')
        .addColumn('finished_at', 'bigint')
        .addColumn('lease_until', 'bigint')
        .addColumn('next_attempt_at', 'bigint')
        .addColumn('error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('job_runs_slot', ['job', 'slot'])
        .addCheckConstraint(
          'job_runs_state',
          sql`state in ('pending', 'running', 'done', 'failed')`,
        )
        .execute();
      // What each tick looks for: slots waiting for their time or a retry, and lapsed leases.
      await db.schema
        .createIndex('job_runs_due')
        .on('job_runs')
        .columns(['state', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('job_runs_lease')
        .on('job_runs')
        .columns(['state', 'lease_until'])
        .execute();
      // Pruning of finished rows, and the operator's list per job, newest first.
      await db.schema
        .createIndex('job_runs_finished')
        .on('job_runs')
        .columns(['state', 'finished_at'])
        .execute();
      await db.schema.createIndex('job_runs_job').on('job_runs').columns(['job', 'id']).execute();
    },
  };
}
