import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { PAYEES_TEXT } from '../strings.ts';
import { payeesKeys } from './keys.ts';

export interface BankChoice {
  bank_name: string;
  ico: string;
}

const FALLBACK: readonly BankChoice[] = PAYEES_TEXT.fallbackBanks.map((bank_name) => ({
  bank_name,
  ico: '',
}));

/**
 * POST /api/banklist {} → [{bank_name, ico}] (spec part 2 §3, §7). Quietly falls back to a fixed
 * list of common banks when the call fails or the list is empty, so the form always works.
 */
export async function getBankList(): Promise<readonly BankChoice[]> {
  try {
    const banks = await api.post<BankChoice[] | null>('/api/banklist', {}, { silent: true });
    const usable = (Array.isArray(banks) ? banks : []).filter(
      (bank) => typeof bank?.bank_name === 'string' && bank.bank_name.trim() !== '',
    );
    return usable.length > 0 ? usable : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

export function useBankList() {
  return useQuery({ queryKey: payeesKeys.bankList, queryFn: getBankList, staleTime: 10 * 60_000 });
}
