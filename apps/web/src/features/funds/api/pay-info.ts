import { useQuery } from '@tanstack/react-query';
import type { PayInfo } from '@app/contract/funds';
import { api } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

/** POST /api/payinfo {deposit_no} → the deposit order and where to pay it. */
export function getPayInfo(depositNo: string): Promise<PayInfo> {
  return api.post<PayInfo>('/api/payinfo', { deposit_no: depositNo });
}

export function usePayInfo(depositNo: string) {
  return useQuery({
    queryKey: fundsKeys.payInfo(depositNo),
    queryFn: () => getPayInfo(depositNo),
    enabled: depositNo !== '',
    retry: false,
  });
}
