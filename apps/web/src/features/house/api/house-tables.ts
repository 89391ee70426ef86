import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { houseKeys } from './keys.ts';

/**
 * GET /api/house/tables (public): the house tables (真人) — each one's game, name, phase, the open
 * round's close, its limits and the last winners (newest first) for the lobby's road. Polled while
 * the lobby is open: phases and roads move every round.
 */
export const houseTablesEndpoint = calls.houseTables;
export type HouseTables = ResponseOf<typeof houseTablesEndpoint>;
export type HouseTableSummary = HouseTables[number];

/** How often the lobby asks again (a round is some tens of seconds). */
export const TABLES_POLL_MS = 5_000;

export function useHouseTables() {
  return useQuery({
    queryKey: houseKeys.tables,
    queryFn: () => call(houseTablesEndpoint, undefined, { silent: true }),
    refetchInterval: TABLES_POLL_MS,
    staleTime: 0,
  });
}
