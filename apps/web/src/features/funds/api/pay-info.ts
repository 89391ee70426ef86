import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

/** POST /api/payinfo {deposit_no} → the deposit order and where to pay it. */
export const payInfoEndpoint = calls.payInfo;
export type PayInfo = ResponseOf<typeof payInfoEndpoint>;

export function getPayInfo(depositNo: string): Promise<PayInfo> {
  return call(payInfoEndpoint, { deposit_no: depositNo });
}

export function usePayInfo(depositNo: string) {
  return useQuery({
    queryKey: fundsKeys.payInfo(depositNo),
    queryFn: () => getPayInfo(depositNo),
    enabled: depositNo !== '',
    retry: false,
  });
}
