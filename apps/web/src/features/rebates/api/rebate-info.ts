import { useQuery } from '@tanstack/react-query';
import type { RebateInfo } from '@app/contract/rewards';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { rebatesKeys } from './keys.ts';

/**
 * POST /api/getfanshui {} → the washcode page's real-time figures (spec part 2 §3 Rebate info):
 * dayliu, daixi, cailiu, fanshui, with the level and its percent. The call answers a union; with an
 * empty payload it is the rebate info.
 */
export const rebateInfoEndpoint = calls.getFanshui;

export async function getRebateInfo(): Promise<RebateInfo> {
  const data = await call(rebateInfoEndpoint, {});
  if (!('dayliu' in data)) throw new Error('getfanshui {} answered a rebate summary');
  return data;
}

export function useRebateInfo() {
  const token = useSessionToken();
  return useQuery({
    queryKey: rebatesKeys.info,
    queryFn: getRebateInfo,
    enabled: token !== null,
    staleTime: 0,
  });
}
