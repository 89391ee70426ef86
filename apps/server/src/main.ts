import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openStore } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrations.ts';
import { buildApp, MIGRATIONS } from './app.ts';
import { ensureOperator } from './modules/operators/index.ts';
import type { FakeProvider } from '@app/fake-provider/server';
import { startDemoProviders } from './demo-providers.ts';
import { startBanner } from './start-banner.ts';
import { runPrimary, workerNumber } from './workers.ts';

/** Pending connections the listening socket holds (bench/players-10k.mjs: 10,000 players). */
const LISTEN_BACKLOG = 4096;

/** Starts the server: configuration, migrations, modules' start-up, listen, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  // WORKERS > 1: this process starts the server processes and serves nothing itself.
  if (cluster.isPrimary && config.workers > 1) return runPrimary(config);
  const first = workerNumber() === 1;
  const store = openStore(config.databaseUrl, {
    poolSize: config.databasePoolSize,
    backgroundCheckpoints: true,
  });
  await migrateToLatest(store, MIGRATIONS);
  const app = await buildApp({ config, store });
  const { ctx } = app;

  if (config.adminBootstrap && first) {
    const { created } = await ensureOperator(
      ctx,
      config.adminBootstrap.name,
      config.adminBootstrap.password,
    );
    if (created)
      app.log.info(
        { operator: config.adminBootstrap.name },
        'operator created from ADMIN_BOOTSTRAP',
      );
  }
  ctx.jobs.start();

  // Uploads were kept on each node's disk before they moved to the database.
  const legacyUploads = path.resolve(process.env.UPLOAD_DIR || './data/uploads');
  if (process.env.UPLOAD_DIR || fs.existsSync(legacyUploads)) {
    app.log.warn(
      { folder: legacyUploads },
      'uploads are stored in the database now and this folder is no longer read: run ' +
        '`npm run uploads:import -w apps/server -- <folder>` once to keep older screenshots',
    );
  }

  // The demo's game providers, started once the server listens (closed with it).
  const demo: { providers?: FakeProvider | undefined } = {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      await app.close();
      await demo.providers?.close();
      await store.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Connections waiting to be accepted: Node's default (511) overflows when thousands of players
  // connect at once (a crowd arriving, everyone reconnecting after a restart) while the event
  // loop is busy, and the kernel then drops or resets them; the kernel caps this at somaxconn.
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  demo.providers = await startDemoProviders(app, config);
  if (first)
    console.log(
      startBanner(
        config,
        ctx.jobs.node,
        demo.providers ? { demoProvidersUrl: demo.providers.url } : {},
      ),
    );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`failed to start: ${error.message}`);
  else console.error('failed to start:', error);
  process.exit(1);
});
