import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi, PLAYER, TOKEN } from '../test/api-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { getToken } from './session.ts';
import { captureTelegramLaunch, telegramInitData } from './telegram.ts';

const INIT_DATA = 'query_id=AAH&user=%7B%22id%22%3A42%7D&auth_date=1700000000&hash=abc';

describe('Telegram launch', () => {
  test('launch data in the hash is read and removed from the address', () => {
    window.history.replaceState(
      null,
      '',
      `/#tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppVersion=7.0&tgWebAppPlatform=ios`,
    );
    expect(captureTelegramLaunch()).toBe(INIT_DATA);
    expect(telegramInitData()).toBe(INIT_DATA);
    expect(window.location.hash).toBe('#/');
  });

  test('launch data after a route keeps the route and its query', () => {
    window.history.replaceState(
      null,
      '',
      `/#/lottery?room_id=2&tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppVersion=7.0`,
    );
    expect(captureTelegramLaunch()).toBe(INIT_DATA);
    expect(window.location.hash).toBe('#/lottery?room_id=2');
  });

  test('a login-required route inside Telegram logs in with the launch data first', async () => {
    window.history.replaceState(null, '', `/#tgWebAppData=${encodeURIComponent(INIT_DATA)}`);
    captureTelegramLaunch();
    const server = mockApi({
      telegramLogin: () => ({ data: { ...TOKEN, access_token: 'tok-1', user: PLAYER } }),
      user: () => ({ data: PLAYER }),
    });
    const app = renderApp('/mine');
    expect(await screen.findByText('player01')).toBeTruthy();
    expect(app.location()).toBe('/mine');
    expect(getToken()).toBe('tok-1');
    expect(server.callsTo('telegramLogin')[0]?.body).toEqual({ initData: INIT_DATA });
    // The answer carried the player's data: the profile was not asked for again.
    expect(server.callsTo('user')).toHaveLength(0);
  });

  test('when Telegram login is refused, the player goes to /login', async () => {
    window.history.replaceState(null, '', `/#tgWebAppData=${encodeURIComponent(INIT_DATA)}`);
    captureTelegramLaunch();
    mockApi({
      telegramLogin: () => ({ code: 401, message: '登录已失效，请重新登录' }),
    });
    const app = renderApp('/mine');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fmine'));
  });

  test('inside Telegram the session starts on a public screen too; a refusal stays there', async () => {
    // Another launch: a refused initData is never sent twice.
    const otherLaunch = INIT_DATA.replace('hash=abc', 'hash=def');
    window.history.replaceState(null, '', `/#tgWebAppData=${encodeURIComponent(otherLaunch)}`);
    captureTelegramLaunch();
    const server = mockApi({
      telegramLogin: () => ({ code: 401, message: '登录已失效，请重新登录' }),
    });
    const app = renderApp('/home');
    await waitFor(() => expect(server.callsTo('telegramLogin')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(app.location()).toBe('/home');
  });
});
