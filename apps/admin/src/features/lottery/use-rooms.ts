import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminLotteryRoom } from '@app/contract/lottery';
import { useCall } from '../../lib/query.ts';

/** The lottery rooms (every page of the feature picks a room from them). */
export function useRooms() {
  return useCall(adminCalls.lotteryRooms, {});
}

export const LOTTERY_TYPE_LABEL: Record<number, string> = { 1: '六合彩', 2: '28' };

/** "房间名（彩种）" for pickers. */
export function roomLabel(room: AdminLotteryRoom): string {
  return `${room.title}（${room.lottery.title}）`;
}
