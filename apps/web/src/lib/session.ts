import { useSyncExternalStore } from 'react';
import { localStore, sessionStore } from './storage.ts';

/**
 * The player's session token. Kept in session storage (spec part 2 §6); when the player turns on
 * "自动登录" it goes to local storage instead so it survives closing the browser. `clear()` wipes
 * both storages entirely, as logout and a 401 must (spec part 2 §4).
 */
const TOKEN_KEY = 'token';

/** Address parameters that carry a token (spec part 1 §2). */
export const ADDRESS_TOKEN_PARAMS = ['last_session', 'token', 'api_token'] as const;

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return sessionStore.get(TOKEN_KEY) ?? localStore.get(TOKEN_KEY);
}

export function setToken(token: string, options: { remember?: boolean } = {}): void {
  if (token === '') throw new Error('setToken: empty token');
  if (options.remember) {
    sessionStore.remove(TOKEN_KEY);
    localStore.set(TOKEN_KEY, token);
  } else {
    localStore.remove(TOKEN_KEY);
    sessionStore.set(TOKEN_KEY, token);
  }
  notify();
}

/** Logout and 401: every stored value goes, not only the token. */
export function clearSession(): void {
  sessionStore.clear();
  localStore.clear();
  notify();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current token, re-rendering when it is set or cleared. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}

/**
 * Takes a token from the address (`?token=…` before the hash, or `#/path?token=…` inside it),
 * stores it as the session and removes it from the visible URL. Runs before the router starts.
 * Returns whether a token was found.
 */
export function adoptTokenFromAddress(location: Location = window.location): boolean {
  const search = new URLSearchParams(location.search);
  const hash = location.hash.startsWith('#') ? location.hash.slice(1) : location.hash;
  const queryAt = hash.indexOf('?');
  const hashPath = queryAt === -1 ? hash : hash.slice(0, queryAt);
  const hashQuery = new URLSearchParams(queryAt === -1 ? '' : hash.slice(queryAt + 1));

  let token: string | null = null;
  for (const params of [hashQuery, search]) {
    for (const name of ADDRESS_TOKEN_PARAMS) {
      const value = params.get(name);
      if (token === null && value) token = value;
      params.delete(name);
    }
  }
  if (token === null) return false;

  setToken(token);
  const searchText = search.toString();
  const hashQueryText = hashQuery.toString();
  const cleanHash = `${hashPath}${hashQueryText ? `?${hashQueryText}` : ''}`;
  const url = `${location.pathname}${searchText ? `?${searchText}` : ''}${cleanHash ? `#${cleanHash}` : ''}`;
  window.history.replaceState(window.history.state, '', url);
  return true;
}

/**
 * The same for a token that arrives while the app is open (a link opened in the running tab only
 * changes the hash). Must be registered before the router so it runs first on the same event and
 * the router only ever sees the cleaned address. Returns the unsubscribe function.
 */
export function watchAddressToken(onAdopted: () => void): () => void {
  const onNavigate = () => {
    if (adoptTokenFromAddress()) onAdopted();
  };
  window.addEventListener('popstate', onNavigate);
  window.addEventListener('hashchange', onNavigate);
  return () => {
    window.removeEventListener('popstate', onNavigate);
    window.removeEventListener('hashchange', onNavigate);
  };
}
