import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';

/** GET /api/lotteryVerify?room_id=&expect= (ours, public): the commitment and, once drawn, the seed. */
export const lotteryVerifyEndpoint = calls.lotteryVerify;
export type LotteryVerify = ResponseOf<typeof lotteryVerifyEndpoint>;

export function useLotteryVerify(roomId: number | null, expect: string) {
  return useQuery({
    queryKey: ['lottery', 'verify', roomId, expect] as const,
    queryFn: () => call(lotteryVerifyEndpoint, { room_id: roomId!, expect }, { silent: true }),
    enabled: roomId !== null && expect !== '',
    retry: 1,
  });
}
