import { MIGRATIONS } from '../app.ts';
import { payCommissions } from '../modules/agents/index.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { createContext } from '../platform/context.ts';
import { openStore } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrations.ts';

/**
 * Pays one Beijing day's agent commissions now, outside the daily job's slot (demos and browser
 * tests only; refused in production): agents already paid for that day are skipped, so the job's
 * own run of the day later pays only the others.
 *   node --import tsx apps/server/src/cli/agents-pay.ts 2026-11-25
 */
async function main(argv: string[]): Promise<void> {
  const config = loadConfig();
  if (config.production) throw new ConfigError('agents-pay is for demos and tests only');
  const [day] = argv;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day ?? '')) throw new Error('usage: agents-pay YYYY-MM-DD');
  const store = openStore(config.databaseUrl);
  try {
    await migrateToLatest(store, MIGRATIONS);
    const report = await payCommissions(createContext(config, store), day!);
    console.log(
      JSON.stringify(report, (_key, value: unknown) =>
        typeof value === 'bigint' ? String(value) : value,
      ),
    );
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(String(error));
  process.exit(1);
});
