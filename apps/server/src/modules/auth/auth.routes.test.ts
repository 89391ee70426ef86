import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { verifyLedger } from '../ledger/index.ts';
import {
  call,
  callFrom,
  captchaKey,
  registerPlayer,
  startTestApp,
  TEST_CAPTCHA,
} from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { signInitData } from './telegram.ts';

const BOT_TOKEN = '123456:TEST-bot-token';

describe.each(TEST_DATABASES)('player accounts on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind, { telegramBotToken: BOT_TOKEN });
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  const reg = async (body: Record<string, unknown>) =>
    call(t.app, '/api/register', { adult: 1, key: await captchaKey(t.app), ...body });

  it('asks the player to confirm being 18 or older, and keeps the captcha for the next try', async () => {
    const key = await captchaKey(t.app);
    const body = { name: 'adult0001', realname: 'a', password: 'secret1', confirmPass: 'secret1' };
    const refused = await call(t.app, '/api/register', { ...body, key, code: TEST_CAPTCHA });
    expect(refused).toMatchObject({ code: 400, message: '请确认您已年满18周岁' });
    const again = await call(t.app, '/api/register', {
      ...body,
      key,
      code: TEST_CAPTCHA,
      adult: 1,
    });
    expect(again.code).toBe(200);
  });

  describe('captcha', () => {
    it('answers a fresh key and an image the browser can show on each call', async () => {
      const a = (await t.app.inject({ method: 'GET', url: '/api/captcha' })).json();
      const b = (await t.app.inject({ method: 'GET', url: '/api/captcha' })).json();
      expect(a.code).toBe(200);
      expect(a.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(a.data.key).not.toBe(b.data.key);
    });

    it('checks the real answer case-insensitively, once', async () => {
      const key = await captchaKey(t.app);
      const row = await t.store.db
        .selectFrom('captchas')
        .select('answer')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      const body = { name: 'casecheck1', password: 'secret1', confirmPass: 'secret1', key };
      const first = await call(t.app, '/api/register', {
        adult: 1,
        ...body,
        code: row.answer.toUpperCase(),
      });
      expect(first.code).toBe(200);
      const again = await call(t.app, '/api/register', {
        adult: 1,
        ...body,
        name: 'casecheck2',
        code: row.answer,
      });
      expect(again).toMatchObject({ status: 400, message: MSG.captchaWrong });
    });

    it('a wrong answer spends the key', async () => {
      const key = await captchaKey(t.app);
      const body = { name: 'spentkey1', password: 'secret1', confirmPass: 'secret1', key };
      expect(await call(t.app, '/api/register', { adult: 1, ...body, code: 'zzzz' })).toMatchObject(
        {
          status: 400,
          message: MSG.captchaWrong,
        },
      );
      expect(
        await call(t.app, '/api/register', { adult: 1, ...body, code: TEST_CAPTCHA }),
      ).toMatchObject({
        status: 400,
        message: MSG.captchaWrong,
      });
    });
  });

  describe('register', () => {
    const ok = {
      name: 'newplayer1',
      password: 'secret1',
      confirmPass: 'secret1',
      code: TEST_CAPTCHA,
    };

    it.each([
      [{ ...ok, name: 'abc' }, MSG.nameRule],
      [{ ...ok, name: 'has space1' }, MSG.nameRule],
      [{ ...ok, name: 'x'.repeat(17) }, MSG.nameRule],
      [{ ...ok, password: '123', confirmPass: '123' }, MSG.passwordLength],
      [{ ...ok, password: 'p'.repeat(17), confirmPass: 'p'.repeat(17) }, MSG.passwordTooLong],
      [{ ...ok, confirmPass: 'other12' }, MSG.passwordMismatch],
      [{ ...ok, code: '' }, MSG.captchaRequired],
      [{ ...ok, code: 'nope' }, MSG.captchaWrong],
    ])('refuses %o with the spec message', async (body, message) => {
      const answer = await reg(body);
      expect(answer).toMatchObject({ status: 400, code: 400, message });
      const created = await t.store.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', body.name)
        .execute();
      expect(created).toEqual([]);
    });

    it('registers, logs the player in, and records the referrer', async () => {
      const referrerToken = await registerPlayer(t.app, 'referrer01');
      const referrer = await call(t.app, '/api/user', {}, referrerToken);
      const answer = await reg({ ...ok, pid: String(referrer.data.id) });
      expect(answer.code).toBe(200);
      expect(answer.data.api_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await call(t.app, '/api/user', {}, answer.data.api_token);
      expect(me.data).toMatchObject({ username: 'newplayer1', balance: '0.00', is_guest: 0 });
      const row = await t.store.db
        .selectFrom('users')
        .select(['pid', 'password_hash'])
        .where('username', '=', 'newplayer1')
        .executeTakeFirstOrThrow();
      expect(row.pid).toBe(referrer.data.id);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('refuses a taken name with 409', async () => {
      await registerPlayer(t.app, 'takenname1');
      const answer = await reg({ ...ok, name: 'takenname1' });
      expect(answer).toMatchObject({ status: 409, message: MSG.nameTaken });
    });

    it('ignores an unknown referrer', async () => {
      const answer = await reg({ ...ok, name: 'orphan001', pid: 999999 });
      expect(answer.code).toBe(200);
    });

    it('the first variant (no confirmation) uses the login password as payment password', async () => {
      const answer = await reg({ name: 'variant01', password: 'secret1', code: TEST_CAPTCHA });
      expect(answer.code).toBe(200);
    });
  });

  describe('login and logoff', () => {
    beforeAll(async () => {
      await registerPlayer(t.app, 'loginuser1', 'rightpass');
    });

    it('needs both fields', async () => {
      for (const body of [
        {},
        { name: 'loginuser1' },
        { password: 'x' },
        { name: '', password: '' },
      ]) {
        expect(await call(t.app, '/api/login_pc', body)).toMatchObject({
          status: 400,
          message: MSG.loginRequired,
        });
      }
    });

    it('answers a wrong name and a wrong password the same way', async () => {
      const wrongPassword = await call(t.app, '/api/login_pc', {
        name: 'loginuser1',
        password: 'nope12',
      });
      const wrongName = await call(t.app, '/api/login_pc', {
        name: 'nobody999',
        password: 'nope12',
      });
      expect(wrongPassword).toEqual({
        status: 422,
        code: 422,
        message: MSG.loginFailed,
        data: null,
      });
      expect(wrongName).toEqual(wrongPassword);
    });

    it('logs in, and logoff revokes the token', async () => {
      const answer = await call(t.app, '/api/login_pc', {
        name: 'loginuser1',
        password: 'rightpass',
      });
      expect(answer.code).toBe(200);
      const token = answer.data.api_token;
      expect((await call(t.app, '/api/balance', {}, token)).data).toEqual({ balance: '0.00' });
      expect((await call(t.app, '/api/logoff', {}, token)).code).toBe(200);
      expect(await call(t.app, '/api/user', {}, token)).toMatchObject({ status: 401 });
    });

    it('throttles the address that keeps failing on a name, never the owner at another address', async () => {
      await registerPlayer(t.app, 'lockme001', 'rightpass');
      await registerPlayer(t.app, 'bystander1', 'rightpass');
      const attacker = '203.0.113.7';
      const owner = '198.51.100.20';
      const login = (address: string, password: string, name = 'lockme001') =>
        callFrom(t.app, address, '/api/login_pc', { name, password });
      // Ten wrong passwords at once from one address, as a script sends them.
      const failures = await Promise.all(
        Array.from({ length: 10 }, (_, i) => login(attacker, `bad${i}xx`)),
      );
      for (const failure of failures) {
        expect(failure).toMatchObject({ status: 422, message: MSG.loginFailed });
      }
      // That address is refused on that name, even with the right password …
      expect(await login(attacker, 'rightpass')).toMatchObject({
        status: 429,
        message: MSG.loginLocked,
      });
      expect(await login(attacker, 'bad10xx', 'LOCKME001')).toMatchObject({ status: 429 });
      // … and so is its whole IPv6 /64, as one address …
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => login(`2001:db8:7:7::${i + 1}`, `bad${i}xx`)),
      );
      expect(await login('2001:db8:7:7::ffff', 'rightpass')).toMatchObject({ status: 429 });
      // … but not on another name.
      expect((await login(attacker, 'rightpass', 'bystander1')).code).toBe(200);
      // The owner, elsewhere, logs in with the right password, slowed by at most 2 s.
      const started = performance.now();
      const answer = await login(owner, 'rightpass');
      expect(answer.code, answer.message).toBe(200);
      expect(performance.now() - started).toBeLessThan(2_000 + 1_000);
      expect((await login('2001:db8:7:8::1', 'rightpass')).code).toBe(200);
    });

    it('slows every attempt on a name that many addresses fail on, by at most 2 s', async () => {
      await registerPlayer(t.app, 'slowme001', 'rightpass');
      const login = (address: string, password: string) =>
        callFrom(t.app, address, '/api/login_pc', { name: 'slowme001', password });
      const timed = async (address: string, password: string) => {
        const started = performance.now();
        const answer = await login(address, password);
        return { answer, ms: performance.now() - started };
      };
      const fresh = await timed('192.0.2.1', 'rightpass');
      expect(fresh.answer.code).toBe(200);
      // Three addresses, three wrong passwords each: no address is refused.
      const failures = await Promise.all(
        Array.from({ length: 9 }, (_, i) => login(`192.0.2.${11 + (i % 3)}`, `bad${i}xx`)),
      );
      for (const failure of failures) expect(failure).toMatchObject({ status: 422 });
      // Nine failures on the name: the next attempt waits, whoever sends it.
      const slowed = await timed('192.0.2.2', 'rightpass');
      expect(slowed.answer.code).toBe(200);
      expect(slowed.ms).toBeGreaterThanOrEqual(1_900);
      expect(slowed.ms).toBeLessThan(2_000 + 1_000);
      const wrong = await timed('192.0.2.3', 'bad9xx');
      expect(wrong.answer).toMatchObject({ status: 422, message: MSG.loginFailed });
      expect(wrong.ms).toBeGreaterThanOrEqual(1_900);
      // An unknown name is answered the same, in the same time.
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          callFrom(t.app, `192.0.2.${30 + i}`, '/api/login_pc', {
            name: 'nobody777',
            password: `bad${i}xx`,
          }),
        ),
      );
      const started = performance.now();
      expect(
        await callFrom(t.app, '192.0.2.50', '/api/login_pc', {
          name: 'nobody777',
          password: 'bad0xx',
        }),
      ).toMatchObject({ status: 422, message: MSG.loginFailed });
      expect(performance.now() - started).toBeGreaterThanOrEqual(1_900);
    });

    it('refuses calls without or with a bad token', async () => {
      expect(await call(t.app, '/api/user')).toMatchObject({
        status: 401,
        message: MSG.pleaseLogin,
      });
      expect(await call(t.app, '/api/balance', {}, 'forged')).toMatchObject({ status: 401 });
    });
  });

  describe('guest trial', () => {
    it('creates a trial account funded through the ledger', async () => {
      const answer = await call(t.app, '/api/guest_login');
      expect(answer.code).toBe(200);
      expect(answer.data.is_guest).toBe(1);
      const me = await call(t.app, '/api/user', {}, answer.data.api_token);
      expect(me.data).toMatchObject({ is_guest: 1, balance: '2000.00' });
      const entries = await t.store.db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .select(['a.code', 'e.amount_minor'])
        .where('a.user_id', '=', me.data.id)
        .execute();
      expect(entries).toEqual([{ code: `user:${me.data.id}:wallet`, amount_minor: 200_000n }]);
    });

    it('gives one address, or one IPv6 /64, 5 trial accounts an hour', async () => {
      const guest = (address: string) => callFrom(t.app, address, '/api/guest_login');
      for (let i = 1; i <= 5; i++) expect((await guest(`2001:db8:9:9::${i}`)).code).toBe(200);
      expect(await guest('2001:db8:9:9:abcd::1')).toMatchObject({
        status: 429,
        message: MSG.guestTooMany,
      });
      expect((await guest('2001:db8:9:a::1')).code).toBe(200);
    });

    it('a guest cannot log in with a password', async () => {
      const answer = await call(t.app, '/api/guest_login');
      const me = await call(t.app, '/api/user', {}, answer.data.api_token);
      const login = await call(t.app, '/api/login_pc', {
        name: me.data.username,
        password: 'anything',
      });
      expect(login.status).toBe(422);
    });
  });

  describe('telegram login', () => {
    const now = () => String(Math.floor(Date.now() / 1000));
    const launch = (id: number, authDate = now()) =>
      signInitData(
        { auth_date: authDate, query_id: 'AAF', user: JSON.stringify({ id, first_name: 'Ann' }) },
        BOT_TOKEN,
      );

    it('finds or creates the player bound to the Telegram user', async () => {
      const first = await call(t.app, '/api/telegram_login', { initData: launch(777001) });
      expect(first.code).toBe(200);
      const second = await call(t.app, '/api/telegram_login', { initData: launch(777001) });
      const a = await call(t.app, '/api/user', {}, first.data.api_token);
      const b = await call(t.app, '/api/user', {}, second.data.api_token);
      expect(a.data.id).toBe(b.data.id);
      expect(a.data.username).toBe('tg777001');
    });

    it("answers the token under every name the spec's client reads, with the player's data", async () => {
      const answer = await call(t.app, '/api/telegram_login', { initData: launch(777005) });
      expect(answer.code).toBe(200);
      const token: string = answer.data.api_token;
      expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(answer.data).toMatchObject({
        token,
        last_session: token,
        access_token: token,
        is_guest: 0,
      });
      const me = await call(t.app, '/api/user', {}, token);
      // The same userInfo /api/user answers (the balance and venue figures of this moment).
      expect(answer.data.user).toEqual(me.data);
      expect(answer.data.user).toMatchObject({
        username: 'tg777005',
        realname: 'Ann',
        is_guest: 0,
      });
    });

    it('refuses forged, stale and bare-id launches', async () => {
      const forged = launch(777002).replace(/hash=[0-9a-f]+/, `hash=${'0'.repeat(64)}`);
      const tampered = launch(777002).replace('777002', '777003');
      const stale = launch(777002, String(Math.floor(Date.now() / 1000) - 2 * 86400));
      for (const initData of [forged, tampered, stale, 'telegram_id=777002']) {
        expect(
          await call(t.app, '/api/telegram_login', { initData, telegram_id: 777002 }),
        ).toMatchObject({
          status: 401,
          message: MSG.telegramInvalid,
        });
      }
      const signedWithOtherBot = signInitData(
        { auth_date: now(), user: JSON.stringify({ id: 777002 }) },
        '999:other',
      );
      expect(
        (await call(t.app, '/api/telegram_login', { initData: signedWithOtherBot })).status,
      ).toBe(401);
    });
  });
});
