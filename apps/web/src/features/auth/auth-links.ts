import { safeRedirect } from '../../lib/redirect.ts';

/** Query parameters carried between /login, /reg and /reg2 (spec: query type, pid, redirect). */
const CARRIED = ['type', 'pid', 'redirect'] as const;

export function carriedQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of CARRIED) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** Where to go after a login: the redirect parameter when it is an in-app path, else home. */
export function afterLoginPath(params: URLSearchParams): string {
  return safeRedirect(params.get('redirect')) ?? '/';
}

/**
 * Screens a trial account cannot use: each shows only why (the guest block), so a guest sent there
 * after the trial login gets that one message, not also the login toast and the trial notice.
 */
const GUEST_BLOCKED_PATHS: readonly string[] = ['/recharge', '/recharge1', '/withdrawal'];

export function guestBlockedPath(path: string): boolean {
  return GUEST_BLOCKED_PATHS.includes(path.split('?')[0] ?? path);
}
