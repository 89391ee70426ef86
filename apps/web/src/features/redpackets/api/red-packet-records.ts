import { useInfiniteQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { redPacketsKeys } from './keys.ts';

/** POST /api/redpacket {page} → the player's red packets, newest first (spec part 1 §3). */
export const redPacketRecordsEndpoint = calls.redPacket;
export type RedPacketRecordsPage = ResponseOf<typeof redPacketRecordsEndpoint>;

export function useRedPacketRecords() {
  return useInfiniteQuery({
    queryKey: redPacketsKeys.records,
    queryFn: ({ pageParam }) => call(redPacketRecordsEndpoint, { page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    staleTime: 0,
  });
}
