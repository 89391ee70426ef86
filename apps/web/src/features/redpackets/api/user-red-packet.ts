import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { redPacketsKeys } from './keys.ts';

/**
 * GET /api/userredpacket → draws left (sendnums), drawn today (acquirednum), max_times, the
 * window's state (0 not started, 1 open, 2 finished), its times, and the rules (spec part 1 §3).
 */
export const userRedPacketEndpoint = calls.userRedPacket;
export type UserRedPacket = ResponseOf<typeof userRedPacketEndpoint>;

export function useUserRedPacket({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: redPacketsKeys.info,
    queryFn: () => call(userRedPacketEndpoint),
    enabled,
    staleTime: 0,
  });
}
