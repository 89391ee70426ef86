import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MONEY_MOVED_EVENT } from '../lib/api.ts';
import { setToken } from '../lib/session.ts';
import { mockApi, PLAYER } from '../test/api-mock.ts';
import { renderApp } from '../test/render-app.tsx';

const MINUTE = 60_000;

describe('the reality check in the app shell', () => {
  test('a visitor never loads it: no protection status is asked', async () => {
    const server = mockApi({ captcha: () => ({ data: { key: 'k', image: '' } }) });
    renderApp('/login');
    await screen.findByPlaceholderText('请输入手机号/用户名');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(server.callsTo('responsible')).toHaveLength(0);
  });

  test('a signed-in player gets it once the app is idle, on any screen', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      userSettings: () => ({ data: { msg_time: 1, win_notice: 1, quiet_mode: 0 } }),
      responsible: () => ({
        data: {
          limits: [],
          session_minutes: null,
          session_pending: null,
          reality_minutes: 15,
          block: null,
          play: { started_at: Date.now() - 16 * MINUTE, net: '35.00' },
          now: Date.now(),
        },
      }),
    });
    renderApp('/userCent');
    await waitFor(() => expect(server.callsTo('responsible')).toHaveLength(1));
    const dialog = await screen.findByRole('dialog', { name: '游戏提醒' });
    expect(dialog.textContent).toContain('您本次已连续游戏 16 分钟');
    expect(dialog.textContent).toContain('+35.00 元');
  });

  test('nothing more is fetched while no play session runs; a call that moved money looks again', async () => {
    setToken('tok-1');
    const idle = {
      limits: [],
      session_minutes: null,
      session_pending: null,
      reality_minutes: 60,
      block: null,
      play: { started_at: null, net: '0.00' },
      now: Date.now(),
    };
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      userSettings: () => ({ data: { msg_time: 1, win_notice: 1, quiet_mode: 0 } }),
      responsible: () => ({ data: idle }),
    });
    renderApp('/userCent');
    await waitFor(() => expect(server.callsTo('responsible')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    window.dispatchEvent(new Event(MONEY_MOVED_EVENT));
    await waitFor(() => expect(server.callsTo('responsible')).toHaveLength(2));
  });
});
