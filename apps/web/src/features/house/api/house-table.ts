import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import type { HouseTableRoom } from '@app/contract/house-tables';
import { call } from '../../../lib/api.ts';
import { houseKeys } from './keys.ts';

/**
 * GET /api/house/table?code= (player): a table — its round, areas, every player's totals, the last
 * results (newest first) — with the player's wallet at the house venue, bets on the open round,
 * last settled round and the chips the felt offers. The table's room (`use-table-room.ts`) keeps
 * the cached answer up to date between fetches.
 *
 * The answer's `now` is the server's clock when it was answered: with the time the cache was
 * written (`dataUpdatedAt`) it gives the server's clock at any moment (`serverSkew`). Every write
 * of the cache sets `now` anew (`patchTable`), so the pair stays true.
 */
export const houseTableEndpoint = calls.houseTable;
export type HouseTable = ResponseOf<typeof houseTableEndpoint>;
export type HouseTableResult = HouseTable['results'][number];
export type HouseTableArea = HouseTable['areas'][number];
export type HouseMyRound = NonNullable<HouseTable['mine']>;

export function useHouseTable(code: string) {
  return useQuery({
    queryKey: houseKeys.table(code),
    queryFn: () => call(houseTableEndpoint, { code }, { silent: true }),
    staleTime: 0,
    retry: 1,
  });
}

/** Server clock minus this device's, from an answer's `now` and when it was cached. */
export function serverSkew(now: number, cachedAt: number): number {
  return now - cachedAt;
}

/**
 * Writes a change of the table into the cache (an event of its room, a bet's answer), with `now`
 * moved on to the server's clock at this moment. Nothing happens before the first answer.
 */
export function patchTable(
  queryClient: QueryClient,
  code: string,
  change: (table: HouseTable) => HouseTable,
): void {
  const key = houseKeys.table(code);
  const state = queryClient.getQueryState<HouseTable>(key);
  const table = state?.data;
  if (!table) return;
  const now = Date.now() + serverSkew(table.now, state.dataUpdatedAt);
  queryClient.setQueryData<HouseTable>(key, { ...change(table), now });
}

/** The room's snapshot (its public state, with its own `now`) over the cached table. */
export function applyRoomSnapshot(queryClient: QueryClient, room: HouseTableRoom): void {
  const key = houseKeys.table(room.code);
  queryClient.setQueryData<HouseTable>(key, (table) => (table ? { ...table, ...room } : table));
}
