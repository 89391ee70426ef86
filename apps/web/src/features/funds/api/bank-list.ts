import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

export interface BankListItem {
  bank_name: string;
  ico: string;
}

/** POST /api/banklist {} → [{bank_name, ico}]. */
export function getBankList(): Promise<BankListItem[]> {
  return api.post<BankListItem[]>('/api/banklist', {});
}

export function useBankList(enabled: boolean) {
  return useQuery({
    queryKey: fundsKeys.bankList,
    queryFn: getBankList,
    staleTime: 5 * 60_000,
    enabled,
  });
}
