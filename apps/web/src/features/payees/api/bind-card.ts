import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BindCardPayload, Card } from '@app/contract/payees';
import { api } from '../../../lib/api.ts';
import { isCardsQuery } from './keys.ts';

/**
 * POST /api/bindcard. Bank card {bank_owner, bank, bank_address, bank_no, pay_pass, ico};
 * USDT {bank: 'USDT', bank_no: address, bank_owner: protocol} (spec part 2 §7).
 */
export function bindCard(payload: BindCardPayload): Promise<Card> {
  return api.post<Card>('/api/bindcard', payload);
}

export function useBindCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindCard,
    onSuccess: () => queryClient.invalidateQueries({ predicate: isCardsQuery }),
  });
}
