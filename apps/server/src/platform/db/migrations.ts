import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { MigrationHelpers, MigrationPart } from './migration-part.ts';
import type { DialectName, Store } from './database.ts';
import { systemClock, type Clock } from '../time.ts';

function helpers(dialect: DialectName, clock: Clock): MigrationHelpers {
  return {
    dialect,
    clock,
    handover: new Map(),
    id: (db, table) =>
      dialect === 'postgres'
        ? db.schema.createTable(table).addColumn('id', 'bigserial', (c) => c.primaryKey())
        : db.schema
            .createTable(table)
            .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
    now: (table) => table.addColumn('created_at', 'bigint', (c) => c.notNull()),
  };
}

/**
 * Every owner's migration parts as Kysely migrations: parts of one name run by their position, and
 * the migrations run in name order.
 */
export function collectMigrations(
  parts: readonly MigrationPart[],
  dialect: DialectName,
  clock: Clock = systemClock,
): Record<string, Migration> {
  const byName = new Map<string, MigrationPart[]>();
  for (const part of parts) {
    if (!/^\d{4}_[a-z0-9_]+$/.test(part.name)) throw new Error(`bad migration name ${part.name}`);
    byName.set(part.name, [...(byName.get(part.name) ?? []), part]);
  }
  const all: Record<string, Migration> = {};
  for (const name of [...byName.keys()].sort()) {
    const group = [...byName.get(name)!].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    all[name] = {
      async up(db) {
        const given = helpers(dialect, clock);
        for (const part of group) await part.up(db, given);
      },
    };
  }
  return all;
}

export async function migrateToLatest(
  store: Store,
  parts: readonly MigrationPart[],
  clock: Clock = systemClock,
): Promise<void> {
  const all = collectMigrations(parts, store.dialect, clock);
  const provider: MigrationProvider = { getMigrations: async () => all };
  const migrator = new Migrator({
    db: store.db,
    provider,
    ...(store.schema ? { migrationTableSchema: store.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration failed: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}
