import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/pay/sandbox/pay {deposit_no}: the demo provider pays the order (sandbox only). */
export function postSandboxPay(depositNo: string): Promise<unknown> {
  return api.post<unknown>('/api/pay/sandbox/pay', { deposit_no: depositNo });
}

export function useSandboxPay() {
  return useMutation({ mutationFn: postSandboxPay });
}
