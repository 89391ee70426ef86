/**
 * The `redirect` query parameter that carries a player back after login. Only in-app paths are
 * accepted ("/mine?x=1"), never another origin ("//evil", "https://…") or an auth page.
 */
const AUTH_PATHS = new Set(['/login', '/reg', '/reg2']);

/** The login and registration screens, where "go and log in" makes no sense. */
export function isAuthPath(pathname: string): boolean {
  return AUTH_PATHS.has(pathname);
}

export function loginPath(redirect?: string | null): string {
  const target = safeRedirect(redirect);
  return target === null ? '/login' : `/login?redirect=${encodeURIComponent(target)}`;
}

export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  if (isAuthPath(value.split('?')[0] ?? '')) return null;
  return value;
}
