import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

/** GET /api/get_pay_way → pay way flags of the older deposit screen (0/1 each). */
export const payWayEndpoint = calls.getPayWay;
export type PayWays = ResponseOf<typeof payWayEndpoint>;

export function getPayWays(): Promise<PayWays> {
  return call(payWayEndpoint);
}

export function usePayWays() {
  return useQuery({ queryKey: fundsKeys.payWay, queryFn: getPayWays, staleTime: 60_000 });
}
