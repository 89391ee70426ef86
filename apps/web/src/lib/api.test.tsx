import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { MSG } from '@app/contract/messages';
import { mockApi } from '../test/api-mock.ts';
import { api, ApiError, defaultUnauthorizedForTests, setUnauthorizedHandler } from './api.ts';
import { getToken, setToken } from './session.ts';

describe('API client', () => {
  test('sends the bearer token and returns data on code 200', async () => {
    setToken('tok-9');
    const server = mockApi({ 'POST /api/balance': () => ({ data: { balance: '12.50' } }) });
    await expect(api.post('/api/balance')).resolves.toEqual({ balance: '12.50' });
    expect(server.calls[0]?.headers.Authorization).toBe('Bearer tok-9');
  });

  test('a 401 clears the session and hands over to the app to go to /login', async () => {
    setToken('expired', { remember: true });
    window.localStorage.setItem('anything', 'else');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'POST /api/user': () => ({ code: 401, message: MSG.pleaseLogin }) });

    const failure = api.post('/api/user');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 401 });
    expect(getToken()).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(MSG.pleaseLogin)).toBeTruthy();
  });

  test('before the app registers its router, a 401 changes the hash to /login', async () => {
    window.history.replaceState(null, '', '/#/mine?tab=2');
    setUnauthorizedHandler(defaultUnauthorizedForTests);
    mockApi({ 'POST /api/user': () => ({ code: 401, message: MSG.pleaseLogin }) });
    await expect(api.post('/api/user')).rejects.toMatchObject({ code: 401 });
    expect(window.location.hash).toBe('#/login?redirect=%2Fmine%3Ftab%3D2');
  });

  test('a refused call shows the server message', async () => {
    mockApi({ 'POST /api/withdraw': () => ({ code: 422, message: '单笔取款不能低于100元' }) });
    await expect(api.post('/api/withdraw', { amount: 1 })).rejects.toMatchObject({ code: 422 });
    expect(await screen.findByText('单笔取款不能低于100元')).toBeTruthy();
  });

  test('no answer at all says network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.post('/api/app')).rejects.toMatchObject({ code: 0 });
    expect(await screen.findByText('网络错误，请稍后重试')).toBeTruthy();
  });
});
