import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { MSG } from '@app/contract/messages';
import { getToken, setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

async function fill(oldpassword: string, password: string, repassword: string) {
  const old = await screen.findByPlaceholderText('请输入旧密码');
  await user().clear(old);
  if (oldpassword) await user().type(old, oldpassword);
  const fresh = screen.getByPlaceholderText(/位新密码/);
  await user().clear(fresh);
  if (password) await user().type(fresh, password);
  const again = screen.getByPlaceholderText('请再次输入新密码');
  await user().clear(again);
  if (repassword) await user().type(again, repassword);
  await user().click(screen.getByRole('button', { name: '确认修改' }));
}

describe('/password', () => {
  test('a new login password ends the session and goes to /login', async () => {
    setToken('tok-1', { remember: true });
    const server = mockApi({ editPassword: () => ({ data: null }) });
    const app = renderApp('/password?type=1');
    expect(await screen.findByText('修改登录密码')).toBeTruthy();
    app.queryClient.setQueryData(['player', 'user'], PLAYER);

    await fill('secret1', 'secret2', 'secret3');
    expect(await screen.findByText(MSG.passwordMismatch)).toBeTruthy();
    await fill('secret1', 'secret1', 'secret1');
    expect(await screen.findByText(MSG.newEqualsOld)).toBeTruthy();
    expect(server.callsTo('editPassword')).toHaveLength(0);

    await fill('secret1', 'secret2', 'secret2');
    expect(await screen.findByText(MSG.passwordChanged)).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(server.callsTo('editPassword').map((c) => c.body)).toEqual([
      { oldpassword: 'secret1', password: 'secret2', repassword: 'secret2' },
    ]);
    await waitFor(() => expect(getToken()).toBeNull());
    expect(window.localStorage.length).toBe(0);
    expect(app.queryClient.getQueryData(['player', 'user'])).toBeUndefined();
  });

  test('any other type changes the payment password and keeps the session', async () => {
    setToken('tok-1');
    // It ends on /mine, which asks for the profile as it opens.
    const server = mockApi({
      editPayPassword: () => ({ data: null }),
      user: () => ({ data: PLAYER }),
    });
    const app = renderApp('/password?type=2');
    expect(await screen.findByText('修改支付密码')).toBeTruthy();
    await fill('', '', '');
    expect(await screen.findByText(MSG.oldPasswordRequired)).toBeTruthy();
    await fill('pay123', 'pay456789012345678', 'pay456789012345678');
    expect(await screen.findByText(MSG.passwordChanged)).toBeTruthy();
    expect(server.callsTo('editPayPassword')).toHaveLength(1);
    expect(server.callsTo('editPassword')).toHaveLength(0);
    await waitFor(() => expect(app.location()).toBe('/mine'));
    expect(getToken()).toBe('tok-1');
  });

  test('a wrong old password shows the server message and stays', async () => {
    setToken('tok-1');
    mockApi({ editPassword: () => ({ code: 422, message: MSG.oldPasswordWrong }) });
    const app = renderApp('/password?type=1');
    await fill('notmine', 'secret2', 'secret2');
    expect(await screen.findByText(MSG.oldPasswordWrong)).toBeTruthy();
    expect(app.location()).toBe('/password?type=1');
    expect(getToken()).toBe('tok-1');
  });

  test('login passwords are capped at 16 characters, payment passwords at 18', async () => {
    setToken('tok-1');
    mockApi({});
    const app = renderApp('/password?type=1');
    const fresh = (await screen.findByPlaceholderText('请输入6-16位新密码')) as HTMLInputElement;
    expect(fresh.maxLength).toBe(16);
    await app.router.navigate('/password?type=2');
    const pay = (await screen.findByPlaceholderText('请输入6-18位新密码')) as HTMLInputElement;
    expect(pay.maxLength).toBe(18);
  });
});
