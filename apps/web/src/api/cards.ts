import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import type { CardType } from '@app/contract/payees-limits';
import { call } from '../lib/api.ts';
import { PLAYER_SCOPE } from '../lib/auth.ts';

/**
 * POST /api/getcard {type: 1 bank card | 2 USDT address} → the player's saved payees, numbers
 * masked (spec part 2 §3, §7). For a USDT address `bank_owner` holds the protocol.
 */
export const cardsEndpoint = calls.getCard;
export type SavedCard = ResponseOf<typeof cardsEndpoint>[number];

/** Every cached card list starts with this: a bind or an unbind refreshes them all. */
export const cardsQueryKeyAll = [PLAYER_SCOPE, 'cards'] as const;

export function cardsQueryOptions(type: CardType) {
  return queryOptions({
    queryKey: [...cardsQueryKeyAll, type],
    queryFn: () => call(cardsEndpoint, { type }),
  });
}

export function useCards(type: CardType) {
  return useQuery(cardsQueryOptions(type));
}
