import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '@app/fake-provider/server';
import { verifyLedger } from '../modules/ledger/index.ts';
import { ensureOperator, operatorIdByName } from '../modules/operators/index.ts';
import { startTestApp } from '../test/app.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { listenOnTestPort } from '../test/ports.ts';
import { connectFakeProvider } from './fake-setup.ts';
import { runProviderChecks } from './suite.ts';

/**
 * The conformance suite (`npm run providers:check`) against the fake provider in both wallet
 * modes and both signings, every fault injected, on each database: every check passes and the
 * ledger holds after each run.
 */
describe.each(TEST_DATABASES)('providers:check against the fake provider on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let fake: FakeProvider;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    const port = await listenOnTestPort(t.app);
    fake = await startFakeProvider({ port: 0, controlToken: 'check-token' });
    await ensureOperator(t.ctx, 'provops', 'ops-secret-123');
    const actor = { operatorId: (await operatorIdByName(t.ctx, 'provops'))!, ip: '127.0.0.1' };
    const platformUrl = `http://127.0.0.1:${port}`;
    for (const connection of [
      { code: 'fkseam', name: '模拟单一钱包', mode: 'seamless', signing: 'hmac-sha256' },
      { code: 'fkrsa', name: '模拟单一钱包RSA', mode: 'seamless', signing: 'rsa-sha256' },
      { code: 'fktrans', name: '模拟转账钱包', mode: 'transfer', signing: 'rsa-sha256' },
    ] as const) {
      await connectFakeProvider(t.ctx, fake, { ...connection, platformUrl }, actor);
    }
  });
  afterAll(async () => {
    await fake?.close();
    await t?.app.close();
  });

  for (const code of ['fkseam', 'fkrsa', 'fktrans']) {
    it(`${code}: every check passes, faults injected, and the ledger holds`, async () => {
      const results = await runProviderChecks({
        app: t.app,
        ctx: t.ctx,
        code,
        control: { url: fake.url, token: 'check-token' },
        log: (line) => lines.push(line),
      });
      const failed = results.filter((r) => !r.ok).map((r) => `${r.name}: ${r.detail}`);
      expect(failed, lines.join('\n')).toEqual([]);
      expect(results.length).toBeGreaterThan(code === 'fktrans' ? 9 : 12);
      expect((await verifyLedger(t.store)).ok).toBe(true);
    });
  }
});
