import { MODULES, MIGRATIONS } from '../app.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { createContext } from '../platform/context.ts';
import { openStore } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrations.ts';
import { manualClock } from '../platform/time.ts';

/**
 * Runs chosen scheduled jobs as if it were another time (demos and browser tests only; refused in
 * production): the slots those jobs have due at that time run once, as a node would run them.
 *   npm run jobs:at -w apps/server -- "2026-11-24 00:40" rebates.settle vip.daily
 * The time is Beijing time. Only the named jobs run (a lottery draw never runs early). Works on
 * DATABASE_URL like the server, also while it runs.
 */
async function main(argv: string[]): Promise<void> {
  const config = loadConfig();
  if (config.production) throw new ConfigError('jobs:at is for demos and tests only');
  const [when, ...names] = argv;
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(when ?? '');
  if (!match || names.length === 0) {
    throw new Error('usage: jobs:at "YYYY-MM-DD HH:MM" (Beijing time) JOB [JOB …]');
  }
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const at = Date.UTC(y!, mo! - 1, d!, h! - 8, mi!);
  const store = openStore(config.databaseUrl);
  try {
    await migrateToLatest(store, MIGRATIONS);
    const ctx = createContext(config, store, { clock: manualClock(at) });
    const defined = new Set<string>();
    for (const module of MODULES) {
      for (const job of module.jobs?.(ctx) ?? []) {
        if (!names.includes(job.name)) continue;
        ctx.jobs.define(job);
        defined.add(job.name);
      }
    }
    const unknown = names.filter((name) => !defined.has(name));
    if (unknown.length > 0) throw new Error(`no such job: ${unknown.join(', ')}`);
    for (let round = 0; round < 50; round++) {
      const started = await ctx.jobs.tick();
      await ctx.jobs.idle();
      for (const run of started) console.log(`${run.job} ${run.slot} (${run.how})`);
      if (started.length === 0) break;
    }
    const failed = (await ctx.jobs.recentRuns({ limit: 50, state: 'failed' })).filter((run) =>
      defined.has(run.job),
    );
    if (failed.length > 0)
      throw new Error(`failed: ${failed.map((r) => `${r.job} ${r.error}`).join('; ')}`);
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(String(error));
  process.exit(1);
});
