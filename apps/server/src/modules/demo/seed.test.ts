import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../platform/context.ts';
import { verifyLedger } from '../ledger/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { DEMO_PLAYER, seedDemo } from './seed.ts';

describe.each(TEST_DATABASES)('demo seed on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it('creates the demo player once, funded by a ledger transfer', async () => {
    const ctx = createContext(t.config, t.store);
    expect(await seedDemo(ctx)).toEqual({ seeded: true });
    expect(await seedDemo(ctx)).toEqual({ seeded: false });
    const login = await call(t.app, '/api/login_pc', {
      name: DEMO_PLAYER.name,
      password: DEMO_PLAYER.password,
    });
    const balance = await call(t.app, '/api/balance', {}, login.data.api_token);
    expect(balance.data.balance).toBe('10000.00');
    const transfers = await t.store.db.selectFrom('ledger_transfers').select('kind').execute();
    expect(transfers).toEqual([{ kind: 'demo_credit' }]);
    expect((await verifyLedger(t.store)).ok).toBe(true);
  });
});
