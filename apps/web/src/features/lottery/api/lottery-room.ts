import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { PLAYER_SCOPE } from '../../../lib/auth.ts';

/** GET /api/lotteryRoom?room_id= → the room, its draw data, plays and recent chat (spec part 1 §7). */
export const lotteryRoomEndpoint = calls.lotteryRoom;
export type LotteryRoom = ResponseOf<typeof lotteryRoomEndpoint>;

export const lotteryRoomQueryKey = (roomId: number) =>
  [PLAYER_SCOPE, 'lottery', 'room', roomId] as const;

export function getLotteryRoom(roomId: number): Promise<LotteryRoom> {
  return call(lotteryRoomEndpoint, { room_id: roomId }, { silent: true });
}

/**
 * The room as the page shows it. Refetched on demand (the countdown passed, a new issue opened,
 * the socket asked for a reload), never on a timer: the socket carries what changes.
 */
export function useLotteryRoom(roomId: number | null) {
  return useQuery({
    queryKey: lotteryRoomQueryKey(roomId ?? 0),
    queryFn: () => getLotteryRoom(roomId!),
    enabled: roomId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}
