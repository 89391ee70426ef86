import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** registerPlayer's password; registration makes it the payment password too. */
const OLD = 'secret123';

const bankCard = (pay_pass: string) => ({
  bank_owner: '张三',
  bank: '中国银行',
  bank_address: '上海分行',
  bank_no: '6216610100001234',
  pay_pass,
});

describe.each(TEST_DATABASES)('password changes on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let seq = 0;
  const newName = () => `pw${kind.slice(0, 2)}${String(++seq).padStart(4, '0')}`;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const login = (name: string, password: string) =>
    call(t.app, '/api/login_pc', { name, password });

  it('both calls need a logged-in player', async () => {
    for (const path of ['/api/editPassword', '/api/editPayPassword']) {
      const body = { oldpassword: OLD, password: 'new1234', repassword: 'new1234' };
      expect(await call(t.app, path, body)).toMatchObject({ status: 401 });
    }
  });

  describe.each([
    ['/api/editPassword', 16, MSG.passwordTooLong],
    ['/api/editPayPassword', 18, MSG.payPasswordTooLong],
  ])('%s rules', (path, max, tooLong) => {
    let token: string;
    beforeAll(async () => {
      token = await registerPlayer(t.app, newName());
    });
    const ok = { oldpassword: OLD, password: 'new1234', repassword: 'new1234' };
    it.each([
      [{ oldpassword: '', password: '', repassword: '' }, MSG.oldPasswordRequired],
      [{ password: '', repassword: '' }, MSG.newPasswordRequired],
      [{ repassword: '' }, MSG.confirmPasswordRequired],
      [{ oldpassword: '12345', password: '1', repassword: '2' }, MSG.oldPasswordLength],
      [{ password: '12345', repassword: '6' }, MSG.newPasswordLength],
      [{ repassword: 'new1235' }, MSG.passwordMismatch],
      [{ password: OLD, repassword: OLD }, MSG.newEqualsOld],
    ])('in the spec order: %o → %s', async (change, message) => {
      expect(await call(t.app, path, { ...ok, ...change }, token)).toMatchObject({
        status: 400,
        message,
      });
    });

    it(`refuses a new password longer than ${max}`, async () => {
      const long = 'n'.repeat(max + 1);
      expect(
        await call(t.app, path, { ...ok, password: long, repassword: long }, token),
      ).toMatchObject({ status: 400, message: tooLong });
      const longest = 'n'.repeat(max);
      expect(
        (
          await call(
            t.app,
            path,
            { oldpassword: 'wrong99', password: longest, repassword: longest },
            token,
          )
        ).message,
      ).toBe(MSG.oldPasswordWrong);
    });
  });

  it('a new login password ends every session; only the new password logs in', async () => {
    const name = newName();
    const first = await registerPlayer(t.app, name);
    const second = (await login(name, OLD)).data.api_token;
    // Warm the session cache with both tokens, as real traffic would.
    expect((await call(t.app, '/api/user', {}, first)).status).toBe(200);
    expect((await call(t.app, '/api/user', {}, second)).status).toBe(200);

    const changed = await call(
      t.app,
      '/api/editPassword',
      { oldpassword: OLD, password: 'brandnew1', repassword: 'brandnew1' },
      first,
    );
    expect(changed).toMatchObject({ status: 200, message: MSG.ok });
    for (const token of [first, second]) {
      expect(await call(t.app, '/api/user', {}, token)).toMatchObject({ status: 401 });
    }
    expect(await login(name, OLD)).toMatchObject({ status: 422, message: MSG.loginFailed });
    const fresh = await login(name, 'brandnew1');
    expect(fresh.status).toBe(200);
    expect((await call(t.app, '/api/user', {}, fresh.data.api_token)).status).toBe(200);
    // The payment password did not change with it.
    expect((await call(t.app, '/api/bindcard', bankCard(OLD), fresh.data.api_token)).status).toBe(
      200,
    );
  });

  it('a wrong old password is refused and changes nothing; 5 wrong ones lock the change', async () => {
    const name = newName();
    const token = await registerPlayer(t.app, name);
    const wrong = { oldpassword: 'notmine1', password: 'brandnew1', repassword: 'brandnew1' };
    for (let i = 0; i < 5; i++) {
      expect(await call(t.app, '/api/editPassword', wrong, token)).toMatchObject({
        status: 422,
        message: MSG.oldPasswordWrong,
      });
    }
    expect(
      await call(t.app, '/api/editPassword', { ...wrong, oldpassword: OLD }, token),
    ).toMatchObject({ status: 429, message: MSG.passwordTriesExceeded });
    expect((await call(t.app, '/api/user', {}, token)).status).toBe(200);
    expect((await login(name, OLD)).status).toBe(200);
  });

  it('a new payment password is the one bindcard asks for; the session stays', async () => {
    const name = newName();
    const token = await registerPlayer(t.app, name);
    expect(
      await call(
        t.app,
        '/api/editPayPassword',
        { oldpassword: OLD, password: 'paypass88', repassword: 'paypass88' },
        token,
      ),
    ).toMatchObject({ status: 200, message: MSG.ok });
    expect(await call(t.app, '/api/bindcard', bankCard(OLD), token)).toMatchObject({
      status: 422,
      message: MSG.payPasswordWrong,
    });
    expect((await call(t.app, '/api/bindcard', bankCard('paypass88'), token)).status).toBe(200);
    // The login password is unchanged.
    expect((await login(name, OLD)).status).toBe(200);
    // The old payment password no longer proves a change.
    expect(
      await call(
        t.app,
        '/api/editPayPassword',
        { oldpassword: OLD, password: 'paypass99', repassword: 'paypass99' },
        token,
      ),
    ).toMatchObject({ status: 422, message: MSG.oldPasswordWrong });
  });

  it("accepts the spec's payload names {paypassword, password}", async () => {
    const name = newName();
    const token = await registerPlayer(t.app, name);
    expect(
      await call(t.app, '/api/editPayPassword', { paypassword: OLD, password: 'paypass77' }, token),
    ).toMatchObject({ status: 200 });
    expect((await call(t.app, '/api/bindcard', bankCard('paypass77'), token)).status).toBe(200);
  });

  it('a player without a payment password sets one by proving the login password', async () => {
    const name = newName();
    const token = await registerPlayer(t.app, name);
    await t.store.db
      .updateTable('users')
      .set({ pay_password_hash: null })
      .where('username', '=', name)
      .execute();
    const body = { oldpassword: 'wrongpw1', password: 'paypass66', repassword: 'paypass66' };
    expect((await call(t.app, '/api/editPayPassword', body, token)).message).toBe(
      MSG.oldPasswordWrong,
    );
    expect(
      (await call(t.app, '/api/editPayPassword', { ...body, oldpassword: OLD }, token)).status,
    ).toBe(200);
    expect((await call(t.app, '/api/bindcard', bankCard('paypass66'), token)).status).toBe(200);
  });

  it('a trial account has no password to change', async () => {
    const guest = (await call(t.app, '/api/guest_login')).data.api_token;
    for (const path of ['/api/editPassword', '/api/editPayPassword']) {
      expect(
        await call(
          t.app,
          path,
          { oldpassword: OLD, password: 'new1234', repassword: 'new1234' },
          guest,
        ),
      ).toMatchObject({ status: 403, message: MSG.guestNotAllowed });
    }
  });
});
