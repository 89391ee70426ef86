import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

/**
 * POST /api/getBetAmount {} → {bet_amount}: turnover still required before a withdrawal; ours
 * beside it: bet_required and bet_done (done + left = required).
 */
export const betAmountEndpoint = calls.getBetAmount;
export type BetAmount = ResponseOf<typeof betAmountEndpoint>;

export function getBetAmount(): Promise<ResponseOf<typeof betAmountEndpoint>> {
  return call(betAmountEndpoint, undefined, { silent: true });
}

export function useBetAmount() {
  return useQuery({ queryKey: fundsKeys.betAmount, queryFn: getBetAmount, retry: false });
}
