import { MIGRATIONS } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { openStore } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrations.ts';
import { createContext } from '../platform/context.ts';
import {
  readAppSettings,
  updateAppSettings,
  type EditableAppSettings,
} from '../modules/content/index.ts';

/**
 * The operator's switch until the back office has a screen:
 *   npm run site -w apps/server -- show
 *   npm run site -w apps/server -- set site_state 0 [repair_tips "系统升级中"]
 * Works on DATABASE_URL like the server.
 */
async function main(argv: string[]): Promise<void> {
  const config = loadConfig();
  const store = openStore(config.databaseUrl);
  try {
    await migrateToLatest(store, MIGRATIONS);
    const ctx = createContext(config, store);
    const [command, ...rest] = argv;
    if (command === 'set') {
      const current = await readAppSettings(ctx);
      const changes: Record<string, unknown> = {};
      for (let i = 0; i < rest.length; i += 2) {
        const key = rest[i] as keyof EditableAppSettings;
        const raw = rest[i + 1];
        if (!(key in current) || raw === undefined) throw new Error(`unknown setting ${key}`);
        changes[key] = typeof current[key] === 'number' ? Number(raw) : raw;
      }
      console.log(JSON.stringify(await updateAppSettings(ctx, changes), null, 2));
    } else if (command === 'show' || command === undefined) {
      console.log(JSON.stringify(await readAppSettings(ctx), null, 2));
    } else {
      throw new Error('usage: site [show | set KEY VALUE ...]');
    }
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(String(error));
  process.exit(1);
});
