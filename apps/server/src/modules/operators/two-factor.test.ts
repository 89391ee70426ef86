import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { ADMIN_LIMITS } from '@app/contract/admin';
import { TWO_FACTOR } from '@app/contract/admin-auth';
import { MSG } from '@app/contract/messages';
import { manualClock } from '../../platform/time.ts';
import { call, callFrom, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { hashToken } from '../auth/index.ts';
import { ensureOperator } from './index.ts';

/** The code an authenticator shows for `secret` at `atMs`. */
const codeAt = (secret: string, atMs: number) =>
  generate({ secret, epoch: Math.floor(atMs / 1000) });

const START = Date.UTC(2026, 10, 25, 12, 0, 0);

describe.each(TEST_DATABASES)('operator two-factor and management on %s', (kind) => {
  const clock = manualClock(START);
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const login = (body: object, from = '10.0.0.1') =>
    callFrom(t.app, from, '/api/admin/login', body);
  const token = async (name: string, password: string) => {
    const answer = await login({ name, password });
    expect(answer.code, answer.message).toBe(200);
    return answer.data.token as string;
  };
  const audits = (action: string, target: string) =>
    t.store.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target', '=', target)
      .execute();

  /** Enrols `name` and answers the secret and the recovery codes. */
  async function enrol(name: string, password: string) {
    const session = await token(name, password);
    const setup = await call(t.app, '/api/admin/two-factor/setup', {}, session);
    expect(setup.code, setup.message).toBe(200);
    const secret: string = setup.data.secret;
    const confirmed = await call(
      t.app,
      '/api/admin/two-factor/confirm',
      { code: await codeAt(secret, clock.now()) },
      session,
    );
    expect(confirmed.code, confirmed.message).toBe(200);
    return { secret, codes: confirmed.data.recovery_codes as string[], session };
  }

  it('enrols: a secret and its otpauth URI, a wrong code refused, then recovery codes once', async () => {
    await ensureOperator(t.ctx, 'enrol01', 'enrol-pass-1', 'finance');
    const session = await token('enrol01', 'enrol-pass-1');
    const setup = await call(t.app, '/api/admin/two-factor/setup', {}, session);
    expect(setup.code).toBe(200);
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.data.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toContain(`${TWO_FACTOR.issuer}:enrol01`);
    expect(uri.searchParams.get('secret')).toBe(setup.data.secret);
    expect(uri.searchParams.get('issuer')).toBe(TWO_FACTOR.issuer);

    const wrong = await call(t.app, '/api/admin/two-factor/confirm', { code: '000000' }, session);
    expect(wrong).toMatchObject({ status: 422, message: MSG.adminCodeInvalid });
    const malformed = await call(t.app, '/api/admin/two-factor/confirm', { code: '12ab' }, session);
    expect(malformed).toMatchObject({ status: 400, message: MSG.adminCodeFormat });

    const code = await codeAt(setup.data.secret, clock.now());
    const ok = await call(t.app, '/api/admin/two-factor/confirm', { code }, session);
    expect(ok.code, ok.message).toBe(200);
    const codes: string[] = ok.data.recovery_codes;
    expect(codes).toHaveLength(TWO_FACTOR.recoveryCodeCount);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Stored only hashed; the secret is kept for checking codes.
    const stored = await t.store.db
      .selectFrom('operator_recovery_codes as r')
      .innerJoin('operators as o', 'o.id', 'r.operator_id')
      .select(['r.code_hash', 'o.totp_secret'])
      .where('o.name', '=', 'enrol01')
      .execute();
    expect(stored).toHaveLength(codes.length);
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.map((c) => c.replace('-', ''))).not.toContain(row.code_hash);
    }
    expect(stored[0]!.totp_secret).toBe(setup.data.secret);

    // Once on, it stays: a second enrolment is refused (only an admin's reset turns it off).
    const again = await call(t.app, '/api/admin/two-factor/setup', {}, session);
    expect(again).toMatchObject({ status: 409, message: MSG.adminTwoFactorAlreadyOn });
    const me = await call(t.app, '/api/admin/me', {}, session);
    expect(me.data).toMatchObject({ two_factor: true, must_enrol: false, recovery_codes_left: 10 });
    const [row] = await audits('two_factor.enable', `operator:${me.data.operator_id}`);
    expect(row).toBeDefined();
    expect(row!.detail).not.toContain(setup.data.secret);
  });

  it('signs in with password then code; a code is taken once; a wrong code is refused', async () => {
    await ensureOperator(t.ctx, 'totp01', 'totp-pass-01', 'support');
    const { secret } = await enrol('totp01', 'totp-pass-01');
    clock.advance(TWO_FACTOR.periodSeconds * 1000 * 3);

    const first = await login({ name: 'totp01', password: 'totp-pass-01' });
    expect(first.data).toEqual({
      token: '',
      name: 'totp01',
      code_required: true,
      must_enrol: false,
    });
    const wrongPassword = await login({ name: 'totp01', password: 'nope-nope', code: '123456' });
    expect(wrongPassword).toMatchObject({ status: 422, message: MSG.adminLoginFailed });

    const code = await codeAt(secret, clock.now());
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refusedCode = await login({ name: 'totp01', password: 'totp-pass-01', code: wrong });
    expect(refusedCode).toMatchObject({ status: 422, message: MSG.adminCodeInvalid });

    const ok = await login({ name: 'totp01', password: 'totp-pass-01', code });
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data.token).toMatch(/^[\w-]{43}$/);
    expect((await call(t.app, '/api/admin/me', {}, ok.data.token)).code).toBe(200);

    // The same code again, inside its window: replay, refused.
    const replay = await login({ name: 'totp01', password: 'totp-pass-01', code }, '10.0.0.2');
    expect(replay).toMatchObject({ status: 422, message: MSG.adminCodeInvalid });
    // A code from the previous step (still inside the drift window) is older: refused too.
    const older = await codeAt(secret, clock.now() - TWO_FACTOR.periodSeconds * 1000);
    const back = await login({ name: 'totp01', password: 'totp-pass-01', code: older }, '10.0.0.2');
    expect(back.status).toBe(422);
    // The next step's code works.
    clock.advance(TWO_FACTOR.periodSeconds * 1000);
    const next = await login(
      { name: 'totp01', password: 'totp-pass-01', code: await codeAt(secret, clock.now()) },
      '10.0.0.2',
    );
    expect(next.code, next.message).toBe(200);
    const failures = await t.store.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'login_failed')
      .where('detail', 'like', '%"code"%')
      .execute();
    expect(failures.length).toBeGreaterThanOrEqual(2);
  });

  it('a recovery code replaces the code once', async () => {
    await ensureOperator(t.ctx, 'recover01', 'recover-pass-1', 'content');
    const { codes } = await enrol('recover01', 'recover-pass-1');
    const body = { name: 'recover01', password: 'recover-pass-1' };
    const used = await login({ ...body, recovery_code: codes[3]!.toUpperCase() }, '10.0.1.1');
    expect(used.code, used.message).toBe(200);
    const again = await login({ ...body, recovery_code: codes[3] }, '10.0.1.1');
    expect(again).toMatchObject({ status: 422, message: MSG.adminRecoveryCodeInvalid });
    const made = await login({ ...body, recovery_code: 'abcde-fghjk' }, '10.0.1.1');
    expect(made).toMatchObject({ status: 422, message: MSG.adminRecoveryCodeInvalid });
    const me = await call(t.app, '/api/admin/me', {}, used.data.token);
    expect(me.data.recovery_codes_left).toBe(TWO_FACTOR.recoveryCodeCount - 1);
  });

  it('wrong codes and wrong passwords are throttled together per (name, address)', async () => {
    await ensureOperator(t.ctx, 'throttle01', 'throttle-pass', 'support');
    const { secret } = await enrol('throttle01', 'throttle-pass');
    const from = '10.0.2.1';
    const body = { name: 'throttle01', password: 'throttle-pass' };
    for (let i = 0; i < 3; i++) {
      expect((await login({ ...body, code: '000000' }, from)).status).toBe(422);
    }
    for (let i = 0; i < ADMIN_LIMITS.loginFailuresMax - 3; i++) {
      expect((await login({ ...body, password: 'wrong-pass' }, from)).status).toBe(422);
    }
    const code = await codeAt(secret, clock.now() + TWO_FACTOR.periodSeconds * 1000);
    clock.advance(TWO_FACTOR.periodSeconds * 1000);
    const locked = await login({ ...body, code }, from);
    expect(locked).toMatchObject({ status: 429, message: MSG.adminLoginLocked });
    // Another address is not refused.
    expect((await login({ ...body, code }, '10.0.2.2')).code).toBe(200);
  });

  it('in production, an operator without two-factor may only enrol', async () => {
    const prod = await startTestApp(kind, { production: true }, { store: t.store, clock });
    try {
      await ensureOperator(t.ctx, 'prod01', 'prod-pass-01', 'admin');
      const answer = await callFrom(prod.app, '10.0.3.1', '/api/admin/login', {
        name: 'prod01',
        password: 'prod-pass-01',
      });
      expect(answer.data).toMatchObject({ code_required: false, must_enrol: true });
      const session: string = answer.data.token;
      const me = await call(prod.app, '/api/admin/me', {}, session);
      expect(me.data).toMatchObject({ must_enrol: true, two_factor: false });
      const blocked = await call(prod.app, '/api/admin/deposits', { page: 1 }, session);
      expect(blocked).toMatchObject({ status: 403, message: MSG.adminTwoFactorEnrolFirst });
      const list = await call(prod.app, '/api/admin/operators', {}, session);
      expect(list).toMatchObject({ status: 403, message: MSG.adminTwoFactorEnrolFirst });

      const setup = await call(prod.app, '/api/admin/two-factor/setup', {}, session);
      const code = await codeAt(setup.data.secret, clock.now());
      const confirmed = await call(prod.app, '/api/admin/two-factor/confirm', { code }, session);
      expect(confirmed.code, confirmed.message).toBe(200);
      expect((await call(prod.app, '/api/admin/deposits', { page: 1 }, session)).code).toBe(200);
    } finally {
      await prod.app.close();
    }
  });

  it('sessions end after the idle time, at 12 hours whatever, and at logout', async () => {
    await ensureOperator(t.ctx, 'idle01', 'idle-pass-01', 'content');
    // Sessions run on the app's clock: time passes by moving it.
    const session = await token('idle01', 'idle-pass-01');
    const row = () =>
      t.store.db
        .selectFrom('operator_sessions')
        .selectAll()
        .where('token_hash', '=', hashToken(session))
        .executeTakeFirstOrThrow();
    const first = await row();
    expect(first.expires_at - first.created_at).toBe(ADMIN_LIMITS.sessionTtlMs);

    clock.advance(ADMIN_LIMITS.sessionIdleMs - 60_000);
    expect((await call(t.app, '/api/admin/me', {}, session)).code).toBe(200);
    expect((await row()).last_seen_at).toBe(clock.now());
    clock.advance(ADMIN_LIMITS.sessionIdleMs + 1_000);
    expect(await call(t.app, '/api/admin/me', {}, session)).toMatchObject({
      status: 401,
      message: MSG.adminSessionIdle,
    });

    // A session in use all the time still ends at its lifetime.
    const busy = await token('idle01', 'idle-pass-01');
    const busyUntil = clock.now() + ADMIN_LIMITS.sessionTtlMs;
    while (clock.now() + ADMIN_LIMITS.sessionIdleMs / 2 < busyUntil) {
      clock.advance(ADMIN_LIMITS.sessionIdleMs / 2);
      expect((await call(t.app, '/api/admin/me', {}, busy)).code).toBe(200);
    }
    clock.set(busyUntil + 1);
    expect(await call(t.app, '/api/admin/me', {}, busy)).toMatchObject({
      status: 401,
      message: MSG.adminSessionExpired,
    });

    const short = await token('idle01', 'idle-pass-01');
    expect((await call(t.app, '/api/admin/logout', {}, short)).code).toBe(200);
    expect((await call(t.app, '/api/admin/me', {}, short)).status).toBe(401);
  });

  describe('operator management', () => {
    let boss: string;
    let bossId: number;
    beforeAll(async () => {
      await ensureOperator(t.ctx, 'boss01', 'boss-pass-01', 'admin');
      boss = await token('boss01', 'boss-pass-01');
      bossId = (await call(t.app, '/api/admin/me', {}, boss)).data.operator_id;
    });
    const admin = (path: string, body: object, as = boss) =>
      call(t.app, `/api/admin/operators${path}`, body, as);

    it('creates an operator (audited), refuses a taken name and bad fields', async () => {
      const made = await admin('/create', {
        name: 'clerk01',
        password: 'clerk-pass-1',
        role: 'finance',
      });
      expect(made.code, made.message).toBe(200);
      expect(made.data).toMatchObject({
        name: 'clerk01',
        role: 'finance',
        status: 1,
        two_factor: false,
      });
      const [row] = await audits('operator.create', `operator:${made.data.id}`);
      expect(row!.operator_id).toBe(bossId);
      expect(row!.detail).not.toContain('clerk-pass-1');
      expect(
        await admin('/create', { name: 'clerk01', password: 'clerk-pass-1', role: 'finance' }),
      ).toMatchObject({ status: 409, message: MSG.adminOperatorNameTaken });
      expect(
        await admin('/create', { name: 'x', password: 'clerk-pass-1', role: 'finance' }),
      ).toMatchObject({ status: 400, message: MSG.adminOperatorNameInvalid });
      expect(
        await admin('/create', { name: 'clerk02', password: 'short', role: 'finance' }),
      ).toMatchObject({ status: 400, message: MSG.adminOperatorPasswordInvalid });
      expect(
        await admin('/create', { name: 'clerk02', password: 'with\u0000nul-1', role: 'finance' }),
      ).toMatchObject({ status: 400, message: MSG.textInvalid });
      expect(
        await admin('/create', { name: 'clerk02', password: 'clerk-pass-1', role: 'agent' }),
      ).toMatchObject({ status: 400, message: MSG.adminOperatorRoleInvalid });
      const clerk = await token('clerk01', 'clerk-pass-1');
      expect((await call(t.app, '/api/admin/deposits', {}, clerk)).code).toBe(200);
      const list = await admin('', { page: 1 });
      expect(list.data.data.map((o: { name: string }) => o.name)).toContain('clerk01');
    });

    it('changes a role and disables (sessions end), audited with before and after', async () => {
      const made = await admin('/create', {
        name: 'clerk03',
        password: 'clerk-pass-3',
        role: 'support',
      });
      const clerk = await token('clerk03', 'clerk-pass-3');
      const promoted = await admin('/update', { id: made.data.id, role: 'content' });
      expect(promoted.data.role).toBe('content');
      expect((await call(t.app, '/api/admin/banners', {}, clerk)).code).toBe(200);
      const disabled = await admin('/update', { id: made.data.id, status: 0 });
      expect(disabled.data.status).toBe(0);
      expect((await call(t.app, '/api/admin/me', {}, clerk)).status).toBe(401);
      expect(await login({ name: 'clerk03', password: 'clerk-pass-3' }, '10.0.4.1')).toMatchObject({
        status: 422,
        message: MSG.adminDisabled,
      });
      const rows = await audits('operator.update', `operator:${made.data.id}`);
      expect(rows.map((r) => JSON.parse(r.detail))).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            before: { role: 'support', status: 1 },
            after: { role: 'content', status: 1 },
          }),
          expect.objectContaining({
            before: { role: 'content', status: 1 },
            after: { role: 'content', status: 0 },
          }),
        ]),
      );
      expect((await admin('/update', { id: made.data.id, status: 1 })).data.status).toBe(1);
      expect((await admin('/update', { id: made.data.id })).status).toBe(400);
      expect((await admin('/update', { id: 999_999, status: 1 })).status).toBe(404);
    });

    it('an admin can neither disable nor demote themself; the last active admin stays', async () => {
      expect(await admin('/update', { id: bossId, status: 0 })).toMatchObject({
        status: 422,
        message: MSG.adminOperatorSelf,
      });
      expect(await admin('/update', { id: bossId, role: 'finance' })).toMatchObject({
        status: 422,
        message: MSG.adminOperatorSelf,
      });
      // Two admins removing each other at once: at least one admin remains active.
      const second = await admin('/create', {
        name: 'boss02',
        password: 'boss-pass-02',
        role: 'admin',
      });
      const other = await token('boss02', 'boss-pass-02');
      const everyAdmin = await t.store.db
        .selectFrom('operators')
        .select('id')
        .where('role', '=', 'admin')
        .where('status', '=', 1)
        .where('id', 'not in', [bossId, second.data.id])
        .execute();
      for (const row of everyAdmin) {
        expect((await admin('/update', { id: row.id, status: 0 })).code).toBe(200);
      }
      const [a, b] = await Promise.all([
        admin('/update', { id: second.data.id, status: 0 }),
        admin('/update', { id: bossId, status: 0 }, other),
      ]);
      expect([a.code, b.code].filter((c) => c === 200)).toHaveLength(1);
      const active = await t.store.db
        .selectFrom('operators')
        .select('id')
        .where('role', '=', 'admin')
        .where('status', '=', 1)
        .execute();
      expect(active).toHaveLength(1);
      const survivor = active[0]!.id === bossId ? boss : other;
      // Bring the others back for the tests that follow.
      for (const row of [...everyAdmin, { id: second.data.id }, { id: bossId }]) {
        if (row.id !== active[0]!.id) await admin('/update', { id: row.id, status: 1 }, survivor);
      }
      if (active[0]!.id !== bossId) boss = await token('boss01', 'boss-pass-01');
    });

    it('resets a password and two-factor: sessions end, audited, the operator enrols anew', async () => {
      await ensureOperator(t.ctx, 'reset01', 'reset-pass-01', 'support');
      const { secret, session } = await enrol('reset01', 'reset-pass-01');
      const id = (await call(t.app, '/api/admin/me', {}, session)).data.operator_id;

      const reset = await admin('/reset-password', { id, password: 'reset-pass-02' });
      expect(reset.code, reset.message).toBe(200);
      expect((await call(t.app, '/api/admin/me', {}, session)).status).toBe(401);
      expect((await login({ name: 'reset01', password: 'reset-pass-01' }, '10.0.5.1')).status).toBe(
        422,
      );
      clock.advance(TWO_FACTOR.periodSeconds * 1000);
      const back = await login(
        { name: 'reset01', password: 'reset-pass-02', code: await codeAt(secret, clock.now()) },
        '10.0.5.1',
      );
      expect(back.code, back.message).toBe(200);
      const [pw] = await audits('operator.reset_password', `operator:${id}`);
      expect(pw!.detail).not.toContain('reset-pass-02');

      const off = await admin('/reset-two-factor', { id });
      expect(off.data.two_factor).toBe(false);
      expect((await call(t.app, '/api/admin/me', {}, back.data.token)).status).toBe(401);
      const plain = await login({ name: 'reset01', password: 'reset-pass-02' }, '10.0.5.1');
      expect(plain.data).toMatchObject({ code_required: false });
      expect(
        await t.store.db
          .selectFrom('operator_recovery_codes')
          .select('id')
          .where('operator_id', '=', id)
          .execute(),
      ).toEqual([]);
      expect(await admin('/reset-two-factor', { id })).toMatchObject({
        status: 422,
        message: MSG.adminOperatorNoTwoFactor,
      });
      expect(await audits('operator.reset_two_factor', `operator:${id}`)).toHaveLength(1);
    });
  });
});
