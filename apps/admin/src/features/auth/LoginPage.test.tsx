import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../test/api-mock.ts';
import { renderConsole } from '../../test/render.tsx';
import { getToken } from '../../lib/session.ts';
import LoginPage from './pages/LoginPage.tsx';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/queues/deposits', element: <p>充值审核页</p> },
  { path: '/security', element: <p>安全设置页</p> },
  { path: '/', element: <p>首页</p> },
];

const TOKEN = 't'.repeat(43);
const signedIn = { token: TOKEN, name: 'boss', code_required: false, must_enrol: false };
const codeRequired = { token: '', name: 'boss', code_required: true, must_enrol: false };

async function enterPassword(password = 'secret-pass') {
  await userEvent.type(screen.getByLabelText('账号'), 'boss');
  await userEvent.type(screen.getByLabelText('密码'), password);
  await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
}

// jsdom and antd are slow on a busy machine: each flow gets a minute.
describe('LoginPage', { timeout: 60_000 }, () => {
  it('signs in with a password and goes where the operator was going', async () => {
    const api = mockApi().on(adminCalls.login, signedIn);
    renderConsole(routes, { path: '/login?redirect=%2Fqueues%2Fdeposits', signedIn: false });
    await enterPassword();
    expect(await screen.findByText('充值审核页')).toBeTruthy();
    expect(api.calls(adminCalls.login)).toEqual([{ name: 'boss', password: 'secret-pass' }]);
    expect(getToken()).toBe(TOKEN);
  });

  it("shows the server's refusal and stays", async () => {
    mockApi().fail(adminCalls.login, 422, '管理员账号或密码错误');
    renderConsole(routes, { path: '/login', signedIn: false });
    await enterPassword('wrong-pass');
    expect((await screen.findByRole('alert')).textContent).toContain('管理员账号或密码错误');
    await waitFor(() => expect(getToken()).toBe(''));
  });

  it(
    'asks for the code after the password, refuses a wrong one, then signs in',
    { timeout: 60_000 },
    async () => {
      const api = mockApi().on(adminCalls.login, (payload) => {
        if (!payload.code) return codeRequired;
        if (payload.code !== '123456') {
          throw Object.assign(new Error('动态验证码错误或已使用，请输入验证器上的最新验证码'), {
            code: 422,
          });
        }
        return signedIn;
      });
      renderConsole(routes, { path: '/login?redirect=%2Fqueues%2Fdeposits', signedIn: false });
      await enterPassword();
      const code = await screen.findByLabelText('动态验证码');
      expect(getToken()).toBe('');

      // Not 6 digits: the form says so and nothing is sent.
      await userEvent.type(code, '12a');
      await userEvent.click(screen.getByRole('button', { name: '验证并登录' }));
      expect(await screen.findByText('请输入6位数字动态验证码')).toBeTruthy();
      expect(api.calls(adminCalls.login)).toHaveLength(1);

      await userEvent.clear(code);
      await userEvent.type(code, '654321');
      await userEvent.click(screen.getByRole('button', { name: '验证并登录' }));
      expect((await screen.findByRole('alert')).textContent).toContain('动态验证码错误或已使用');
      expect(getToken()).toBe('');

      await userEvent.clear(screen.getByLabelText('动态验证码'));
      await userEvent.type(screen.getByLabelText('动态验证码'), '123 456');
      await userEvent.click(screen.getByRole('button', { name: '验证并登录' }));
      expect(await screen.findByText('充值审核页')).toBeTruthy();
      expect(getToken()).toBe(TOKEN);
      expect(api.calls(adminCalls.login)).toEqual([
        { name: 'boss', password: 'secret-pass' },
        { name: 'boss', password: 'secret-pass', code: '654321' },
        { name: 'boss', password: 'secret-pass', code: '123456' },
      ]);
    },
  );

  it('takes a recovery code instead of the code', async () => {
    const api = mockApi().on(adminCalls.login, (payload) =>
      payload.recovery_code ? signedIn : codeRequired,
    );
    renderConsole(routes, { path: '/login', signedIn: false });
    await enterPassword();
    await userEvent.click(await screen.findByRole('button', { name: '使用恢复码' }));
    await userEvent.type(screen.getByLabelText('恢复码'), 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText('首页')).toBeTruthy();
    expect(api.calls(adminCalls.login).at(-1)).toEqual({
      name: 'boss',
      password: 'secret-pass',
      recovery_code: 'abcde-fghjk',
    });
  });

  it('sends an operator who must enrol to 安全设置', async () => {
    mockApi().on(adminCalls.login, { ...signedIn, must_enrol: true });
    renderConsole(routes, { path: '/login?redirect=%2Fqueues%2Fdeposits', signedIn: false });
    await enterPassword();
    expect(await screen.findByText('安全设置页')).toBeTruthy();
  });
});
