import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../lib/api.ts';
import { PLAYER_SCOPE } from '../lib/auth.ts';
import { loginPath } from '../lib/redirect.ts';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
}

/**
 * A 401 (the API client already cleared the session): drop the player's cached data and go to
 * /login, returning to the current route after login (spec part 1 §4).
 */
export function installUnauthorizedHandler(router: Navigator, queryClient: QueryClient): void {
  setUnauthorizedHandler((redirect) => {
    queryClient.removeQueries({ queryKey: [PLAYER_SCOPE] });
    void router.navigate(loginPath(redirect), { replace: true });
  });
}
