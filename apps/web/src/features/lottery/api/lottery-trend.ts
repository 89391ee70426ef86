import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { LOTTERY_TREND_MAX } from '@app/contract/lottery-constants';

/** GET /api/lotteryTrend?room_id=&limit= (ours, public): the last draws of the room's lottery. */
export const lotteryTrendEndpoint = calls.lotteryTrend;
export type LotteryTrend = ResponseOf<typeof lotteryTrendEndpoint>;
export type LotteryTrendDraw = LotteryTrend['draws'][number];

export function useLotteryTrend(roomId: number | null) {
  return useQuery({
    queryKey: ['lottery', 'trend', roomId] as const,
    queryFn: () =>
      call(lotteryTrendEndpoint, { room_id: roomId!, limit: LOTTERY_TREND_MAX }, { silent: true }),
    enabled: roomId !== null,
    retry: 1,
  });
}
