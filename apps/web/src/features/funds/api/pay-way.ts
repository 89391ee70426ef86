import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

/** Pay way flags of the older deposit screen (0/1 each); unknown extra flags are ignored. */
export interface PayWays {
  card?: number;
  usdt?: number;
  wechat?: number;
  alipay?: number;
  manual?: number;
}

/** GET /api/get_pay_way → pay way flags. */
export function getPayWays(): Promise<PayWays> {
  return api.get<PayWays>('/api/get_pay_way');
}

export function usePayWays() {
  return useQuery({ queryKey: fundsKeys.payWay, queryFn: getPayWays, staleTime: 60_000 });
}
