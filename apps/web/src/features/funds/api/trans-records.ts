import { useInfiniteQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

/** POST /api/gettransrecord {date, type, page} → one page of the player's money movements. */
export const transRecordsEndpoint = calls.getTransRecord;
export type RecordPage = ResponseOf<typeof transRecordsEndpoint>;

export function getTransRecords(type: number, date: number, page: number): Promise<RecordPage> {
  return call(transRecordsEndpoint, { date, type, page });
}

export function useTransRecords(type: number, date: number) {
  return useInfiniteQuery({
    queryKey: fundsKeys.records(type, date),
    queryFn: ({ pageParam }) => getTransRecords(type, date, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    staleTime: 0,
  });
}
