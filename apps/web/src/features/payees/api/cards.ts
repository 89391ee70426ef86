import { useQuery } from '@tanstack/react-query';
import type { Card } from '@app/contract/payees';
import type { CardType } from '@app/contract/payees-limits';
import { api } from '../../../lib/api.ts';
import { payeesKeys } from './keys.ts';

/** POST /api/getcard {type: 1 bank | 2 USDT} → the player's saved cards, numbers masked. */
export function getCards(type: CardType): Promise<Card[]> {
  return api.post<Card[]>('/api/getcard', { type });
}

export function useCards(type: CardType) {
  return useQuery({ queryKey: payeesKeys.cards(type), queryFn: () => getCards(type) });
}
