import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAuditAction } from '@app/contract/audit-actions';
import { MSG } from '@app/contract/messages';
import { createContext, type AppContext } from '../../platform/context.ts';
import { DEFAULT_WALLET_SETTINGS } from '../wallet/index.ts';
import { call, callFrom, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { recordAudit } from '../audit/index.ts';
import { DEMO_OPERATOR, ensureOperator } from '../operators/index.ts';

const BOSS = { name: 'boss01', password: 'boss-pass-1' };

/** Every operator call, with a payload that passes its schema. */
const ADMIN_CALLS: [string, unknown][] = [
  ['/api/admin/logout', {}],
  ['/api/admin/me', {}],
  ['/api/admin/deposits', { page: 1 }],
  ['/api/admin/deposits/review', { id: 1, approve: true, remark: '' }],
  ['/api/admin/withdrawals', { page: 1 }],
  ['/api/admin/withdrawals/review', { id: 1, approve: false, remark: '' }],
  ['/api/admin/settings', {}],
  ['/api/admin/settings/update', { app: { title: 'x' } }],
  ['/api/admin/audit', { page: 1 }],
];

describe.each(TEST_DATABASES)('operator API on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ctx: AppContext;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ctx = createContext(t.config, t.store);
    await ensureOperator(ctx, BOSS.name, BOSS.password);
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const login = async (name = BOSS.name, password = BOSS.password) => {
    const answer = await call(t.app, '/api/admin/login', { name, password });
    if (answer.code !== 200) throw new Error(`admin login ${name}: ${answer.message}`);
    return answer.data.token as string;
  };
  const auditRows = (action: string) =>
    t.store.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .execute();
  const operatorId = async (name: string) =>
    (
      await t.store.db
        .selectFrom('operators')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  describe('ensureOperator', () => {
    it('creates a missing operator once and never changes an existing one', async () => {
      expect(await ensureOperator(ctx, 'bootstrap1', 'first-pass-1')).toEqual({ created: true });
      expect(await ensureOperator(ctx, 'bootstrap1', 'other-pass-2')).toEqual({ created: false });
      const rows = await t.store.db
        .selectFrom('operators')
        .select(['password_hash', 'status'])
        .where('name', '=', 'bootstrap1')
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
      expect(rows[0]!.status).toBe(1);
      expect(
        (await call(t.app, '/api/admin/login', { name: 'bootstrap1', password: 'first-pass-1' }))
          .code,
      ).toBe(200);
      expect(
        await call(t.app, '/api/admin/login', { name: 'bootstrap1', password: 'other-pass-2' }),
      ).toMatchObject({ status: 422, message: MSG.adminLoginFailed });
    });

    it('creates the demo operator, and concurrent starts create it once', async () => {
      const results = await Promise.all([
        ensureOperator(ctx, DEMO_OPERATOR.name, DEMO_OPERATOR.password),
        ensureOperator(ctx, DEMO_OPERATOR.name, DEMO_OPERATOR.password),
      ]);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(await login(DEMO_OPERATOR.name, DEMO_OPERATOR.password)).toMatch(/^[\w-]{43}$/);
    });

    it('refuses a malformed name or a short password', async () => {
      await expect(ensureOperator(ctx, 'a', 'long-enough-1')).rejects.toThrow(/name/);
      await expect(ensureOperator(ctx, 'shortpass', '1234567')).rejects.toThrow(/password/);
      const rows = await t.store.db
        .selectFrom('operators')
        .select('id')
        .where('name', 'in', ['a', 'shortpass'])
        .execute();
      expect(rows).toEqual([]);
    });
  });

  describe('login and logout', () => {
    it('logs in with a token that only the operator calls accept, and records it', async () => {
      const before = Date.now();
      const answer = await call(t.app, '/api/admin/login', BOSS);
      expect(answer).toMatchObject({ status: 200, code: 200, data: { name: BOSS.name } });
      expect(answer.data.token).toMatch(/^[\w-]{43}$/);
      const me = await call(t.app, '/api/admin/me', {}, answer.data.token);
      expect(me.data).toEqual({
        operator_id: await operatorId(BOSS.name),
        name: BOSS.name,
        role: 'admin',
        two_factor: false,
        must_enrol: false,
        recovery_codes_left: 0,
      });

      const session = await t.store.db
        .selectFrom('operator_sessions')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(session.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(session.token_hash).not.toContain(answer.data.token);
      expect(session.expires_at - session.created_at).toBe(12 * 60 * 60_000);
      const operator = await t.store.db
        .selectFrom('operators')
        .select('last_login_at')
        .where('name', '=', BOSS.name)
        .executeTakeFirstOrThrow();
      expect(operator.last_login_at).toBeGreaterThanOrEqual(before);

      const [row] = await auditRows('login');
      expect(row).toMatchObject({
        operator_id: await operatorId(BOSS.name),
        target: `operator:${await operatorId(BOSS.name)}`,
      });
      expect(row!.ip).not.toBe('');
      expect(row!.detail).not.toContain(BOSS.password);
    });

    it('answers one message for a wrong password and an unknown name, and creates no session', async () => {
      const sessions = async () =>
        (await t.store.db.selectFrom('operator_sessions').select('id').execute()).length;
      const count = await sessions();
      const failedBefore = (await auditRows('login_failed')).length;
      const wrong = await call(t.app, '/api/admin/login', {
        name: BOSS.name,
        password: 'nope-1234',
      });
      const unknown = await call(t.app, '/api/admin/login', {
        name: 'nobody99',
        password: 'x12345678',
      });
      expect(wrong).toMatchObject({
        status: 422,
        code: 422,
        message: MSG.adminLoginFailed,
        data: null,
      });
      expect(unknown).toMatchObject({ status: 422, message: MSG.adminLoginFailed });
      expect(await sessions()).toBe(count);
      const failed = await auditRows('login_failed');
      expect(failed).toHaveLength(failedBefore + 1);
      expect(failed[0]!.detail).not.toContain('nope-1234');
    });

    it('asks for both fields before anything else', async () => {
      for (const body of [
        {},
        { name: BOSS.name },
        { password: BOSS.password },
        { name: ' ', password: 'x' },
      ]) {
        expect(await call(t.app, '/api/admin/login', body)).toMatchObject({
          status: 400,
          message: MSG.adminLoginRequired,
        });
      }
      expect(await call(t.app, '/api/admin/login', { name: 5, password: [] })).toMatchObject({
        status: 400,
      });
    });

    it('throttles the address that fails 5 times on a name, never the operator elsewhere', async () => {
      await ensureOperator(ctx, 'lockme01', 'right-pass-1');
      const attacker = '203.0.113.9';
      const login = (address: string, name: string, password: string) =>
        callFrom(t.app, address, '/api/admin/login', { name, password });
      for (let i = 0; i < 5; i++) {
        expect(await login(attacker, 'lockme01', `wrong-${i}xx`)).toMatchObject({
          status: 422,
          message: MSG.adminLoginFailed,
        });
      }
      expect(await login(attacker, 'LOCKME01', 'right-pass-1')).toMatchObject({
        status: 429,
        message: MSG.adminLoginLocked,
      });
      expect(await login(attacker, 'lockme01', 'right-pass-1')).toMatchObject({
        status: 429,
        message: MSG.adminLoginLocked,
      });
      // Another name is not locked by it, at that address either.
      expect((await login(attacker, BOSS.name, BOSS.password)).code).toBe(200);
      // The operator, at another address, logs in with the right password, within 2 s more.
      const started = performance.now();
      const answer = await login('198.51.100.30', 'lockme01', 'right-pass-1');
      expect(answer.code, answer.message).toBe(200);
      expect(performance.now() - started).toBeLessThan(2_000 + 1_000);
      // The attacker's failures were audited; its refused attempts reached no password check.
      const failed = await t.store.db
        .selectFrom('audit_log')
        .select(['action', 'ip'])
        .where('action', '=', 'login_failed')
        .where('ip', '=', attacker)
        .execute();
      expect(failed).toHaveLength(5);
    });

    it('slows every attempt on an operator name that many addresses fail on, by at most 2 s', async () => {
      await ensureOperator(ctx, 'slowop01', 'right-pass-1');
      const login = (address: string, password: string) =>
        callFrom(t.app, address, '/api/admin/login', { name: 'slowop01', password });
      for (let i = 0; i < 6; i++) {
        expect(await login(`192.0.2.${60 + (i % 3)}`, `wrong-${i}xx`)).toMatchObject({
          status: 422,
        });
      }
      const started = performance.now();
      expect((await login('192.0.2.70', 'right-pass-1')).code).toBe(200);
      const ms = performance.now() - started;
      expect(ms).toBeGreaterThanOrEqual(1_900);
      expect(ms).toBeLessThan(2_000 + 1_000);
    });

    it('logout revokes the token at once and is recorded', async () => {
      const token = await login();
      const other = await login();
      expect((await call(t.app, '/api/admin/logout', {}, token)).code).toBe(200);
      expect(await call(t.app, '/api/admin/me', {}, token)).toMatchObject({
        status: 401,
        message: MSG.adminSessionExpired,
      });
      expect((await call(t.app, '/api/admin/logout', {}, token)).status).toBe(401);
      // Only that token: the operator's other session goes on.
      expect((await call(t.app, '/api/admin/me', {}, other)).code).toBe(200);
      const [row] = await auditRows('logout');
      expect(row!.operator_id).toBe(await operatorId(BOSS.name));
    });

    it('refuses an expired token and a disabled operator', async () => {
      await ensureOperator(ctx, 'leaver01', 'leaver-pass-1');
      const token = await login('leaver01', 'leaver-pass-1');
      const expiring = await login('leaver01', 'leaver-pass-1');
      await t.store.db
        .updateTable('operator_sessions')
        .set({ expires_at: Date.now() - 1 })
        .where(
          'id',
          '=',
          (
            await t.store.db
              .selectFrom('operator_sessions')
              .select('id')
              .orderBy('id', 'desc')
              .executeTakeFirstOrThrow()
          ).id,
        )
        .execute();
      expect((await call(t.app, '/api/admin/me', {}, expiring)).status).toBe(401);
      expect((await call(t.app, '/api/admin/me', {}, token)).code).toBe(200);

      await t.store.db
        .updateTable('operators')
        .set({ status: 0 })
        .where('name', '=', 'leaver01')
        .execute();
      expect((await call(t.app, '/api/admin/me', {}, token)).status).toBe(401);
      expect(
        await call(t.app, '/api/admin/login', { name: 'leaver01', password: 'leaver-pass-1' }),
      ).toMatchObject({ status: 422, message: MSG.adminDisabled });
    });
  });

  describe('players and operators are kept apart', () => {
    it.each(ADMIN_CALLS)('%s needs an operator token', async (path, body) => {
      expect(await call(t.app, path, body)).toMatchObject({
        status: 401,
        code: 401,
        message: MSG.adminPleaseLogin,
      });
      expect(await call(t.app, path, body, 'not-a-token')).toMatchObject({ status: 401 });
    });

    it.each(ADMIN_CALLS)('%s refuses a player token', async (path, body) => {
      const player = await registerPlayer(t.app, `pl${Math.random().toString(36).slice(2, 10)}`);
      expect((await call(t.app, '/api/user', {}, player)).code).toBe(200);
      expect(await call(t.app, path, body, player)).toMatchObject({
        status: 401,
        message: MSG.adminSessionExpired,
      });
    });

    it('player calls refuse an operator token', async () => {
      const token = await login();
      for (const path of ['/api/user', '/api/balance', '/api/logoff']) {
        expect(await call(t.app, path, {}, token)).toMatchObject({ status: 401 });
      }
      expect((await call(t.app, '/api/admin/me', {}, token)).code).toBe(200);
    });
  });

  describe('settings', () => {
    const stored = async () =>
      Object.fromEntries(
        (await t.store.db.selectFrom('settings').selectAll().execute()).map((r) => [
          r.key,
          r.value,
        ]),
      );

    it('answers the site and wallet settings', async () => {
      const token = await login();
      const answer = await call(t.app, '/api/admin/settings', {}, token);
      expect(answer.code).toBe(200);
      expect(answer.data.app).toMatchObject({ site_state: 1, title: '星河娱乐' });
      expect(answer.data.app).not.toHaveProperty('telegram_login');
      expect(answer.data.wallet).toMatchObject({
        usdt_address_trc20: DEFAULT_WALLET_SETTINGS.usdt_address_trc20,
        daily_withdraw_count: DEFAULT_WALLET_SETTINGS.daily_withdraw_count,
      });
    });

    it.each([
      [
        'TRC20 address not starting with T',
        { wallet: { usdt_address_trc20: 'AXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' } },
        MSG.adminTrc20Address,
      ],
      [
        'TRC20 address with a 0 (not base58)',
        { wallet: { usdt_address_trc20: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAe0f' } },
        MSG.adminTrc20Address,
      ],
      [
        'TRC20 address one short',
        { wallet: { usdt_address_trc20: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeB' } },
        MSG.adminTrc20Address,
      ],
      [
        'ERC20 address without 0x',
        { wallet: { usdt_address_erc20: '8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063aa' } },
        MSG.adminErc20Address,
      ],
      [
        'ERC20 address with a non-hex digit',
        { wallet: { usdt_address_erc20: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A06g' } },
        MSG.adminErc20Address,
      ],
      ['deposit rate 0', { wallet: { usdt_deposit_rate: '0' } }, MSG.adminRateInvalid],
      [
        'deposit rate with 3 places',
        { wallet: { usdt_deposit_rate: '7.205' } },
        MSG.adminRateInvalid,
      ],
      ['withdrawal rate as words', { wallet: { withdrawusdtrate: 'seven' } }, MSG.adminRateInvalid],
      ['negative fee', { wallet: { withdrawcashfee: -1 } }, MSG.adminFeeInvalid],
      [
        'range with min = max',
        { wallet: { deposit_ranges: { bank: { min_price: '100', max_price: '100' } } } },
        MSG.adminRangeInvalid,
      ],
      [
        'range with min > max',
        { wallet: { deposit_ranges: { alipay: { min_price: 500, max_price: 100 } } } },
        MSG.adminRangeInvalid,
      ],
      [
        'range with one end',
        { wallet: { deposit_ranges: { bank: { min_price: '1.00' } } } },
        MSG.adminRangeInvalid,
      ],
      [
        'range of an unknown pay type',
        { wallet: { deposit_ranges: { paypal: { min_price: 1, max_price: 2 } } } },
        MSG.adminSettingUnknown,
      ],
      ['withdrawal minimum 0', { wallet: { withdraw_min: '0.00' } }, MSG.adminAmountInvalid],
      ['daily count 0', { wallet: { daily_withdraw_count: 0 } }, MSG.adminDailyCountInvalid],
      ['daily count 101', { wallet: { daily_withdraw_count: 101 } }, MSG.adminDailyCountInvalid],
      ['daily count 2.5', { wallet: { daily_withdraw_count: 2.5 } }, MSG.adminDailyCountInvalid],
      [
        'turnover multiple 100.01',
        { wallet: { turnover_multiple: '100.01' } },
        MSG.adminTurnoverInvalid,
      ],
      [
        'turnover multiple negative',
        { wallet: { turnover_multiple: -1 } },
        MSG.adminTurnoverInvalid,
      ],
      ['pay way flag 2', { wallet: { pay_ways: { card: 2 } } }, MSG.adminSwitchInvalid],
      ['an unknown wallet key', { wallet: { usdt_address: 'T' } }, MSG.adminSettingUnknown],
      ['an unknown app key', { app: { telegram_login: 1 } }, MSG.adminSettingUnknown],
      ['site_state 2', { app: { site_state: 2 } }, MSG.adminSwitchInvalid],
      ['an empty title', { app: { title: '  ' } }, MSG.adminTitleInvalid],
      ['a javascript: link', { app: { h5_url: 'javascript:alert(1)' } }, MSG.adminUrlInvalid],
      ['wallet not an object', { wallet: 'x' }, MSG.adminSettingInvalid],
      [
        'a good app part with a bad wallet part',
        { app: { title: '不该保存' }, wallet: { usdt_address_erc20: '0x123' } },
        MSG.adminErc20Address,
      ],
    ])('refuses %s with 400 and stores nothing', async (_label, body, message) => {
      const token = await login();
      const before = await stored();
      const audits = (await auditRows('settings.update')).length;
      expect(await call(t.app, '/api/admin/settings/update', body, token)).toMatchObject({
        status: 400,
        code: 400,
        message,
      });
      expect(await stored()).toEqual(before);
      expect(await auditRows('settings.update')).toHaveLength(audits);
    });

    it('stores valid changes, answers the new settings and audits before and after', async () => {
      const token = await login();
      const address = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
      const answer = await call(
        t.app,
        '/api/admin/settings/update',
        {
          app: { title: '星河娱乐城', site_state: 0, repair_tips: '升级中' },
          wallet: {
            usdt_address_trc20: ` ${address} `,
            usdt_deposit_rate: 7.3,
            withdrawcashfee: '0',
            deposit_ranges: { bank: { min_price: '50', max_price: 20000 } },
            pay_ways: { wechat: 1 },
            daily_withdraw_count: 3,
            turnover_multiple: '2.5',
          },
        },
        token,
      );
      expect(answer.code).toBe(200);
      expect(answer.data.app).toMatchObject({
        title: '星河娱乐城',
        site_state: 0,
        repair_tips: '升级中',
      });
      expect(answer.data.wallet).toMatchObject({
        usdt_address_trc20: address,
        usdt_address_erc20: DEFAULT_WALLET_SETTINGS.usdt_address_erc20,
        usdt_deposit_rate: '7.30',
        withdrawcashfee: '0.00',
        daily_withdraw_count: 3,
        turnover_multiple: '2.50',
        pay_ways: { card: 1, usdt: 1, wechat: 1, alipay: 0 },
      });
      // Only the range given changed.
      expect(answer.data.wallet.deposit_ranges).toEqual({
        ...DEFAULT_WALLET_SETTINGS.deposit_ranges,
        bank: { min_price: '50.00', max_price: '20000.00' },
      });
      expect((await call(t.app, '/api/admin/settings', {}, token)).data).toEqual(answer.data);
      // The player app sees it at once.
      expect((await call(t.app, '/api/app')).data).toMatchObject({
        title: '星河娱乐城',
        site_state: 0,
      });
      expect((await call(t.app, '/api/getPayRange', { type: 'bank' })).data).toEqual({
        min_price: '50.00',
        max_price: '20000.00',
      });

      const [row] = await auditRows('settings.update');
      expect(row).toMatchObject({ operator_id: await operatorId(BOSS.name), target: 'settings' });
      expect(JSON.parse(row!.detail)).toEqual({
        app: {
          title: { before: '星河娱乐', after: '星河娱乐城' },
          site_state: { before: 1, after: 0 },
          repair_tips: { before: MSG.siteRepair, after: '升级中' },
        },
        wallet: {
          usdt_address_trc20: {
            before: DEFAULT_WALLET_SETTINGS.usdt_address_trc20,
            after: address,
          },
          usdt_deposit_rate: { before: '7.20', after: '7.30' },
          withdrawcashfee: { before: '5.00', after: '0.00' },
          deposit_ranges: {
            bank: {
              min_price: { before: '100.00', after: '50.00' },
              max_price: { before: '10000.00', after: '20000.00' },
            },
          },
          pay_ways: { wechat: { before: 0, after: 1 } },
          daily_withdraw_count: { before: 5, after: 3 },
          turnover_multiple: { before: DEFAULT_WALLET_SETTINGS.turnover_multiple, after: '2.50' },
        },
      });

      // Back to open for the other tests.
      expect(
        (await call(t.app, '/api/admin/settings/update', { app: { site_state: 1 } }, token)).data
          .app.site_state,
      ).toBe(1);
    });
  });

  describe('audit log', () => {
    it('holds only actions of the closed list (the calls above wrote several)', async () => {
      // The audit functions are typed by the list; this holds the stored values to it as well.
      const stored = await t.store.db.selectFrom('audit_log').select('action').distinct().execute();
      const actions = stored.map((row) => row.action);
      expect(actions.length).toBeGreaterThan(3);
      expect(actions.filter((a) => !isAuditAction(a))).toEqual([]);
    });

    it('never stores password-like fields', async () => {
      const id = await operatorId(BOSS.name);
      await recordAudit(ctx, null, { operatorId: id, ip: '' }, 'settings.update', '', {
        password: 'p1',
        nested: { pay_pass: 'p2', token: 't', keep: 1n },
        list: [{ secret: 's' }],
      });
      const [row] = await auditRows('settings.update');
      expect(JSON.parse(row!.detail)).toEqual({ nested: { keep: '1' }, list: [{}] });
    });

    it('lists the log newest first, 50 a page, with the operator name', async () => {
      const token = await login();
      const id = await operatorId(BOSS.name);
      for (let i = 0; i < 55; i++) {
        await recordAudit(ctx, null, { operatorId: id, ip: '' }, 'job.retry', `n:${i}`, { i });
      }
      const total = (await t.store.db.selectFrom('audit_log').select('id').execute()).length;
      const first = await call(t.app, '/api/admin/audit', { page: 1 }, token);
      expect(first).toMatchObject({
        code: 200,
        data: { total, current_page: 1, last_page: Math.ceil(total / 50) },
      });
      expect(first.data.data).toHaveLength(50);
      const ids = first.data.data.map((r: { id: number }) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(first.data.data[0]).toMatchObject({
        operator_id: id,
        operator_name: BOSS.name,
        action: 'job.retry',
        target: 'n:54',
        detail: { i: 54 },
      });
      const last = await call(t.app, '/api/admin/audit', { page: first.data.last_page }, token);
      expect(last.data.data).toHaveLength(total - 50 * (first.data.last_page - 1));
      expect((await call(t.app, '/api/admin/audit', { page: 0 }, token)).status).toBe(400);
      expect((await call(t.app, '/api/admin/audit', { page: 'x' }, token)).status).toBe(400);
    });
  });
});

describe('operator login per address', () => {
  it('is rate-limited per IP', async () => {
    const t = await startTestApp('sqlite', { authRateLimitPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await call(t.app, '/api/admin/login', { name: `someone${i}`, password: 'whatever1' }))
            .status,
        );
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
    } finally {
      await t.app.close();
      await t.store.close();
    }
  });
});
