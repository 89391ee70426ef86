import { useMutation } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import type { AutoProtocol } from '@app/contract/funds';
import { call } from '../../../lib/api.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';

/**
 * POST /api/recharge → the deposit number. The spec reads it from the answer's message; our
 * contract repeats it as data.deposit_no, which is what the client hands back. Creating an order
 * takes an Idempotency-Key: one per submission.
 */
export const rechargeEndpoint = calls.recharge;

export type RechargeVariables =
  | { paytype: 'usdt'; catepay: AutoProtocol; amount: string }
  | {
      paytype: 'bank';
      amount: string;
      bank: string;
      bank_address: string;
      bank_no: string;
      bank_owner: string;
    }
  | { paytype: 'wxpay' | 'alipay'; amount: string };

export async function postRecharge(variables: RechargeVariables): Promise<string> {
  const data = await call(rechargeEndpoint, variables, { idempotencyKey: newIdempotencyKey() });
  return data.deposit_no;
}

export function useRecharge() {
  return useMutation({ mutationFn: postRecharge });
}
