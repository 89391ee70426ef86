import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '@app/fake-provider/server';
import { MSG } from '@app/contract/messages';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { ensureOperator } from '../operators/index.ts';

/**
 * The console's provider calls (contract area admin-providers): records added and changed with
 * their audit rows and venue, credentials sealed and never read back, roles, the connection test,
 * the games' sync into the catalogue, a provider switched off taking its games with it.
 */
const ADMIN = { name: 'provadmin', password: 'ops-secret-123' };
const FINANCE = { name: 'provfin', password: 'ops-secret-123' };

describe.each(TEST_DATABASES)('the providers console on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let fake: FakeProvider;
  let admin = '';
  let finance = '';
  const ops = (path: string, body: unknown, token = admin) =>
    call(t.app, `/api/admin/providers${path}`, body, token);
  const base = {
    code: 'acme',
    name: '云端游戏',
    mode: 'seamless',
    signing: 'hmac-sha256',
    base_url: 'http://127.0.0.1:9/acme',
    currencies: ['CNY'],
    categories: ['slots'],
    enabled: true,
  };
  const audit = (action: string) =>
    t.store.db
      .selectFrom('audit_log')
      .select(['target', 'detail'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await startTestApp(kind);
    fake = await startFakeProvider({ port: 0 });
    await ensureOperator(t.ctx, ADMIN.name, ADMIN.password);
    await ensureOperator(t.ctx, FINANCE.name, FINANCE.password, 'finance');
    admin = (await call(t.app, '/api/admin/login', ADMIN)).data.token;
    finance = (await call(t.app, '/api/admin/login', FINANCE)).data.token;
  });
  afterAll(async () => {
    await fake.close();
    await t.app.close();
  });

  it('adds a provider with its venue and an audit row; refuses bad records and the house code', async () => {
    const saved = await ops('/save', base);
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ code: 'acme', enabled: true, has_credentials: false });
    expect(await audit('provider.create')).toHaveLength(1);
    const venues = await call(t.app, '/api/admin/venues', {}, admin);
    expect(venues.data.map((v: { platname: string }) => v.platname)).toContain('acme');

    expect((await ops('/save', { ...base, code: 'house' })).code).toBe(409);
    const badCode = await ops('/save', { ...base, code: 'A!' });
    expect(badCode).toMatchObject({ code: 400, message: MSG.providerCodeInvalid });
    const noCny = await ops('/save', { ...base, code: 'other', currencies: ['USD'] });
    expect(noCny).toMatchObject({ code: 400, message: MSG.providerCurrencyMissing });
    expect((await ops('/save', base)).message).toBe(MSG.providerNothingChanged);
    expect((await ops('/save', { ...base, code: 'finx' }, finance)).code).toBe(403);
    expect((await ops('', {}, finance)).code).toBe(200);
  });

  it('seals credentials: never answered, never in the audit row, not in the database as text', async () => {
    const secret = 'a-shared-secret-0123456789';
    const set = await ops('/credentials', { code: 'acme', secret });
    expect(set.data.has_credentials).toBe(true);
    const list = await ops('', {});
    expect(JSON.stringify(list)).not.toContain(secret);
    const [row] = await audit('provider.credentials');
    expect(JSON.stringify(row)).not.toContain(secret);
    const stored = await t.store.db
      .selectFrom('providers')
      .select('credentials')
      .where('code', '=', 'acme')
      .executeTakeFirstOrThrow();
    expect(stored.credentials).toMatch(/^v1\./);
    expect(stored.credentials).not.toContain(secret);
    const wrongKind = await ops('/credentials', { code: 'acme', provider_public_key: 'x' });
    expect(wrongKind.code).toBe(400);
  });

  it('makes us an RSA key pair and takes the provider public key only when it is one', async () => {
    await ops('/save', { ...base, code: 'rsaco', signing: 'rsa-sha256' });
    const bad = await ops('/credentials', { code: 'rsaco', provider_public_key: 'not a key' });
    expect(bad).toMatchObject({ code: 400, message: MSG.providerPublicKeyInvalid });
    const made = await ops('/credentials', { code: 'rsaco', rotate_our_key: true });
    expect(made.data.public_key).toContain('BEGIN PUBLIC KEY');
    expect(made.data.has_credentials).toBe(false);
    const again = await ops('/credentials', { code: 'rsaco', rotate_our_key: true });
    expect(again.data.public_key).not.toBe(made.data.public_key);
  });

  it('tests the connection: a provider that does not answer is reported, not a failure of ours', async () => {
    const tested = await ops('/test', { code: 'acme' });
    expect(tested.code).toBe(200);
    expect(tested.data.ok).toBe(false);
    expect(tested.data.message).toContain('无法连接厂商接口');
    const reconciled = await ops('/reconcile', { code: 'acme', day: '2026-11-28' }, finance);
    expect(reconciled.code).toBe(200);
    expect(reconciled.data.error).not.toBe('');
    expect((await ops('/reconcile', { code: 'acme', day: '2026-02-30' }, finance)).code).toBe(400);
  });

  it('syncs the games into the catalogue; switched off, its games leave the catalogue', async () => {
    const secret = 'fake-shared-secret-0123456789';
    await ops('/save', {
      ...base,
      code: 'fakeco',
      base_url: `${fake.url}/fakeco`,
      categories: ['slots', 'chess'],
    });
    await ops('/credentials', { code: 'fakeco', secret });
    fake.configure({ code: 'fakeco', mode: 'seamless', signing: 'hmac-sha256', secret });
    const tested = await ops('/test', { code: 'fakeco' });
    expect(tested.data).toMatchObject({ ok: true, games: 2 });
    const synced = await ops('/sync', { code: 'fakeco' });
    expect(synced.data).toMatchObject({ added: 2, updated: 0, closed: 0, total: 2 });
    expect((await ops('/sync', { code: 'fakeco' })).data).toMatchObject({ added: 0, total: 2 });
    const listed = await call(t.app, '/api/gamelistBycode', { gamecode: 'fakecodz' });
    expect(listed.data.map((g: { plat: string }) => g.plat)).toEqual(['fakeco']);

    fake.configure({
      code: 'fakeco',
      mode: 'seamless',
      signing: 'hmac-sha256',
      secret,
      games: [{ code: 'slot', name: '金龙转盘', category: 'slots' }],
    });
    expect((await ops('/sync', { code: 'fakeco' })).data).toMatchObject({ closed: 1, total: 1 });

    await ops('/save', {
      ...base,
      code: 'fakeco',
      base_url: `${fake.url}/fakeco`,
      categories: ['slots', 'chess'],
      enabled: false,
    });
    expect((await call(t.app, '/api/gamelistBycode', { gamecode: 'fakecodz' })).data).toEqual([]);
    await ops('/save', {
      ...base,
      code: 'fakeco',
      base_url: `${fake.url}/fakeco`,
      categories: ['slots', 'chess'],
      enabled: true,
    });
    expect((await call(t.app, '/api/gamelistBycode', { gamecode: 'fakecodz' })).data).toHaveLength(
      1,
    );
    expect((await audit('provider.sync')).length).toBeGreaterThanOrEqual(3);
  });
});
