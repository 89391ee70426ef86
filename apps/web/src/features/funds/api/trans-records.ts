import { useInfiniteQuery } from '@tanstack/react-query';
import type { TransRecord } from '@app/contract/funds';
import { api } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

export interface RecordPage {
  data: TransRecord[];
  total: number;
  current_page: number;
  last_page: number;
}

/** POST /api/gettransrecord {date, type, page} → one page of the player's money movements. */
export function getTransRecords(type: number, date: number, page: number): Promise<RecordPage> {
  return api.post<RecordPage>('/api/gettransrecord', { date, type, page });
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
