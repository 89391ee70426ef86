import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startFakeProvider, type FakeProvider } from '@app/fake-provider/server';
import type { Config } from './platform/config.ts';
import { demoProvidersUrl } from './demo-providers-address.ts';
import { DEMO_OPERATOR, operatorIdByName } from './modules/operators/index.ts';
import { findProvider, saveProvider } from './modules/providers/index.ts';
import {
  connectFakeProvider,
  reconnectFakeProvider,
  type FakeConnection,
} from './providers-check/fake-setup.ts';

/**
 * The demo's game providers (docs/providers.md): the fake provider started beside the server on
 * DEMO_PROVIDERS_PORT, playing two providers of our own names — 锦鲤游戏 in seamless mode (its
 * games play from the platform wallet) and 远山棋牌 in transfer mode (money moves into its
 * wallet) — connected on the first start as an operator would connect them, and told their
 * secrets again on every later start (the fake keeps only its wallets, in a file beside the
 * database). Demo only: never with NODE_ENV=production (DEMO_SEED is refused there).
 */
export const DEMO_PROVIDERS: readonly Omit<FakeConnection, 'platformUrl'>[] = [
  {
    code: 'jinli',
    name: '锦鲤游戏',
    mode: 'seamless',
    signing: 'hmac-sha256',
    categories: ['slots', 'chess'],
  },
  {
    code: 'yuanshan',
    name: '远山棋牌',
    mode: 'transfer',
    signing: 'hmac-sha256',
    categories: ['chess', 'slots'],
  },
];

function stateFileOf(config: Config): string {
  const sqlite = /^sqlite:(.+)$/.exec(config.databaseUrl);
  const folder = sqlite ? path.dirname(path.resolve(sqlite[1]!)) : path.resolve('data');
  return path.join(folder, 'demo-providers.json');
}

export async function startDemoProviders(
  app: FastifyInstance,
  config: Config,
): Promise<FakeProvider | undefined> {
  const publicUrl = demoProvidersUrl(config);
  if (publicUrl === undefined) return undefined;
  const { ctx } = app;
  const operatorId = await operatorIdByName(ctx, DEMO_OPERATOR.name);
  if (operatorId === undefined) return undefined;
  let fake: FakeProvider;
  try {
    fake = await startFakeProvider({
      host: '127.0.0.1',
      port: config.demoProvidersPort,
      stateFile: stateFileOf(config),
      publicUrl,
    });
  } catch (error) {
    // Another node of this host runs it already (EADDRINUSE), or the port is taken.
    app.log.warn({ err: error }, 'demo game providers not started');
    return undefined;
  }
  const actor = { operatorId, ip: '127.0.0.1' };
  const platformUrl = `http://127.0.0.1:${config.port}`;
  for (const demo of DEMO_PROVIDERS) {
    const known = await findProvider(ctx, demo.code);
    if (!known) {
      await connectFakeProvider(ctx, fake, { ...demo, platformUrl }, actor);
      continue;
    }
    await reconnectFakeProvider(ctx, fake, demo.code, platformUrl);
    const baseUrl = `${fake.url}/${demo.code}`;
    if (known.baseUrl !== baseUrl) {
      // The demo moved to another port: the provider's address follows (audited).
      await saveProvider(
        ctx,
        {
          code: known.code,
          name: known.name,
          mode: known.mode,
          signing: known.signing,
          base_url: baseUrl,
          currencies: known.currencies,
          categories: known.categories as FakeConnection['categories'] & string[],
          enabled: known.enabled,
        },
        actor,
      );
    }
  }
  return fake;
}
