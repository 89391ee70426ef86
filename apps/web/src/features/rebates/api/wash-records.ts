import { useInfiniteQuery } from '@tanstack/react-query';
import type { BetRecordData } from '@app/contract/bets';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import type { WashRange } from '../range.ts';
import { rebatesKeys } from './keys.ts';

/**
 * POST /api/betrecord {date, page, api_type: ''} for the wash code records: the range's date code,
 * every venue; the screen narrows the rows to the range's days. The key holds the whole range, so
 * choosing another range starts again from page 1.
 */
export const washRecordsEndpoint = calls.betRecord;

export function getWashRecords(date: number, page: number): Promise<BetRecordData> {
  return call(washRecordsEndpoint, { date, page, api_type: '' });
}

export function useWashRecords(range: WashRange) {
  return useInfiniteQuery({
    queryKey: rebatesKeys.wash(range.key, range.from, range.to, range.date),
    queryFn: ({ pageParam }) => getWashRecords(range.date, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.order.current_page < last.order.last_page ? last.order.current_page + 1 : undefined,
    staleTime: 0,
  });
}
