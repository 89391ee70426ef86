import { useInfiniteQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { activitiesKeys } from './keys.ts';

/** POST /api/activityApplyLog {page} → the player's applications, newest first (part 2 §3). */
export const applyLogEndpoint = calls.activityApplyLog;
export type ApplyLogPage = ResponseOf<typeof applyLogEndpoint>;
export type ApplyLogRow = ApplyLogPage['data'][number];

export function useApplyLog() {
  return useInfiniteQuery({
    queryKey: activitiesKeys.records,
    queryFn: ({ pageParam }) => call(applyLogEndpoint, { page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    staleTime: 0,
  });
}
