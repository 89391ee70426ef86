import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../lib/api.ts';
import { newIdempotencyKey } from '../lib/idempotency.ts';
import { refreshBalances } from './refresh-balances.ts';

/**
 * POST /api/transall → every venue's balance back to the platform wallet (spec part 2 §7). It
 * moves money: one Idempotency-Key per tap.
 */
export const transAllEndpoint = calls.transAll;
export type TransAllData = ResponseOf<typeof transAllEndpoint>;

export function postTransAll(idempotencyKey: string): Promise<TransAllData> {
  return call(transAllEndpoint, undefined, { idempotencyKey });
}

/**
 * Recovers, then refreshes every balance (even when the venues answered with a failure). The
 * refresh is not waited for: the caller's onSuccess (the toast saying what came back) follows the
 * answer at once, not the balance list, which asks every venue and can be slow.
 */
export function useTransAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postTransAll(newIdempotencyKey()),
    onSettled: () => {
      void refreshBalances(queryClient);
    },
  });
}
