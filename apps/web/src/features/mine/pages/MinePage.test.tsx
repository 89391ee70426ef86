import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { getToken, setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

// Overlays are still animating in jsdom; clicking through them is what a player does.
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('/mine', () => {
  test('shows who is logged in, and tapping the balance refreshes it', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      balance: () => ({ data: { balance: '1234.50' } }),
    });
    renderApp('/mine');
    expect(await screen.findByText('player01')).toBeTruthy();
    expect(screen.getByText('VIP1')).toBeTruthy();
    expect(screen.getByText('1000.00')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'player01' }).textContent).toBe('P');
    await user().click(screen.getByRole('button', { name: '点击刷新余额' }));
    expect(await screen.findByText('余额已更新')).toBeTruthy();
    expect(screen.getByText('1234.50')).toBeTruthy();
    expect(screen.queryByText(/试玩账号/)).toBeNull();
  });

  test('a trial account is told what it cannot do', async () => {
    setToken('tok-guest');
    mockApi({
      user: () => ({ data: { ...PLAYER, username: 'guest_8812', is_guest: 1 } }),
    });
    renderApp('/mine');
    expect(await screen.findByText(/不能充值、提现或转出/)).toBeTruthy();
  });

  test('logout asks, then ends the session and goes to /login even when the call fails', async () => {
    setToken('tok-1', { remember: true });
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      logoff: () => ({ code: 500, message: '服务器错误，请稍后再试' }),
    });
    const app = renderApp('/mine');
    await screen.findByText('player01');
    await user().click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByText('您确定要退出登录吗?')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(server.callsTo('logoff')).toHaveLength(1);
    expect(getToken()).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  test('an expired session (401) goes to /login and comes back to /mine', async () => {
    setToken('expired');
    mockApi({ user: () => ({ code: 401, message: '请登录！' }) });
    const app = renderApp('/mine');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fmine'));
    expect(getToken()).toBeNull();
    expect(await screen.findByText('请登录！')).toBeTruthy();
  });

  test('links the profile, settings and help, and offers the agent plan to a non-agent', async () => {
    setToken('tok-1');
    mockApi({ user: () => ({ data: PLAYER }) });
    const app = renderApp('/mine');
    expect(await screen.findByText('个人资料')).toBeTruthy();
    expect(screen.getByText('设置')).toBeTruthy();
    expect(screen.queryByText('代理登录')).toBeNull();
    await user().click(await screen.findByText('代理计划，加入我们'));
    await waitFor(() => expect(app.location()).toBe('/applyagent'));
  });

  test('agent login for a player who is no longer an agent: the message, then the application', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: { ...PLAYER, isagent: 1 } }),
      getAgentLoginUrl: () => ({
        data: { url: '/#/applyagent', message: '仅代理可进入代理后台，请先申请成为代理' },
      }),
    });
    const win = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const app = renderApp('/mine');
    await user().click(await screen.findByText('代理登录'));
    expect(await screen.findByText('仅代理可进入代理后台，请先申请成为代理')).toBeTruthy();
    expect(server.callsTo('getAgentLoginUrl')).toHaveLength(1);
    expect(win.close).toHaveBeenCalled();
    expect(win.location.href).toBe('');
    await waitFor(() => expect(app.location()).toBe('/applyagent'));
    open.mockRestore();
  });

  test('agent login that fails shows the server message and closes the window', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: { ...PLAYER, isagent: 1 } }),
      getAgentLoginUrl: () => ({ code: 500, message: '服务器错误，请稍后再试' }),
    });
    const win = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    renderApp('/mine');
    await user().click(await screen.findByText('代理登录'));
    expect(await screen.findByText('服务器错误，请稍后再试')).toBeTruthy();
    expect(win.close).toHaveBeenCalled();
    open.mockRestore();
  });

  test('帮助中心 opens the help centre', async () => {
    setToken('tok-1');
    mockApi({ user: () => ({ data: PLAYER }) });
    const app = renderApp('/mine');
    await user().click(await screen.findByText('帮助中心'));
    await waitFor(() => expect(app.location()).toBe('/boutBallBet'));
  });
});
