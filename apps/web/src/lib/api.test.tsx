import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { calls } from '@app/contract/endpoint-routes';
import { MSG } from '@app/contract/messages';
import { mockApi } from '../test/api-mock.ts';
import {
  ApiError,
  call,
  defaultUnauthorizedForTests,
  MONEY_MOVED_EVENT,
  setUnauthorizedHandler,
} from './api.ts';
import { getToken, setToken } from './session.ts';

describe('API client', () => {
  test('a call that moved money tells the app (the reality check looks again); others do not', async () => {
    setToken('tok-9');
    mockApi({
      balance: () => ({ data: { balance: '12.50' } }),
      transAll: (_body, n) =>
        n === 1
          ? { data: { recovered: '0.00', pending: 0, failed: 0 } }
          : { code: 422, message: '余额不足' },
    });
    const moved = vi.fn();
    window.addEventListener(MONEY_MOVED_EVENT, moved);
    try {
      await call(calls.balance);
      expect(moved).not.toHaveBeenCalled();
      await call(calls.transAll, undefined, { idempotencyKey: 'k1' });
      expect(moved).toHaveBeenCalledTimes(1);
      await expect(
        call(calls.transAll, undefined, { idempotencyKey: 'k2', silent: true }),
      ).rejects.toThrow();
      expect(moved).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(MONEY_MOVED_EVENT, moved);
    }
  });

  test('sends the bearer token and returns data on code 200', async () => {
    setToken('tok-9');
    const server = mockApi({ balance: () => ({ data: { balance: '12.50' } }) });
    await expect(call(calls.balance)).resolves.toEqual({ balance: '12.50' });
    expect(server.calls[0]?.headers.Authorization).toBe('Bearer tok-9');
  });

  test('a 401 clears the session and hands over to the app to go to /login', async () => {
    setToken('expired', { remember: true });
    window.localStorage.setItem('anything', 'else');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ user: () => ({ code: 401, message: MSG.pleaseLogin }) });

    const failure = call(calls.user);
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
    mockApi({ user: () => ({ code: 401, message: MSG.pleaseLogin }) });
    await expect(call(calls.user)).rejects.toMatchObject({ code: 401 });
    expect(window.location.hash).toBe('#/login?redirect=%2Fmine%3Ftab%3D2');
  });

  test('a refused call shows the server message', async () => {
    mockApi({ withdraw: () => ({ code: 422, message: '单笔取款不能低于100元' }) });
    await expect(
      call(calls.withdraw, { amount: 1 }, { idempotencyKey: 'k'.repeat(32) }),
    ).rejects.toMatchObject({ code: 422 });
    expect(await screen.findByText('单笔取款不能低于100元')).toBeTruthy();
  });

  test('no answer at all says network error', async () => {
    mockApi({
      app: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(call(calls.app)).rejects.toMatchObject({ code: 0 });
    expect(await screen.findByText('网络错误，请稍后重试')).toBeTruthy();
  });

  test('a call that moves money sends its Idempotency-Key; the others send none', async () => {
    const server = mockApi({
      transAll: () => ({ data: { recovered: '0.00', pending: 0, failed: 0 } }),
      balance: () => ({ data: { balance: '1.00' } }),
    });
    await call(calls.transAll, undefined, { idempotencyKey: 'key-0123456789' });
    await call(calls.balance);
    expect(server.callsTo('transAll')[0]?.headers['Idempotency-Key']).toBe('key-0123456789');
    expect(server.callsTo('balance')[0]?.headers['Idempotency-Key']).toBeUndefined();
  });

  test('a GET sends its payload as the query; a multipart call sends form data', async () => {
    setToken('tok-3');
    const server = mockApi({
      captcha: () => ({ data: { key: 'k1', image: 'data:image/svg+xml,' } }),
      uploadToOss: () => ({ data: '/uploads/a.png' }),
    });
    await call(calls.captcha);
    expect(server.calls[0]).toMatchObject({ method: 'GET', path: '/api/captcha', body: {} });
    const file = new File([new Uint8Array(4)], 'a.png', { type: 'image/png' });
    await expect(call(calls.uploadToOss, { file })).resolves.toBe('/uploads/a.png');
    const [upload] = server.callsTo('uploadToOss');
    expect(upload?.multipart).toBe(true);
    expect((upload?.body.file as File).name).toBe('a.png');
    expect(upload?.headers['Content-Type']).toBeUndefined();
    expect(upload?.headers.Authorization).toBe('Bearer tok-3');
  });
});
