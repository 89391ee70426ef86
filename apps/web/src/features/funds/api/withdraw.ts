import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

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

/** POST /api/withdraw {amount, bank, password, type} with an Idempotency-Key header. */
export function postWithdraw({ idempotencyKey, ...payload }: WithdrawVariables): Promise<unknown> {
  return api.post<unknown>('/api/withdraw', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWithdraw,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundsKeys.balance }),
  });
}
