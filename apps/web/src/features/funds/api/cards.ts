import { useQuery } from '@tanstack/react-query';
import type { Card } from '@app/contract/payees';
import { api } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

/** A saved payee (spec part 2 §3). For USDT addresses bank_owner holds the protocol. */
export type SavedCard = Card;
/** Card type of getcard: 1 bank card, 2 USDT address. */
export type CardType = 1 | 2;

/** POST /api/getcard {type: 1 bank card | 2 USDT address} → the player's saved payees. */
export function getCards(type: CardType): Promise<SavedCard[]> {
  return api.post<SavedCard[]>('/api/getcard', { type });
}

export function useCards(type: CardType) {
  return useQuery({ queryKey: fundsKeys.cards(type), queryFn: () => getCards(type) });
}
