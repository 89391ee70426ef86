import type { HouseTableEvent } from '@app/contract/house-tables';
import { HOUSE_TABLE_CODE_PATTERN } from '@app/contract/house-constants';
import { MSG } from '@app/contract/messages';
import { REALTIME_CLOSE, REALTIME_ERROR } from '@app/contract/realtime';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import { RealtimeRefusal, type RoomType } from '../../platform/realtime/index.ts';
import { readTable } from './table-registry.ts';
import { areaTotals, tableRoom } from './table-state.ts';
import type { DealtRound, RoundRow } from './table-rounds.ts';

/**
 * A house table's realtime room, `house-<table code>` (platform/realtime): everyone at the table
 * gets the same round. The welcome's snapshot is the table's public state; the room publishes a
 * round's opening (its commitment), the totals on the open round (at most every TOTALS_MS per
 * node), each dealt result, and `table` when the operator changes it. Listen only: bets are calls.
 */

export const TOTALS_MS = 500;
const PREFIX = 'house-';

export function tableRoomId(code: string): string {
  return `${PREFIX}${code}`;
}

function codeOfRoom(roomid: string): string | null {
  if (!roomid.startsWith(PREFIX)) return null;
  const code = roomid.slice(PREFIX.length);
  return HOUSE_TABLE_CODE_PATTERN.test(code) ? code : null;
}

export function tableRoomType(ctx: AppContext): RoomType {
  return {
    name: 'house-table',
    match: (roomid) => codeOfRoom(roomid) !== null,
    async onJoin(_connection, handle) {
      const table = await readTable(ctx.store.db, codeOfRoom(handle.id) ?? '');
      if (!table) throw new RealtimeRefusal(REALTIME_CLOSE.roomUnknown, MSG.wsRoomUnknown);
      return tableRoom(ctx, table);
    },
    onMessage() {
      throw new RealtimeRefusal(REALTIME_ERROR.refused, MSG.houseTableListenOnly);
    },
  };
}

async function publish(ctx: AppContext, code: string, event: HouseTableEvent): Promise<void> {
  try {
    await ctx.realtime?.publish(tableRoomId(code), event);
  } catch (error) {
    // A publication is a notification: a client that misses it refetches on `reload`.
    ctx.log?.warn({ err: error, table: code }, 'house table: publication failed');
  }
}

export function publishResult(ctx: AppContext, code: string, result: DealtRound): Promise<void> {
  return publish(ctx, code, { type: 'result', result });
}

export function publishRound(ctx: AppContext, code: string, row: RoundRow): Promise<void> {
  return publish(ctx, code, {
    type: 'round',
    round: {
      round: row.round,
      commit: row.commitment,
      opens_at: row.opens_at,
      closes_at: row.closes_at,
      ends_at: row.ends_at,
    },
  });
}

export function publishTableChanged(ctx: AppContext, code: string): Promise<void> {
  return publish(ctx, code, { type: 'table' });
}

const pendingTotals = defineAppState('house.tableTotals', () => new Map<string, NodeJS.Timeout>());

/** The round's totals published soon (once per TOTALS_MS per table on this node). */
export function scheduleTotals(
  ctx: AppContext,
  code: string,
  roundId: number,
  round: number,
): void {
  const pending = pendingTotals(ctx);
  if (pending.has(code) || !ctx.realtime) return;
  const timer = setTimeout(() => {
    pending.delete(code);
    void areaTotals(ctx.store.db, roundId)
      .then((totals) => publish(ctx, code, { type: 'totals', round, totals }))
      .catch((error: unknown) => ctx.log?.warn({ err: error }, 'house table: totals failed'));
  }, TOTALS_MS);
  timer.unref();
  pending.set(code, timer);
}
