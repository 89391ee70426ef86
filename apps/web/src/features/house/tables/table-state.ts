import type { HouseTableEvent } from '@app/contract/house-tables';
import type { HouseTable, HouseTableResult } from '../api/house-table.ts';
import { prefersReducedMotion } from '../reduced-motion.ts';

/**
 * Where a table's round stands on this screen, from the cached table and the server's clock:
 *
 * - closed: no round (the operator closed the table);
 * - betting: until the round's closes_at;
 * - waiting: bets are closed and the deal is due (the result comes within about a second);
 * - revealing: the result is in, its cards are being turned one by one;
 * - result: every card is turned; the banner shows until the next round opens.
 */
export type TableStage = 'closed' | 'betting' | 'waiting' | 'revealing' | 'result';

/** The results the table keeps (the server's last 60, newest first). */
export const RESULTS_KEPT = 60;

/** The current round's result, once dealt. */
export function currentResult(table: HouseTable): HouseTableResult | null {
  const first = table.results[0];
  return first && table.current && first.round === table.current.round ? first : null;
}

/** The banner stays at least this long before the next round; the cards turn before it. */
const BANNER_MS = 3_000;
/** Face-down cards lie this long before the first turns. */
const LEAD_MS = 400;
const MIN_TURN_MS = 150;
const MAX_TURN_MS = 900;

/** When each card turns (server clock) for a result with `count` cards, ending before ends_at. */
export function revealTimes(result: HouseTableResult, endsAt: number, count: number): number[] {
  if (prefersReducedMotion() || count === 0) return Array<number>(count).fill(result.dealt_at);
  const room = endsAt - result.dealt_at - BANNER_MS - LEAD_MS;
  const step = Math.min(MAX_TURN_MS, Math.max(MIN_TURN_MS, room / count));
  return Array.from({ length: count }, (_, i) => result.dealt_at + LEAD_MS + i * step);
}

/** How many of the round's cards are turned at `now` (server clock). */
export function turnedAt(times: readonly number[], now: number): number {
  return times.filter((at) => at <= now).length;
}

export function tableStage(
  table: HouseTable,
  now: number,
  turned: number,
  cards: number,
): TableStage {
  const { current } = table;
  if (current === null) return 'closed';
  if (currentResult(table) !== null) return turned >= cards ? 'result' : 'revealing';
  return now < current.closes_at ? 'betting' : 'waiting';
}

/**
 * The table after one of its room's events. `round`: a new round opens (its totals and the
 * player's stakes start empty); `totals`: every player's stakes of the open round; `result`: a
 * dealt round joins the results. `table` (and anything not understood) changes nothing here: the
 * caller refetches.
 */
export function tableAfterEvent(table: HouseTable, event: HouseTableEvent): HouseTable {
  switch (event.type) {
    case 'round':
      if (table.current && event.round.round < table.current.round) return table;
      return { ...table, current: event.round, phase: 'betting', totals: [], mine: null };
    case 'totals':
      return table.current?.round === event.round ? { ...table, totals: event.totals } : table;
    case 'result': {
      const others = table.results.filter((r) => r.round !== event.result.round);
      const results = [event.result, ...others].slice(0, RESULTS_KEPT);
      const dealing = table.current?.round === event.result.round;
      return { ...table, results, phase: dealing ? 'dealing' : table.phase };
    }
    default:
      return table;
  }
}
