import { useMutation } from '@tanstack/react-query';
import type { Protocol } from '@app/contract/funds';
import { api } from '../../../lib/api.ts';
import { idempotencyHeaders } from './idempotency.ts';

export type RechargeVariables =
  | { paytype: 'usdt'; catepay: Protocol; amount: string }
  | {
      paytype: 'bank';
      amount: string;
      bank: string;
      bank_address: string;
      bank_no: string;
      bank_owner: string;
    }
  | { paytype: 'wxpay' | 'alipay'; amount: string };

/**
 * POST /api/recharge → the deposit number. The spec reads it from the answer's message; our
 * contract repeats it as data.deposit_no, which is what the shared client hands back.
 */
export async function postRecharge(variables: RechargeVariables): Promise<string> {
  const data = await api.post<{ deposit_no?: unknown } | null>(
    '/api/recharge',
    variables,
    idempotencyHeaders(),
  );
  return data && typeof data.deposit_no === 'string' ? data.deposit_no : '';
}

export function useRecharge() {
  return useMutation({ mutationFn: postRecharge });
}
