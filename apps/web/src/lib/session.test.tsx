import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  adoptTokenFromAddress,
  clearSession,
  getToken,
  setToken,
  watchAddressToken,
} from './session.ts';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('session token', () => {
  test('a token inside the hash query is stored and removed from the address', () => {
    window.history.replaceState(null, '', '/#/lottery?room_id=3&token=abc123');
    expect(adoptTokenFromAddress()).toBe(true);
    expect(getToken()).toBe('abc123');
    expect(window.sessionStorage.getItem('token')).toBe('abc123');
    expect(window.location.hash).toBe('#/lottery?room_id=3');
  });

  test('last_session or api_token before the hash count too', () => {
    window.history.replaceState(null, '', '/?last_session=s1&x=1#/mine');
    expect(adoptTokenFromAddress()).toBe(true);
    expect(getToken()).toBe('s1');
    expect(window.location.search).toBe('?x=1');
    expect(window.location.hash).toBe('#/mine');

    clearSession();
    window.history.replaceState(null, '', '/?api_token=a2');
    adoptTokenFromAddress();
    expect(getToken()).toBe('a2');
    expect(window.location.search).toBe('');
  });

  test('no token in the address leaves the session alone', () => {
    setToken('kept');
    window.history.replaceState(null, '', '/#/home');
    expect(adoptTokenFromAddress()).toBe(false);
    expect(getToken()).toBe('kept');
  });

  test('remembered sessions live in local storage; clearing wipes both storages', () => {
    setToken('long', { remember: true });
    window.sessionStorage.setItem('other', '1');
    expect(window.localStorage.getItem('token')).toBe('long');
    clearSession();
    expect(getToken()).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  test('a token arriving in the hash while the app is open is adopted too', () => {
    setToken('old');
    const adopted = vi.fn();
    const stop = watchAddressToken(adopted);
    window.history.pushState(null, '', '/#/mine?token=new1');
    window.dispatchEvent(new PopStateEvent('popstate'));
    stop();
    expect(getToken()).toBe('new1');
    expect(adopted).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/mine');
  });
});
