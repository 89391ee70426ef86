import type { Query } from '@tanstack/react-query';
import { PLAYER_SCOPE } from '../../../lib/auth.ts';

/** Query keys of this feature. Saved cards are player-scoped, so a new session drops them. */
export const payeesKeys = {
  cards: (type: number) => [PLAYER_SCOPE, 'cards', type] as const,
  bankList: ['payees', 'bank-list'] as const,
};

/**
 * Every cached list of saved cards, this feature's and any other screen's (the withdrawal payee
 * picker): a player-scoped key that names 'cards'. Refreshed after a bind or an unbind.
 */
export function isCardsQuery(query: Query): boolean {
  const key = query.queryKey;
  return key[0] === PLAYER_SCOPE && key.includes('cards');
}
