import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { getToken, setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const DEFAULTS = { msg_time: 1, win_notice: 1, quiet_mode: 0 };

describe('/userCent', () => {
  test('shows the saved switches and saves a change on the server', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      userSettings: () => ({ data: DEFAULTS }),
      userSettingsUpdate: (body) => ({ data: { ...DEFAULTS, ...body } as typeof DEFAULTS }),
    });
    renderApp('/userCent');
    const quiet = await screen.findByRole('switch', { name: '免打扰模式' });
    expect(quiet.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: '消息时间显示' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('switch', { name: '中奖通知' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user().click(quiet);
    await waitFor(() => expect(server.callsTo('userSettingsUpdate')).toHaveLength(1));
    expect(server.callsTo('userSettingsUpdate')[0]!.body).toEqual({ quiet_mode: 1 });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '免打扰模式' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    expect(await screen.findByText('设置已保存')).toBeTruthy();
  });

  test('about and help lead to the help centre', async () => {
    setToken('tok-1');
    mockApi({ user: () => ({ data: PLAYER }), userSettings: () => ({ data: DEFAULTS }) });
    const app = renderApp('/userCent');
    await user().click(await screen.findByText('关于我们'));
    await waitFor(() => expect(app.location()).toBe('/boutBallBetInfo?type=7'));
  });

  test('logout asks first, then ends the session and goes to /login', async () => {
    setToken('tok-1', { remember: true });
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      userSettings: () => ({ data: DEFAULTS }),
      logoff: () => ({}),
    });
    const app = renderApp('/userCent');
    await user().click(await screen.findByRole('button', { name: '退出登录' }));
    expect(await screen.findByText('您确定要退出登录吗?')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(server.callsTo('logoff')).toHaveLength(1);
    expect(getToken()).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  test('a failed load says so and can retry', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      userSettings: (_b, n) =>
        n === 1 ? { code: 500, message: '服务器错误，请稍后再试' } : { data: DEFAULTS },
    });
    renderApp('/userCent');
    await user().click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('switch', { name: '中奖通知' })).toBeTruthy();
  });
});
