import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminLotteryRoom } from '@app/contract/lottery';
import { useCall } from '../../lib/query.ts';
import { USE_ROOMS } from './strings.ts';

/** The lottery rooms (every page of the feature picks a room from them). */
export function useRooms() {
  return useCall(adminCalls.lotteryRooms, {});
}

export const LOTTERY_TYPE_LABEL: Record<number, string> = { 1: USE_ROOMS.markSix, 2: '28' };

/** "房间名（彩种）" for pickers. */
export function roomLabel(room: AdminLotteryRoom): string {
  return USE_ROOMS.roomLabel(room.title, room.lottery.title);
}
