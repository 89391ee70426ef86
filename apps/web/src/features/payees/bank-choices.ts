import { useQuery } from '@tanstack/react-query';
import { bankListQueryOptions, type BankListItem } from '../../api/bank-list.ts';
import { PAYEES_TEXT } from './strings.ts';

export type BankChoice = BankListItem;

const FALLBACK: readonly BankChoice[] = PAYEES_TEXT.fallbackBanks.map((bank_name) => ({
  bank_name,
  ico: '',
}));

/**
 * The banks to pick from (POST /api/banklist, spec part 2 §3, §7). Quietly falls back to a fixed
 * list of common banks when the call fails or the list is empty, so the form always works.
 */
export function useBankChoices(): { data: readonly BankChoice[] | undefined } {
  const banks = useQuery(bankListQueryOptions);
  if (banks.isPending) return { data: undefined };
  const usable = (banks.data ?? []).filter((bank) => bank.bank_name.trim() !== '');
  return { data: usable.length > 0 ? usable : FALLBACK };
}
