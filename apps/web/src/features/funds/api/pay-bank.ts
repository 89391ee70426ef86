import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

/**
 * POST /api/getpaybank {} → the operator's bank accounts that receive a bank-transfer deposit
 * (spec part 2 §7: shape not shown; ours, docs/decisions/player-app.md "Rough edges").
 */
export const payBankEndpoint = calls.getPayBank;
export type PayBank = ResponseOf<typeof payBankEndpoint>[number];

export function usePayBanks(enabled: boolean) {
  return useQuery({
    queryKey: fundsKeys.payBank,
    queryFn: () => call(payBankEndpoint, {}, { silent: true }),
    enabled,
    staleTime: 60_000,
  });
}
