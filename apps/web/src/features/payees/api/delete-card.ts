import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { isCardsQuery } from './keys.ts';

/** POST /api/delcard {id}: unbinds one of the player's cards (spec part 2 §7). */
export function deleteCard(id: number): Promise<null> {
  return api.post<null>('/api/delcard', { id });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: () => queryClient.invalidateQueries({ predicate: isCardsQuery }),
  });
}
