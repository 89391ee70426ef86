import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call, type RequestOptions } from '../lib/api.ts';
import { PLAYER_SCOPE, userQueryKey, type UserInfo } from '../lib/auth.ts';
import { useSessionToken } from '../lib/session.ts';

/** POST /api/balance → {balance}: the player's central (platform) wallet (spec part 1 §7). */
export const balanceEndpoint = calls.balance;
export type BalanceData = ResponseOf<typeof balanceEndpoint>;

export const balanceQueryKey = [PLAYER_SCOPE, 'balance'] as const;

/** Asks the balance; the answer also refreshes the cached profile's balance. */
export async function getBalance(
  queryClient: QueryClient,
  options?: RequestOptions,
): Promise<BalanceData> {
  const data = await call(balanceEndpoint, undefined, options);
  queryClient.setQueryData<UserInfo>(userQueryKey, (user) =>
    user ? { ...user, balance: data.balance } : user,
  );
  return data;
}

/**
 * The balance as the screens poll it: silent, since a failure shows on the screen ('--' or the
 * profile's balance), not as a toast every few seconds.
 */
export const balanceQueryOptions = queryOptions({
  queryKey: balanceQueryKey,
  queryFn: ({ client }) => getBalance(client, { silent: true }),
});

/** The balance while a player is signed in, asked again every `refetchInterval` ms when given. */
export function useBalance({
  refetchInterval,
  enabled = true,
}: { refetchInterval?: number; enabled?: boolean } = {}) {
  const token = useSessionToken();
  return useQuery({
    ...balanceQueryOptions,
    enabled: enabled && token !== null,
    ...(refetchInterval === undefined ? {} : { refetchInterval }),
  });
}

/** Tap to refresh: asks the server now; a failure shows the server's message. */
export function useRefreshBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getBalance(queryClient),
    onSuccess: (data) => queryClient.setQueryData(balanceQueryKey, data),
  });
}
