import { useInfiniteQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { messagesKeys } from './keys.ts';

/** POST /api/noticeList {page} → a page of announcements, newest first (spec part 1 §7). */
export const noticesEndpoint = calls.noticeList;
export type NoticesPage = ResponseOf<typeof noticesEndpoint>;
export type Notice = NoticesPage['data'][number];

export function getNotices(page: number): Promise<NoticesPage> {
  return call(noticesEndpoint, { page });
}

export function useNotices() {
  return useInfiniteQuery({
    queryKey: messagesKeys.notices,
    queryFn: ({ pageParam }) => getNotices(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    staleTime: 60_000,
  });
}
