import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../lib/api.ts';
import { PLAYER_SCOPE } from '../lib/auth.ts';
import { isAuthPath, loginPath } from '../lib/redirect.ts';

interface AppRouter {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
}

/**
 * A 401 (the API client already cleared the session): drop the player's cached data and go to
 * /login, returning to the current route after login (spec part 1 §4). Nothing to do on the
 * login and registration screens themselves.
 */
export function installUnauthorizedHandler(router: AppRouter, queryClient: QueryClient): void {
  setUnauthorizedHandler(() => {
    queryClient.removeQueries({ queryKey: [PLAYER_SCOPE] });
    const { pathname, search } = router.state.location;
    if (isAuthPath(pathname)) return;
    void router.navigate(loginPath(`${pathname}${search}`), { replace: true });
  });
}
