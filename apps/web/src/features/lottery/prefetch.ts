import type { QueryClient } from '@tanstack/react-query';
import { getToken } from '../../lib/session.ts';
import { lotteryRoomQuery, roomIdOf } from './api/lottery-room.ts';

/**
 * A lottery room's answer (its draw and recent chat: the screen's first paint) asked for on
 * arrival, in parallel with the screen's code (DESIGN §10). Only with a session and a room.
 */
export function prefetchLottery(queryClient: QueryClient, search: URLSearchParams): void {
  const roomId = roomIdOf(search);
  if (getToken() === null || roomId === null) return;
  void queryClient.prefetchQuery(lotteryRoomQuery(roomId));
}
