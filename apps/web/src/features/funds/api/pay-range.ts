import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

export type PayRangeType = 'bank' | 'wechat' | 'alipay' | 'usdt-erc20' | 'usdt-trc20';

export interface PayRange {
  min_price: string;
  max_price: string;
}

/** Until the server answers (spec part 2 §3, §9). */
export const DEFAULT_PAY_RANGE: PayRange = { min_price: '100', max_price: '10000' };

/** POST /api/getPayRange {type} → {min_price, max_price}; silent: the defaults stand in. */
export function getPayRange(type: PayRangeType): Promise<PayRange> {
  return api.post<PayRange>('/api/getPayRange', { type }, { silent: true });
}

export function usePayRange(type: PayRangeType) {
  return useQuery({
    queryKey: fundsKeys.payRange(type),
    queryFn: () => getPayRange(type),
    staleTime: 60_000,
  });
}
