import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BalanceData } from '@app/contract/api';
import { LIMITS } from '@app/contract/limits';
import { api } from '../../../lib/api.ts';
import { PLAYER_SCOPE, useUser } from '../../../lib/auth.ts';
import { useSessionToken } from '../../../lib/session.ts';

export const homeBalanceKey = [PLAYER_SCOPE, 'home', 'balance'] as const;

/** POST /api/balance → {balance} (spec part 1 §7). */
function getBalance(silent: boolean): Promise<BalanceData> {
  return api.post<BalanceData>('/api/balance', {}, { silent });
}

/**
 * The balance the home screens show: POST /api/balance on arrival and every 2,500,000 ms (spec
 * part 1 §7, §9), or the profile's balance when that is the fresher answer (a transfer elsewhere
 * refreshes the profile). Null for a visitor or while nothing is known yet.
 */
export function useHomeBalance(): string | null {
  const token = useSessionToken();
  const user = useUser();
  const polled = useQuery({
    queryKey: homeBalanceKey,
    queryFn: () => getBalance(true),
    enabled: token !== null,
    refetchInterval: LIMITS.balancePollMs,
  });
  if (token === null) return null;
  const fromPoll = polled.data?.balance;
  const fromUser = user.data?.balance;
  if (fromPoll === undefined) return fromUser ?? null;
  if (fromUser === undefined) return fromPoll;
  return polled.dataUpdatedAt >= user.dataUpdatedAt ? fromPoll : fromUser;
}

/** Tap to refresh: asks the server now (a failure shows the server's message). */
export function useRefreshHomeBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getBalance(false),
    onSuccess: (data) => {
      queryClient.setQueryData<BalanceData>(homeBalanceKey, data);
    },
  });
}
