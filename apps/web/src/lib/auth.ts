import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from './api.ts';
import { clearSession, setToken, useSessionToken } from './session.ts';

/**
 * The signed-in player, shared by every feature (bulletproof-react's lib/auth): the profile
 * query (POST /api/user), starting a session from a token answer, and logging out
 * (POST /api/logoff).
 */
export type UserInfo = ResponseOf<typeof calls.user>;
export type TokenData = ResponseOf<typeof calls.loginPc>;

/**
 * Every query whose answer belongs to the signed-in player has a key starting with this, so a new
 * session drops the previous player's data without refetching public content.
 */
export const PLAYER_SCOPE = 'player';

export const userQueryKey = [PLAYER_SCOPE, 'user'] as const;

export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: () => call(calls.user),
  staleTime: 30_000,
});

/** POST /api/user while a token exists. */
export function useUser() {
  const token = useSessionToken();
  return useQuery({ ...userQueryOptions, enabled: token !== null });
}

/**
 * Stores the token of a login / registration / guest / Telegram answer and loads the profile
 * into the cache, so the next screen already knows the player.
 */
export async function startSession(
  queryClient: QueryClient,
  tokenData: TokenData & { access_token?: string; user?: UserInfo },
  options: { remember?: boolean } = {},
): Promise<UserInfo> {
  const token =
    tokenData.api_token || tokenData.token || tokenData.last_session || tokenData.access_token;
  if (!token) throw new Error('the login answer carries no token');
  queryClient.removeQueries({ queryKey: [PLAYER_SCOPE] });
  setToken(token, options);
  // telegram_login answers the player's data with the token: no second call for it.
  if (tokenData.user) {
    queryClient.setQueryData(userQueryKey, tokenData.user);
    return tokenData.user;
  }
  return queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 });
}

/** POST /api/logoff, best effort: the session is cleared whether or not it answers. */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await call(calls.logoff, undefined, { silent: true });
  } catch {
    // The token is dropped locally either way (spec part 1 §4).
  }
  clearSession();
  queryClient.clear();
}
