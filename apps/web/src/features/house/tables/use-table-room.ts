import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { HouseTableEvent, HouseTableRoom } from '@app/contract/house-tables';
import { connectRealtime } from '@app/web-client/realtime';
import { useSessionToken } from '../../../lib/session.ts';
import { applyRoomSnapshot, patchTable, type HouseTable } from '../api/house-table.ts';
import { houseKeys } from '../api/keys.ts';
import { tableAfterEvent } from './table-state.ts';

/** The realtime room of a table (house-tables.ts). */
export function tableRoomId(code: string): string {
  return `house-${code}`;
}

function isRoom(snapshot: unknown, code: string): snapshot is HouseTableRoom {
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    (snapshot as { code?: unknown }).code === code &&
    Array.isArray((snapshot as { results?: unknown }).results)
  );
}

/**
 * Keeps the cached table live while its screen is open: the room's welcome snapshot and every
 * publication (a round opens, totals move, a round is dealt) are written into the cache. The
 * table is fetched again when the room says the screen's state is stale (`reload`), when the
 * operator changed the table (`table`), when a fresh socket's snapshot is of another round (the
 * player's own stakes are not in it), and after every result (what the round paid the player,
 * and the balance).
 */
export function useTableRoom(code: string, ready: boolean): void {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  useEffect(() => {
    if (!ready || token === null) return;
    const key = houseKeys.table(code);
    const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
    const socket = connectRealtime<HouseTableEvent>({
      roomid: tableRoomId(code),
      token,
      onWelcome: (welcome, resumed) => {
        if (resumed) return;
        const cached = queryClient.getQueryData<HouseTable>(key);
        if (!isRoom(welcome.snapshot, code)) return refetch();
        const sameRound = cached?.current?.round === welcome.snapshot.current?.round;
        applyRoomSnapshot(queryClient, welcome.snapshot);
        if (!sameRound) refetch();
      },
      onPublication: (event) => {
        patchTable(queryClient, code, (table) => tableAfterEvent(table, event));
        if (event.type === 'result' || event.type === 'table') refetch();
      },
      onReload: refetch,
    });
    return () => socket.close();
  }, [code, ready, token, queryClient]);
}
