import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { MSG } from '@app/contract/messages';
import { getToken } from '../../../lib/session.ts';
import { mockApi, PLAYER, TOKEN } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('login page', () => {
  test('an empty submit says which fields are missing and calls nothing', async () => {
    const server = mockApi({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText(MSG.loginRequired)).toBeTruthy();
    expect(server.callsTo('loginPc')).toHaveLength(0);
  });

  test('a successful login stores the session and returns to the redirect', async () => {
    const server = mockApi({
      loginPc: () => ({ data: TOKEN }),
      user: () => ({ data: PLAYER }),
    });
    const app = renderApp('/login?redirect=%2FuserInfo');
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号/用户名'), 'player01');
    await userEvent.type(screen.getByPlaceholderText('请输入密码'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(app.location()).toBe('/userInfo'));
    expect(getToken()).toBe('tok-1');
    expect(window.sessionStorage.getItem('token')).toBe('tok-1');
    expect(server.callsTo('loginPc')[0]?.body).toEqual({
      name: 'player01',
      password: 'secret1',
    });
    expect(app.queryClient.getQueryData(['player', 'user'])).toMatchObject({
      username: 'player01',
    });
  });

  test('with auto-login on, the session survives the browser (local storage)', async () => {
    mockApi({
      loginPc: () => ({ data: TOKEN }),
      user: () => ({ data: PLAYER }),
    });
    const app = renderApp('/login');
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号/用户名'), 'player01');
    await userEvent.type(screen.getByPlaceholderText('请输入密码'), 'secret1');
    await userEvent.click(screen.getByRole('switch', { name: '自动登录' }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  test('the server message is shown when the login is refused', async () => {
    mockApi({ loginPc: () => ({ code: 400, message: MSG.loginFailed }) });
    const app = renderApp('/login');
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号/用户名'), 'player01');
    await userEvent.type(screen.getByPlaceholderText('请输入密码'), 'wrong-1');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText(MSG.loginFailed)).toBeTruthy();
    expect(app.location()).toBe('/login');
    expect(getToken()).toBeNull();
  });

  test('the guest trial is offered with what it cannot do', async () => {
    mockApi({});
    renderApp('/login');
    expect(await screen.findByRole('button', { name: '免费试玩' })).toBeTruthy();
    expect(screen.getByText('试玩账号仅供体验，不能充值、提现或转出')).toBeTruthy();
  });

  test('after a guest login a notice says what the trial can and cannot do; 立即注册 goes to /reg2', async () => {
    const guest = { ...PLAYER, username: 'guest12345678', is_guest: 1 };
    mockApi({
      guestLogin: () => ({ data: { ...TOKEN, is_guest: 1 } }),
      user: () => ({ data: guest }),
    });
    const app = renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: '免费试玩' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('欢迎试玩')).toBeTruthy();
    expect(within(dialog).getByText('用 ¥2,000.00 试玩金体验全部游戏与彩票')).toBeTruthy();
    expect(within(dialog).getByText('充值、提现，试玩金不能兑现')).toBeTruthy();
    expect(within(dialog).getByText(/有效期24小时/)).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/'));
    // The dialog is still animating in jsdom; tapping through it is what a player does.
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(within(dialog).getByRole('button', { name: '立即注册' }));
    await waitFor(() => expect(app.location()).toBe('/reg2'));
  });

  test('a guest sent on to a screen a trial cannot use sees that screen’s reason alone', async () => {
    const guest = { ...PLAYER, username: 'guest12345678', is_guest: 1 };
    const server = mockApi({
      guestLogin: () => ({ data: { ...TOKEN, is_guest: 1 } }),
      user: () => ({ data: guest }),
    });
    const app = renderApp('/login?redirect=%2Frecharge1');
    await userEvent.click(await screen.findByRole('button', { name: '免费试玩' }));
    await waitFor(() => expect(app.location()).toBe('/recharge1'));
    expect(await screen.findByText(MSG.guestNotAllowed)).toBeTruthy();
    // No trial notice, no login toast, no deposit call on top of it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('欢迎试玩')).toBeNull();
    expect(screen.queryByText('登录成功')).toBeNull();
    expect(server.callsTo('usdtInfo')).toHaveLength(0);
  });
});
