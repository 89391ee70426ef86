import { randomBytes } from 'node:crypto';
import { systemClock } from '../../platform/time.ts';
import type { AppContext } from '../../platform/context.ts';
import { VenueError, type BetRecord } from '../venues/index.ts';
import { createDemoVenue } from '../demo-venue/index.ts';
import { setVenueAdapterFactory } from '../venues/index.ts';

/**
 * Venues whose bet records are an in-memory log per platname (everything else is the demo venue).
 * The cursor is the number of log entries read; a status change is a new entry with the same bet
 * id, as a venue re-sends a record that changed. Faults: a venue can throw, rewind its cursor (the
 * next answer replays from an older point and hands back that older cursor), or hang.
 */
export interface FakeFeeds {
  /** Appends records to a venue's log. */
  add(platname: string, ...records: BetRecord[]): void;
  /** The cursors the puller sent to a venue, in order. */
  asked(platname: string): string[];
  /** Next calls throw this VenueError (or stop throwing with undefined). */
  failWith(platname: string, failure: VenueError | undefined): void;
  /**
   * The next call ignores the cursor sent and answers from entry `from` (a replay), with the
   * cursor after what it answered, or `backTo` when given (a cursor that goes backwards).
   */
  rewind(platname: string, from: number, backTo?: string): void;
  /**
   * Every call answers the same page and the same cursor (a venue stuck on a page), or with
   * `moving`, a new cursor each time (a venue that never runs out).
   */
  stuck(platname: string, page: BetRecord[] | undefined, moving?: boolean): void;
  /** Page size of the fake venues. */
  readonly pageSize: number;
}

export function installFakeVenues(ctx: AppContext, pageSize = 500): FakeFeeds {
  const logs = new Map<string, BetRecord[]>();
  const asked = new Map<string, string[]>();
  const failures = new Map<string, VenueError>();
  const rewinds = new Map<string, { from: number; backTo?: string }>();
  const stuckPages = new Map<string, { page: BetRecord[]; moving: boolean }>();
  let stuckCalls = 0;
  const log = (platname: string) => {
    let entries = logs.get(platname);
    if (!entries) logs.set(platname, (entries = []));
    return entries;
  };

  setVenueAdapterFactory(ctx, (appCtx, venue) => {
    const base = createDemoVenue(appCtx, venue.platname, {});
    const platname = venue.platname;
    return {
      ...base,
      fetchBetRecords: async (cursor: string) => {
        const calls = asked.get(platname) ?? [];
        calls.push(cursor);
        asked.set(platname, calls);
        await Promise.resolve();
        const failure = failures.get(platname);
        if (failure) throw failure;
        const stuck = stuckPages.get(platname);
        if (stuck) {
          stuckCalls += 1;
          return { records: stuck.page, cursor: stuck.moving ? `stuck${stuckCalls}` : 'stuck' };
        }
        const entries = log(platname);
        const rewind = rewinds.get(platname);
        rewinds.delete(platname);
        // A cursor this venue did not hand out ('' at first) reads from the start.
        const read = Number(cursor);
        const from = rewind ? rewind.from : Number.isInteger(read) && read > 0 ? read : 0;
        const records = entries.slice(from, from + pageSize);
        const next = rewind?.backTo ?? String(from + records.length);
        return { records, cursor: next };
      },
    };
  });

  return {
    pageSize,
    add: (platname, ...records) => log(platname).push(...records),
    asked: (platname) => asked.get(platname) ?? [],
    failWith: (platname, failure) => {
      if (failure) failures.set(platname, failure);
      else failures.delete(platname);
    },
    rewind: (platname, from, backTo) =>
      rewinds.set(platname, backTo === undefined ? { from } : { from, backTo }),
    stuck: (platname, page, moving = false) => {
      if (page) stuckPages.set(platname, { page, moving });
      else stuckPages.delete(platname);
    },
  };
}

let serial = 0;
/** Tells this run's bet ids from another's. */
const RUN = randomBytes(4).toString('hex').toUpperCase();

/** A settled bet of `yuan` (valid = bet), won `winYuan`, at `betAt` (default: the venue's time, the system's). */
export function bet(playerRef: string, over: Partial<BetRecord> = {}): BetRecord {
  serial += 1;
  return {
    betId: `B${RUN}${serial}`,
    playerRef,
    gameCode: 'slot-1',
    betMinor: 10_000n,
    validBetMinor: 10_000n,
    winLossMinor: -10_000n,
    status: 1,
    betAt: systemClock.now(),
    ...over,
  };
}
