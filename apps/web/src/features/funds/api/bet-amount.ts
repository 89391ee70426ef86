import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

/** POST /api/getBetAmount {} → {bet_amount}: turnover still required before a withdrawal. */
export function getBetAmount(): Promise<{ bet_amount: string }> {
  return api.post<{ bet_amount: string }>('/api/getBetAmount', {}, { silent: true });
}

export function useBetAmount() {
  return useQuery({ queryKey: fundsKeys.betAmount, queryFn: getBetAmount, retry: false });
}
