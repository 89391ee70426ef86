import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import type { PayRangeType } from '@app/contract/funds';
import { call } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

export type { PayRangeType };

/** POST /api/getPayRange {type} → {min_price, max_price}; silent: the defaults stand in. */
export const payRangeEndpoint = calls.getPayRange;
export type PayRange = ResponseOf<typeof payRangeEndpoint>;

/** Until the server answers (spec part 2 §3, §9). */
export const DEFAULT_PAY_RANGE: PayRange = { min_price: '100', max_price: '10000' };

export function getPayRange(type: PayRangeType): Promise<PayRange> {
  return call(payRangeEndpoint, { type }, { silent: true });
}

export function usePayRange(type: PayRangeType) {
  return useQuery({
    queryKey: fundsKeys.payRange(type),
    queryFn: () => getPayRange(type),
    staleTime: 60_000,
  });
}
