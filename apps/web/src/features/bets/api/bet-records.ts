import { useInfiniteQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { betsKeys } from './keys.ts';

/**
 * POST /api/betrecord {date, page, api_type} → one page of the player's bet records and the
 * statistics of the whole filter (spec part 2 §7). `apiType` is a platname, '' for every venue.
 */
export const betRecordsEndpoint = calls.betRecord;
export type BetRecordData = ResponseOf<typeof betRecordsEndpoint>;

export function getBetRecords(date: number, apiType: string, page: number): Promise<BetRecordData> {
  return call(betRecordsEndpoint, { date, page, api_type: apiType });
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
