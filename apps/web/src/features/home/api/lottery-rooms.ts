import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';

/**
 * GET /api/lotteryLobby (ours, public) → the open rooms at a glance: lottery, the issue open for
 * betting with the seconds to its draw, and the last result; the home's 彩票 tab.
 */
export const lotteryRoomsEndpoint = calls.lotteryLobby;
export type LotteryRoomSummary = ResponseOf<typeof lotteryRoomsEndpoint>[number];

/** Read again this often, and as soon as a countdown has run out (a new issue, a new result). */
export const LOTTERY_ROOMS_POLL_MS = 30_000;

export function lotteryRoomsQuery() {
  return queryOptions({
    queryKey: ['lottery', 'rooms'] as const,
    queryFn: async () => ({
      rooms: await call(lotteryRoomsEndpoint, undefined, { silent: true }),
      /** When the answer arrived, to count the countdowns down from. */
      at: Date.now(),
    }),
    refetchInterval: LOTTERY_ROOMS_POLL_MS,
    staleTime: 5_000,
  });
}

export function useLotteryRooms() {
  return useQuery(lotteryRoomsQuery());
}
