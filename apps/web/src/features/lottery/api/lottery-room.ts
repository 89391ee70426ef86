import { queryOptions, useQuery } from '@tanstack/react-query';
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
export function lotteryRoomQuery(roomId: number) {
  return queryOptions({
    queryKey: lotteryRoomQueryKey(roomId),
    queryFn: () => getLotteryRoom(roomId),
    staleTime: Infinity,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}

export function useLotteryRoom(roomId: number | null) {
  return useQuery({ ...lotteryRoomQuery(roomId ?? 0), enabled: roomId !== null });
}

/** The room of an address: ?room_id= (or the spec's ?name=), a positive integer; else null. */
export function roomIdOf(params: URLSearchParams): number | null {
  for (const raw of [params.get('room_id'), params.get('name')]) {
    const value = Number(raw?.trim() ?? '');
    if (raw !== null && Number.isInteger(value) && value > 0) return value;
  }
  return null;
}
