import { useInfiniteQuery } from '@tanstack/react-query';
import type { BetRecordData } from '@app/contract/bets';
import { api } from '../../../lib/api.ts';
import { betsKeys } from './keys.ts';

/**
 * POST /api/betrecord {date, page, api_type} → one page of the player's bet records and the
 * statistics of the whole filter (spec part 2 §7). `apiType` is a platname, '' for every venue.
 */
export function getBetRecords(date: number, apiType: string, page: number): Promise<BetRecordData> {
  return api.post<BetRecordData>('/api/betrecord', { date, page, api_type: apiType });
}

export function useBetRecords(date: number, apiType: string) {
  return useInfiniteQuery({
    queryKey: betsKeys.records(date, apiType),
    queryFn: ({ pageParam }) => getBetRecords(date, apiType, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.order.current_page < last.order.last_page ? last.order.current_page + 1 : undefined,
    staleTime: 0,
  });
}
