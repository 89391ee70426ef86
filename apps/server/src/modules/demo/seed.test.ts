import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { createContext } from '../../platform/context.ts';
import { verifyLedger } from '../ledger/index.ts';
import { DEMO_OPERATOR } from '../operators/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { openTestStore, TEST_DATABASES } from '../../test/databases.ts';
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

describe.each(TEST_DATABASES)('production start on %s', (kind) => {
  it('creates no demo player and no demo operator with the default settings', async () => {
    const store = await openTestStore(kind);
    const config = {
      ...loadConfig({ NODE_ENV: 'production' }),
      webDist: undefined,
    };
    const app = await buildApp({ config, store, logger: false });
    try {
      await app.ready();
      expect(await store.db.selectFrom('users').select('username').execute()).toEqual([]);
      expect(await store.db.selectFrom('operators').select('name').execute()).toEqual([]);
      expect(await store.db.selectFrom('ledger_transfers').select('kind').execute()).toEqual([]);
      expect(
        await call(app, '/api/login_pc', {
          name: DEMO_PLAYER.name,
          password: DEMO_PLAYER.password,
        }),
      ).toMatchObject({ status: 422, message: MSG.loginFailed });
      expect(await call(app, '/api/admin/login', DEMO_OPERATOR)).toMatchObject({
        status: 422,
        message: MSG.adminLoginFailed,
      });
    } finally {
      await app.close();
      await store.close();
    }
  });

  it('refuses to seed demo data when a production configuration asks for it anyway', async () => {
    const store = await openTestStore(kind);
    const config = {
      ...loadConfig({ NODE_ENV: 'production' }),
      demoSeed: true,
      webDist: undefined,
    };
    try {
      const built = buildApp({ config, store, logger: false }).then(
        async (app) => {
          await app.close();
          return 'built';
        },
        (error: unknown) => (error as Error).message,
      );
      expect(await built).toMatch(/production/);
      expect(await store.db.selectFrom('users').select('username').execute()).toEqual([]);
      expect(await store.db.selectFrom('operators').select('name').execute()).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
