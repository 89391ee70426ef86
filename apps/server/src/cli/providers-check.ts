import { parseArgs } from 'node:util';
import { buildApp, MIGRATIONS } from '../app.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { openStore } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrations.ts';
import { findProvider } from '../modules/providers/index.ts';
import { runProviderChecks } from '../providers-check/suite.ts';

/**
 * `npm run providers:check <code>` (docs/providers.md, "Checking a configuration"): the conformance
 * suite against the provider configured under that code on DATABASE_URL. It makes test players
 * and credits them, so it is refused in production: run it on a staging copy. A seamless provider
 * calls the running platform's wallet (start it first: `npm start`, or the deployment under test),
 * which must use the same database. When the provider answers the fake provider's control API
 * (its base URL's origin + `/_control`, or --control), every fault is injected too.
 *
 *   npm run providers:check jinli
 *   npm run providers:check -- mycode --control http://127.0.0.1:8081 --control-token T
 */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      control: { type: 'string' },
      'control-token': { type: 'string' },
    },
  });
  const code = positionals[0];
  if (!code) throw new Error('usage: providers:check <code> [--control URL] [--control-token T]');
  const config = loadConfig();
  if (config.production) {
    throw new ConfigError('providers:check makes and credits test players: not in production');
  }
  const store = openStore(config.databaseUrl);
  await migrateToLatest(store, MIGRATIONS);
  const app = await buildApp({
    config: { ...config, demoSeed: false },
    store,
    logger: false,
    start: false,
  });
  try {
    await app.ready();
    const provider = await findProvider(app.ctx, code);
    const token = values['control-token'] ?? process.env.FAKE_PROVIDER_TOKEN;
    const controlUrl = values.control ?? (provider ? new URL(provider.baseUrl).origin : undefined);
    const control =
      controlUrl && (await answersControl(controlUrl, code, token)) ? controlUrl : undefined;
    console.log(
      `providers:check ${code} on ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}` +
        (control ? ` (fake provider at ${control}: faults injected)` : ''),
    );
    const results = await runProviderChecks({
      app,
      ctx: app.ctx,
      code,
      ...(control ? { control: { url: control, ...(token ? { token } : {}) } } : {}),
      log: (line) => console.log(line),
    });
    const failed = results.filter((result) => !result.ok).length;
    console.log(
      failed === 0
        ? `providers:check ${code}: all ${results.length} checks passed`
        : `providers:check ${code}: ${failed} of ${results.length} checks FAILED`,
    );
    return failed === 0 ? 0 : 1;
  } finally {
    await app.close();
    await store.close();
  }
}

/** Whether the fake provider's control API answers for this code. */
async function answersControl(url: string, code: string, token: string | undefined) {
  try {
    const response = await fetch(`${url}/_control/${code}/state`, {
      headers: token ? { 'x-control-token': token } : {},
      signal: AbortSignal.timeout(3_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`providers:check: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
