import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { houseKeys } from './keys.ts';

/** GET /api/house/cards (public): the card game's odds, commission, exact RTP and stakes. */
export const houseCardsEndpoint = calls.houseCards;
export type HouseCards = ResponseOf<typeof houseCardsEndpoint>;

export function useHouseCards() {
  return useQuery({
    queryKey: houseKeys.cards,
    queryFn: () => call(houseCardsEndpoint, undefined, { silent: true }),
    staleTime: 10 * 60_000,
  });
}
