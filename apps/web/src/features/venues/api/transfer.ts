import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf, ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { refreshBalances } from '../../../api/refresh-balances.ts';
import { call } from '../../../lib/api.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';

/**
 * POST /api/transfer {amount, sourcetype, targettype} (spec part 2 §7). One Idempotency-Key per
 * tap: a retry of the same request can never move the money twice.
 */
export const transferEndpoint = calls.transfer;
export type TransferData = ResponseOf<typeof transferEndpoint>;

export interface TransferVariables extends PayloadOf<typeof transferEndpoint> {
  amount: string;
  sourcetype: string;
  targettype: string;
}

export function postTransfer(variables: TransferVariables, key: string): Promise<TransferData> {
  return call(transferEndpoint, variables, { idempotencyKey: key });
}

export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TransferVariables) => postTransfer(variables, newIdempotencyKey()),
    onSettled: () => refreshBalances(queryClient),
  });
}
