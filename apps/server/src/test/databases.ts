import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createPostgresSchema, openStore, type Store } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrations.ts';
import { MIGRATIONS } from '../app.ts';

/**
 * The databases every integration test runs on: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set. Each test store is fresh: a temporary SQLite file, or a new
 * PostgreSQL schema `test_*` (kept after the run so `ledger:verify` can check it afterwards;
 * scripts/test.mjs drops old ones before the next run).
 */
export const TEST_DATABASES: readonly ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export async function openTestStore(
  kind: 'sqlite' | 'postgres',
  options: {
    poolSize?: number;
    /** Leave it unmigrated (a test migrates it itself). */ empty?: boolean;
  } = {},
): Promise<Store & { url: string; schema?: string }> {
  const id = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
    const url = `sqlite:${path.join(dir, 'test.db')}`;
    const store = openStore(url);
    if (!options.empty) await migrateToLatest(store, MIGRATIONS);
    return { ...store, url };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${id}`;
  await createPostgresSchema(url, schema);
  const store = openStore(url, { schema, poolSize: options.poolSize ?? 20 });
  if (!options.empty) await migrateToLatest(store, MIGRATIONS);
  return { ...store, url };
}
