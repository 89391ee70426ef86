import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

/** POST /api/transall {}: one-click recovery of every venue balance into the central wallet. */
export function postTransAll(): Promise<unknown> {
  return api.post<unknown>('/api/transall', {});
}

/** Recovers, then refreshes both wallets (even when the venues answered with a failure). */
export function useTransAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTransAll,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fundsKeys.balance }),
        queryClient.invalidateQueries({ queryKey: fundsKeys.venueBalances }),
      ]),
  });
}
