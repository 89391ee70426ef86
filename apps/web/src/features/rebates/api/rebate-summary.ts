import { useInfiniteQuery } from '@tanstack/react-query';
import type { RebateSummary } from '@app/contract/rewards';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { rebatesKeys } from './keys.ts';

/**
 * POST /api/getfanshui {date, page, api_type, type} → one page of rebate records with the totals
 * claimed (jisuan) and claimable (nojisuan) (spec part 2 §3, §7). type 0: every state.
 */
export const rebateSummaryEndpoint = calls.getFanshui;

export async function getRebateSummary(
  date: number,
  apiType: string,
  page: number,
): Promise<RebateSummary> {
  const data = await call(rebateSummaryEndpoint, { date, page, api_type: apiType, type: 0 });
  if (!('list' in data)) throw new Error('getfanshui answered rebate info for a summary');
  return data;
}

export function useRebateSummary(date: number, apiType: string) {
  return useInfiniteQuery({
    queryKey: rebatesKeys.summary(date, apiType),
    queryFn: ({ pageParam }) => getRebateSummary(date, apiType, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.list.current_page < last.list.last_page ? last.list.current_page + 1 : undefined,
    staleTime: 0,
  });
}
