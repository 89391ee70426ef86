import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferData } from '@app/contract/venues';
import { api } from '../../../lib/api.ts';
import { newIdempotencyKey } from '../idempotency-key.ts';
import { refreshBalances } from './invalidate.ts';

export interface TransferVariables {
  amount: string;
  sourcetype: string;
  targettype: string;
}

/**
 * POST /api/transfer {amount, sourcetype, targettype} (spec part 2 §7). One Idempotency-Key per
 * tap: a retry of the same request can never move the money twice.
 */
export function postTransfer(variables: TransferVariables, key: string): Promise<TransferData> {
  return api.post<TransferData>('/api/transfer', variables, {
    headers: { 'Idempotency-Key': key },
  });
}

export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TransferVariables) => postTransfer(variables, newIdempotencyKey()),
    onSettled: () => refreshBalances(queryClient),
  });
}
