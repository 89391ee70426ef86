import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@app/contract/messages';
import { loadConfig } from '../platform/config.ts';
import { createContext } from '../platform/context.ts';
import { ensureOperator } from '../modules/operators/index.ts';
import { call, registerPlayer, startTestApp } from '../test/app.ts';
import { withPayBank } from '../test/pay-banks.ts';
import { TEST_DATABASES } from '../test/databases.ts';

/** Every route of the app as [method, path], read from Fastify's own route tree. */
function routesOf(app: FastifyInstance): [string, string][] {
  const routes: [string, string][] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = stack.join('') + match[2]!;
    stack.push(match[2]!);
    for (const method of match[3]!.split(', ')) routes.push([method, path]);
  }
  return routes;
}

const UNSTORABLE = { code: 400, message: MSG.textInvalid, data: null };

/**
 * PostgreSQL cannot store a NUL character in text, and a lone UTF-16 surrogate cannot be written as
 * UTF-8: such text is refused with a 400 before any handler runs, on every call, never a 500.
 */
describe.each(TEST_DATABASES)('text that cannot be stored, on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let token: string;
  let ops: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await withPayBank(t.ctx); // deposits by bank card need a receiving account
    token = await registerPlayer(
      t.app,
      `nul${kind.slice(0, 2)}${Date.now().toString(36).slice(-6)}`,
    );
    await ensureOperator(createContext(t.config, t.store), 'nulops01', 'nul-ops-pass-1');
    ops = (await call(t.app, '/api/admin/login', { name: 'nulops01', password: 'nul-ops-pass-1' }))
      .data.token;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const CALLS: [string, Record<string, unknown>, 'player' | 'operator' | undefined][] = [
    ['/api/login_pc', { name: 'demo\u0000001', password: 'secret123' }, undefined],
    ['/api/admin/login', { name: 'ops\u0000', password: 'whatever-pass' }, undefined],
    ['/api/payinfo', { deposit_no: 'D\u00001' }, 'player'],
    ['/api/gamelistBycode', { gamecode: 'demo1\u0000' }, 'player'],
    ['/api/betrecord', { api_type: 'DEMO1\u0000', date: 4, page: 1 }, 'player'],
    ['/api/pay/sandbox/pay', { deposit_no: 'D\u00001' }, 'player'],
    [
      '/api/recharge',
      {
        paytype: 'bank',
        amount: '100',
        bank: '工商银行\u0000',
        bank_no: '6222',
        bank_owner: 'x',
        bank_address: 'y',
      },
      'player',
    ],
    ['/api/withdraw', { amount: '100', bank: 1, password: 'pay\u0000123' }, 'player'],
    [
      '/api/bindcard',
      { bank: '工商银行', bank_owner: '\u0000', bank_no: '6222000011112222' },
      'player',
    ],
    ['/api/admin/deposits/review', { id: 1, approve: false, remark: '\u0000' }, 'operator'],
    ['/api/admin/notices/create', { kind: 1, content: 'a\u0000b' }, 'operator'],
    ['/api/register', { name: 'nulreg01', realname: '\ud800', password: 'secret123' }, undefined],
  ];

  for (const [path, body, who] of CALLS) {
    it(`${path} refuses ${JSON.stringify(body)} with a 400`, async () => {
      const usersBefore = await t.store.db.selectFrom('users').select('id').execute();
      const answer = await call(t.app, path, body, who === 'player' ? token : who && ops);
      expect(answer).toEqual({ status: 400, ...UNSTORABLE });
      const usersAfter = await t.store.db.selectFrom('users').select('id').execute();
      expect(usersAfter.length).toBe(usersBefore.length);
    });
  }

  it('every POST call refuses a NUL anywhere in its body, even in a field it ignores', async () => {
    const posts = routesOf(t.app).filter(([method]) => method === 'POST');
    expect(posts.length).toBeGreaterThan(50);
    for (const [, path] of posts) {
      const url = path.replace(/:[a-z]+/g, 'x');
      for (const body of [{ note: 'a\u0000' }, { 'a\u0000': 1 }, { deep: [{ x: ['\u0000'] }] }]) {
        const answer = await call(t.app, url, body, token);
        expect({ url, body, ...answer }).toEqual({ url, body, status: 400, ...UNSTORABLE });
      }
    }
  });

  it('every GET call refuses a NUL in its query or its path', async () => {
    const gets = routesOf(t.app).filter(([method, path]) => method === 'GET' && path !== '*');
    expect(gets.length).toBeGreaterThan(4);
    const urls = [
      ...gets.map(([, path]) => `${path.replace(/:[a-z]+/g, 'x')}?q=a%00b`),
      '/media/game/1%00.svg',
      '/api/pay/callback/sand%00box',
    ];
    for (const url of urls) {
      const response = await t.app.inject({
        method: url.startsWith('/api/pay') ? 'POST' : 'GET',
        url,
      });
      expect({ url, status: response.statusCode, ...response.json() }).toEqual({
        url,
        status: 400,
        ...UNSTORABLE,
      });
    }
  });

  it('text that only looks like an escape is ordinary text', async () => {
    // The JSON text "\\u0000" is the six characters \u0000, which any database stores.
    const answer = await call(
      t.app,
      '/api/login_pc',
      '{"name":"\\\\u0000abc","password":"x1234567"}',
    );
    expect(answer.status).toBe(422);
    expect(answer.message).toBe(MSG.loginFailed);
  });
});

/**
 * Behind a proxy (TRUST_PROXY=1) the client address comes from X-Forwarded-For, a header the client
 * writes: it is stored (audit log, varchar(64)) and counted by, so it must be an address.
 */
describe.each(TEST_DATABASES)('a forwarded client address, on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });
    await ensureOperator(createContext(t.config, t.store), 'fwdops01', 'fwd-ops-pass-1');
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const login = (forwarded: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'x-forwarded-for': forwarded },
      payload: { name: 'fwdops01', password: 'fwd-ops-pass-1' },
    });

  it('that is not an address is a 400, and nothing is written', async () => {
    for (const forwarded of ['x'.repeat(100), `1.2.3.4, ${'a'.repeat(80)}`, 'not an ip']) {
      const response = await login(forwarded);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, message: MSG.badRequest, data: null });
    }
    const rows = await t.store.db.selectFrom('audit_log').select('ip').execute();
    expect(rows).toEqual([]);
  });

  it('is the one the proxy wrote, not one the client wrote before it', async () => {
    for (const forwarded of ['203.0.113.9', '198.51.100.1, 203.0.113.10', '2001:db8::1']) {
      expect((await login(forwarded)).statusCode).toBe(200);
    }
    const rows = await t.store.db.selectFrom('audit_log').select('ip').orderBy('id').execute();
    expect(rows.map((r) => r.ip)).toEqual(['203.0.113.9', '203.0.113.10', '2001:db8::1']);
  });
});
