import type { PayloadOf, ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';

/**
 * POST /api/lotteryOrder {room_id, expect, order{id, total, data}} (spec part 1 §7): moves money,
 * so it carries an Idempotency-Key; the order id doubles as the key (a retry of one order is the
 * same attempt). A refusal shows the server's message as a toast.
 */
export const lotteryOrderEndpoint = calls.lotteryOrder;
export type LotteryOrderPayload = PayloadOf<typeof lotteryOrderEndpoint>;
export type LotteryOrderData = ResponseOf<typeof lotteryOrderEndpoint>;

export function placeLotteryOrder(payload: LotteryOrderPayload): Promise<LotteryOrderData> {
  return call(lotteryOrderEndpoint, payload, { idempotencyKey: String(payload.order.id) });
}
