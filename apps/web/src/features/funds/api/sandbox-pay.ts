import { useMutation } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';

/** POST /api/pay/sandbox/pay {deposit_no}: the demo provider pays the order (sandbox only). */
export const sandboxPayEndpoint = calls.sandboxPay;

export function postSandboxPay(depositNo: string): Promise<ResponseOf<typeof sandboxPayEndpoint>> {
  return call(sandboxPayEndpoint, { deposit_no: depositNo });
}

export function useSandboxPay() {
  return useMutation({ mutationFn: postSandboxPay });
}
