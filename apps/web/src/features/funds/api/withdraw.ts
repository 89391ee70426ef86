import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { balanceQueryKey } from '../../../api/balance.ts';
import { call } from '../../../lib/api.ts';

/** POST /api/withdraw {amount, bank, password, type} with an Idempotency-Key header. */
export const withdrawEndpoint = calls.withdraw;

export interface WithdrawVariables {
  amount: string;
  /** Id of the saved payee. */
  bank: number;
  password: string;
  /** 1 USDT, 2 bank card. */
  type: 1 | 2;
  /** One per submission attempt: a repeat of the same attempt moves nothing twice. */
  idempotencyKey: string;
}

export function postWithdraw({
  idempotencyKey,
  ...payload
}: WithdrawVariables): Promise<ResponseOf<typeof withdrawEndpoint>> {
  return call(withdrawEndpoint, payload, { idempotencyKey });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWithdraw,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
  });
}
