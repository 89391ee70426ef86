import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { balanceQueryKey } from '../../../api/balance.ts';
import { call } from '../../../lib/api.ts';
import { userQueryKey } from '../../../lib/auth.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { redPacketsKeys } from './keys.ts';

/**
 * POST /api/douserredpacket {} draws one packet (spec part 1 §4): it moves money, so each tap is
 * an attempt with its own Idempotency-Key. A refusal (closed, outside the window, none left) shows
 * the server's message as a toast. Afterwards the counts, records, balance and user are read again.
 */
export const drawRedPacketEndpoint = calls.doUserRedPacket;
export type DrawRedPacketData = ResponseOf<typeof drawRedPacketEndpoint>;

export function drawRedPacket(idempotencyKey: string): Promise<DrawRedPacketData> {
  return call(drawRedPacketEndpoint, {}, { idempotencyKey });
}

export function useDrawRedPacket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => drawRedPacket(newIdempotencyKey()),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: redPacketsKeys.all }),
        queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]);
    },
  });
}
