import type { CreateTableBuilder, Kysely } from 'kysely';
import type { DialectName } from './database.ts';
import type { Clock } from '../time.ts';

/** What a migration part is given: the engine and the two column helpers every table uses. */
export interface MigrationHelpers {
  dialect: DialectName;
  /** The clock of the run: rows a migration seeds are stamped with `clock.now()`. */
  clock: Clock;
  /** `create table` with an auto-increment `id` primary key (bigserial on PostgreSQL). */
  id(db: Kysely<unknown>, table: string): CreateTableBuilder<string, 'id'>;
  /**
   * What a part leaves for a later part of the same migration, by key (fresh for each migration).
   * A column moving to another owner's table: the old owner's part reads it and puts the values
   * here, the new owner's part (a later position) writes them into its table, and the old owner's
   * last part drops the column; each part names only its owner's tables.
   */
  handover: Map<string, unknown>;
  /** Adds the `created_at` epoch-ms column. */
  now<T extends string, C extends string>(
    table: CreateTableBuilder<T, C>,
  ): CreateTableBuilder<T, C>;
}

/**
 * One owner's share of a migration (DESIGN §2: a module owns its migrations). Parts that carry the
 * same name run together, in the order of the app's module list, as one recorded migration: the
 * three releases before modules existed keep their names, so databases made by them upgrade as
 * they are. A new migration is a new name, usually with one part.
 */
export interface MigrationPart {
  /** `NNNN_name`; migrations run in name order. */
  name: string;
  /** Order among the parts of one name (the tables they reference come first); default 0. */
  position?: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database before its own types exist
  up(db: Kysely<any>, helpers: MigrationHelpers): Promise<void>;
}
