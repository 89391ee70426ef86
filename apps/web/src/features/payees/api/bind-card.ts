import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import type { BindCardPayload } from '@app/contract/payees';
import { cardsQueryKeyAll } from '../../../api/cards.ts';
import { call } from '../../../lib/api.ts';

/**
 * POST /api/bindcard. Bank card {bank_owner, bank, bank_address, bank_no, pay_pass, ico};
 * USDT {bank: 'USDT', bank_no: address, bank_owner: protocol} (spec part 2 §7).
 */
export const bindCardEndpoint = calls.bindCard;

export function bindCard(payload: BindCardPayload): Promise<ResponseOf<typeof bindCardEndpoint>> {
  return call(bindCardEndpoint, payload);
}

/** Binds, then every cached card list (this feature's and the withdrawal picker's) is asked again. */
export function useBindCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsQueryKeyAll }),
  });
}
