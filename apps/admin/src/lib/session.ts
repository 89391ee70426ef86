/**
 * The signed-in operator's token (or the agent centre's player token), kept for the browser tab
 * (sessionStorage: closing the tab signs out; the server's idle and absolute expiry do the rest).
 * Two slots: staff and agent sessions never mix.
 */
export type SessionKind = 'staff' | 'agent';

const KEYS: Record<SessionKind, string> = { staff: 'console.token', agent: 'console.agentToken' };

export function getToken(kind: SessionKind = 'staff'): string {
  return window.sessionStorage.getItem(KEYS[kind]) ?? '';
}

export function setToken(token: string, kind: SessionKind = 'staff'): void {
  window.sessionStorage.setItem(KEYS[kind], token);
}

export function clearToken(kind: SessionKind = 'staff'): void {
  window.sessionStorage.removeItem(KEYS[kind]);
}
