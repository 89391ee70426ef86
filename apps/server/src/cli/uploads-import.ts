import path from 'node:path';
import { MIGRATIONS } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { createContext } from '../platform/context.ts';
import { openStore } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrations.ts';
import { importUploadFolder } from '../modules/uploads/index.ts';

/**
 * Once per node after upgrading from uploads on disk:
 *   npm run uploads:import -w apps/server -- [FOLDER]   (default ./data/uploads)
 * copies the screenshots of the node's upload folder into the database on DATABASE_URL, under
 * the same addresses. Safe to run again; the folder may be removed afterwards.
 */
async function main(argv: string[]): Promise<void> {
  const folder = path.resolve(argv[0] ?? './data/uploads');
  const config = loadConfig();
  const store = openStore(config.databaseUrl);
  try {
    await migrateToLatest(store, MIGRATIONS);
    const result = await importUploadFolder(createContext(config, store), folder);
    console.log(
      `uploads:import ${folder}: ${result.imported} imported, ${result.present} already there, ` +
        `${result.skipped.length} skipped${result.skipped.length ? ` (${result.skipped.slice(0, 20).join(', ')})` : ''}`,
    );
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error('uploads:import failed:', error);
  process.exit(1);
});
