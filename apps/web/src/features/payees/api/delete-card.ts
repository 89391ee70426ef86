import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import { cardsQueryKeyAll } from '../../../api/cards.ts';
import { call } from '../../../lib/api.ts';

/** POST /api/delcard {id}: unbinds one of the player's cards (spec part 2 §7). */
export const deleteCardEndpoint = calls.delCard;

export function deleteCard(id: number): Promise<null> {
  return call(deleteCardEndpoint, { id });
}

/** Unbinds, then every cached card list is asked again. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsQueryKeyAll }),
  });
}
