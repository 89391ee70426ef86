import { useInfiniteQuery } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { agentsKeys } from './keys.ts';

/**
 * POST /api/inviteRecords {type, page} (ours): 1 the bonus records, 2 the friend details; rows
 * are the spec's invite detail row {dt, money, desc}.
 */
export const inviteRecordsEndpoint = calls.inviteRecords;

export function useInviteRecords(type: 1 | 2) {
  return useInfiniteQuery({
    queryKey: agentsKeys.records(type),
    queryFn: ({ pageParam }) => call(inviteRecordsEndpoint, { type, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    staleTime: 0,
  });
}
