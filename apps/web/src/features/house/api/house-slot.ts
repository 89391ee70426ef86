import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { houseKeys } from './keys.ts';

/** GET /api/house/slot?game= (public): a slot's strips, paylines, paytable, exact RTP and stakes. */
export const houseSlotEndpoint = calls.houseSlot;
export type HouseSlot = ResponseOf<typeof houseSlotEndpoint>;

export function useHouseSlot(game: string) {
  return useQuery({
    queryKey: houseKeys.slot(game),
    queryFn: () => call(houseSlotEndpoint, { game }, { silent: true }),
    staleTime: 10 * 60_000,
  });
}
