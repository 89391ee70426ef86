import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { VenueError, type BetRecord } from '../venues/index.ts';
import { allVenueAdapters, userIdForPlayerRef, type VenueHandle } from '../venues/index.ts';
import type { Selectable } from 'kysely';
import type { BetRecordsTable } from './tables.ts';

/**
 * Bet records pulled from the venues by cursor (DESIGN §6), idempotently.
 *
 * Per venue: read our stored cursor (venue_bet_cursors; '' before the first pull), ask the venue
 * for the records after it, and in ONE transaction store them and move the cursor to the one the
 * venue answered. The cursor is the venue's and opaque to us: when a venue answers an older one
 * (it goes backwards or repeats), the records come again and are stored once, so nothing is
 * compared or refused. While a venue answers a full page (VENUE_PAGE_FULL records) there may be
 * more, so it is asked again, at most MAX_PAGES_PER_VENUE times per run and never with a cursor
 * that did not move.
 *
 * One row per (platname, bet_id). A record pulled again is stored once. Status: 2 (unsettled) is
 * the only state that changes; when a venue re-sends an unsettled bet with another status (1
 * settled, 0 invalid) or other amounts, the row takes the new status, valid bet and win/loss. A
 * settled or invalid row is final: a replay of an older version (a cursor gone backwards may
 * bring back the unsettled one) must never undo a settlement, and the adapter's records carry no
 * version to tell an old copy from a correction. (A provider that voids settled bets needs that
 * version in the adapter first.)
 *
 * Records of a player ref we do not know, or that break the record's limits, are skipped and
 * logged; they do not hold the cursor back (one bad record must not stop a venue for ever).
 * A venue that fails is logged and left at its cursor; the other venues go on.
 *
 * Several pullers (the job, the betrecord call, several nodes) are safe together: on this node
 * concurrent calls share one run; across nodes, inserts are idempotent and the cursor moves only
 * from the value this run read (compare and set), so a slower puller never moves it back.
 */

/** Pulling needs the app: the venues' adapters and this module's pull state live in it. */
export type BetContext = AppContext;

/** Where the puller reports skipped records and failing venues (pino's app.log or console). */
export interface BetLog {
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
}

/** A page this long means the venue may hold more after it (the demo venue answers 500 at most). */
export const VENUE_PAGE_FULL = 500;
/** Pages asked of one venue in one run, so that a venue always answering full pages ends. */
export const MAX_PAGES_PER_VENUE = 20;
/** Records a venue may answer in one page; more is treated as a failure of that venue. */
export const MAX_RECORDS_PER_PAGE = 5_000;
/** A venue that has not answered a page by then is taken as failed this run (timeout). */
export const FETCH_TIMEOUT_MS = 30_000;
/** Rows per INSERT statement (parameters stay far below both engines' limits). */
const INSERT_CHUNK = 100;
export const BET_JOB_INTERVAL_MS = 10_000;
/** How often the betrecord call (and the turnover) may ask the venues on this node. */
export const BET_REFRESH_MIN_INTERVAL_MS = 2_000;
/** How long such a call waits for that pull before answering from what is stored. */
export const BET_REFRESH_MAX_WAIT_MS = 3_000;

const BET_ID_MAX = 64;
const GAME_CODE_MAX = 64;
const CURSOR_MAX = 128;
const UNSETTLED = 2;

export interface VenuePullReport {
  platname: string;
  /** Venue calls made. */
  pages: number;
  /** Records the venue answered (replays included). */
  fetched: number;
  /** Records written: new rows and unsettled rows brought up to date (replays excluded). */
  stored: number;
  /** Records skipped: unknown player ref, or outside the limits of a record. */
  skipped: number;
  /** The cursor stored after this run. */
  cursor: string;
  /** Why the venue stopped early (its failure); undefined when it was read to the end. */
  error?: string;
}

export interface PullReport {
  venues: VenuePullReport[];
}

const silentLog: BetLog = { warn: () => {}, error: () => {} };

/** This app's pull state: the run under way (shared by callers) and when the last one started. */
interface PullState {
  running: Promise<PullReport> | undefined;
  lastStarted: number | undefined;
}

const pullState = defineAppState<PullState>('bets.pull', () => ({
  running: undefined,
  lastStarted: undefined,
}));

/** The log of pulls in this app (the app's logger). */
function logOf(ctx: BetContext): BetLog {
  return ctx.log ?? silentLog;
}

// ---- one venue ----------------------------------------------------------------------------------

async function readCursor(store: Store, platname: string): Promise<string | undefined> {
  const row = await store.db
    .selectFrom('venue_bet_cursors')
    .select('cursor')
    .where('platname', '=', platname)
    .executeTakeFirst();
  return row?.cursor;
}

/**
 * Moves the cursor from `from` (undefined: no row yet) to `to`; false when another puller moved it
 * first (then that puller is ahead or level, and this run stops for the venue).
 */
async function moveCursor(
  tx: Tx,
  platname: string,
  from: string | undefined,
  to: string,
  now: number,
): Promise<boolean> {
  if (from === undefined) {
    const inserted = await tx
      .insertInto('venue_bet_cursors')
      .values({ platname, cursor: to, updated_at: now })
      .onConflict((oc) => oc.column('platname').doNothing())
      .executeTakeFirst();
    return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }
  const updated = await tx
    .updateTable('venue_bet_cursors')
    .set({ cursor: to, updated_at: now })
    .where('platname', '=', platname)
    .where('cursor', '=', from)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** The venue's answer, or a 'timeout' VenueError after FETCH_TIMEOUT_MS (a run must end). */
async function withTimeout<T>(work: Promise<T>, platname: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new VenueError('timeout', `${platname}: bet records timed out`)),
      FETCH_TIMEOUT_MS,
    );
    timer.unref();
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function recordProblem(record: BetRecord): string | undefined {
  if (typeof record !== 'object' || record === null) return 'record';
  if (typeof record.playerRef !== 'string' || record.playerRef.length > 64) return 'player ref';
  if (typeof record.betId !== 'string' || record.betId === '' || record.betId.length > BET_ID_MAX)
    return 'bet id';
  if (typeof record.gameCode !== 'string' || record.gameCode.length > GAME_CODE_MAX)
    return 'game code';
  if (record.status !== 0 && record.status !== 1 && record.status !== 2) return 'status';
  if (!Number.isSafeInteger(record.betAt) || record.betAt <= 0) return 'bet time';
  for (const amount of [record.betMinor, record.validBetMinor, record.winLossMinor]) {
    if (typeof amount !== 'bigint') return 'amount';
  }
  if (record.betMinor < 0n || record.validBetMinor < 0n) return 'amount';
  return undefined;
}

/** A bet_records row as written (its id is the database's). */
type Row = Omit<Selectable<BetRecordsTable>, 'id'>;

/**
 * One row per bet id of the page, as applying its records in order would leave it: a later copy
 * replaces an unsettled one, nothing replaces a settled or invalid one. (One statement may not
 * touch the same row twice.)
 */
function collapse(rows: Row[]): Row[] {
  const byBet = new Map<string, Row>();
  for (const row of rows) {
    const seen = byBet.get(row.bet_id);
    if (!seen || seen.status === UNSETTLED) byBet.set(row.bet_id, row);
  }
  return [...byBet.values()];
}

async function storeRows(tx: Tx, rows: Row[]): Promise<number> {
  let stored = 0;
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    const result = await tx
      .insertInto('bet_records')
      .values(rows.slice(at, at + INSERT_CHUNK))
      .onConflict((oc) =>
        oc
          .columns(['platname', 'bet_id'])
          .doUpdateSet((eb) => ({
            status: eb.ref('excluded.status'),
            valid_bet_minor: eb.ref('excluded.valid_bet_minor'),
            win_loss_minor: eb.ref('excluded.win_loss_minor'),
          }))
          .where('bet_records.status', '=', UNSETTLED)
          // An unsettled copy sent again unchanged is not a change.
          .where((eb) =>
            eb.or([
              eb('bet_records.status', '<>', eb.ref('excluded.status')),
              eb('bet_records.valid_bet_minor', '<>', eb.ref('excluded.valid_bet_minor')),
              eb('bet_records.win_loss_minor', '<>', eb.ref('excluded.win_loss_minor')),
            ]),
          ),
      )
      .executeTakeFirst();
    stored += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return stored;
}

/**
 * Pulls one venue up to date (or MAX_PAGES_PER_VENUE pages). Not shared with concurrent callers:
 * `pullBetRecords` is the entry point; this one is safe to run in parallel all the same.
 */
export async function pullVenueBetRecords(
  ctx: BetContext,
  venue: Pick<VenueHandle, 'platname' | 'adapter'>,
  log: BetLog = logOf(ctx),
): Promise<VenuePullReport> {
  const { store } = ctx;
  const { platname, adapter } = venue;
  let cursor = await readCursor(store, platname);
  const report: VenuePullReport = {
    platname,
    pages: 0,
    fetched: 0,
    stored: 0,
    skipped: 0,
    cursor: cursor ?? '',
  };
  const users = new Map<string, number | undefined>();
  try {
    while (report.pages < MAX_PAGES_PER_VENUE) {
      const asked = cursor ?? '';
      const page = await withTimeout(adapter.fetchBetRecords(asked), platname);
      report.pages += 1;
      checkPage(page, platname);
      report.fetched += page.records.length;

      const now = ctx.clock.now();
      const rows = await rowsOfPage(ctx, platname, page.records, { users, report, log, now });

      const { stored, moved } = await inTransaction(store, async (tx) => ({
        stored: await storeRows(tx, collapse(rows)),
        moved: await moveCursor(tx, platname, cursor, page.cursor, now),
      }));
      report.stored += stored;
      if (!moved) {
        // Another puller moved the cursor meanwhile: it is at least as far; leave the venue to it.
        report.cursor = (await readCursor(store, platname)) ?? '';
        break;
      }
      cursor = page.cursor;
      report.cursor = cursor;
      if (page.records.length < VENUE_PAGE_FULL || page.cursor === asked) break;
    }
  } catch (error) {
    report.error = error instanceof Error ? error.message : String(error);
    if (error instanceof VenueError) {
      log.warn({ platname, failure: error.failure, err: error }, 'bet records: venue failed');
    } else {
      log.error({ platname, err: error }, 'bet records: pull of a venue failed');
    }
  }
  return report;
}

/** A venue's page within our limits (records and cursor), or an error that ends the pull. */
function checkPage(page: { records: unknown; cursor: unknown }, platname: string): void {
  if (!Array.isArray(page.records) || page.records.length > MAX_RECORDS_PER_PAGE) {
    throw new Error(`${platname}: page of bet records out of limits`);
  }
  if (typeof page.cursor !== 'string' || page.cursor.length > CURSOR_MAX) {
    throw new Error(`${platname}: bet record cursor out of limits`);
  }
}

/**
 * The page's records as rows: a record out of limits or of a player we do not know is skipped
 * (counted, logged); `users` keeps each player_ref's user across the pages of a pull.
 */
async function rowsOfPage(
  ctx: BetContext,
  platname: string,
  records: BetRecord[],
  pull: {
    users: Map<string, number | undefined>;
    report: VenuePullReport;
    log: BetLog;
    now: number;
  },
): Promise<Row[]> {
  const { users, report, log, now } = pull;
  const rows: Row[] = [];
  for (const record of records) {
    const problem = recordProblem(record);
    if (problem) {
      report.skipped += 1;
      const betId = String((record as Partial<BetRecord> | null)?.betId).slice(0, 80);
      log.warn({ platname, betId, problem }, 'bet record out of limits skipped');
      continue;
    }
    if (!users.has(record.playerRef)) {
      users.set(record.playerRef, await userIdForPlayerRef(ctx, platname, record.playerRef));
    }
    const userId = users.get(record.playerRef);
    if (userId === undefined) {
      report.skipped += 1;
      log.warn(
        { platname, playerRef: record.playerRef, betId: record.betId },
        'bet record of an unknown player skipped',
      );
      continue;
    }
    rows.push({
      user_id: userId,
      platname,
      bet_id: record.betId,
      game_code: record.gameCode,
      bet_minor: record.betMinor,
      valid_bet_minor: record.validBetMinor,
      win_loss_minor: record.winLossMinor,
      status: record.status,
      bet_at: record.betAt,
      created_at: now,
    });
  }
  return rows;
}

// ---- every venue --------------------------------------------------------------------------------

async function pullAll(ctx: BetContext, log: BetLog): Promise<PullReport> {
  const venues = await allVenueAdapters(ctx);
  // One venue failing (or slow) does not hold the others: they run side by side.
  const reports = await Promise.all(venues.map((venue) => pullVenueBetRecords(ctx, venue, log)));
  return { venues: reports };
}

/**
 * Brings every venue's bet records up to date. Calls made while a run is under way on this store
 * share that run (and its report). A venue's failure is in its report, not thrown.
 */
export function pullBetRecords(ctx: BetContext): Promise<PullReport> {
  const state = pullState(ctx);
  if (state.running) return state.running;
  state.lastStarted = ctx.clock.now();
  const run = pullAll(ctx, logOf(ctx)).finally(() => {
    state.running = undefined;
  });
  state.running = run;
  return run;
}

/**
 * For calls that show or use bet records (betrecord, the turnover): pulls first, but at most once
 * per BET_REFRESH_MIN_INTERVAL_MS on this node, and waits at most BET_REFRESH_MAX_WAIT_MS for it
 * (the run goes on in the background). Never throws: a venue down leaves what is stored.
 */
export async function refreshBetRecords(ctx: BetContext): Promise<void> {
  const state = pullState(ctx);
  const last = state.lastStarted;
  const inFlight = state.running;
  const now = ctx.clock.now();
  if (
    !inFlight &&
    last !== undefined &&
    now - last >= 0 &&
    now - last < BET_REFRESH_MIN_INTERVAL_MS
  )
    return;
  const run = pullBetRecords(ctx).catch((error: unknown) => {
    logOf(ctx).error({ err: error }, 'bet records: pull failed');
  });
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, BET_REFRESH_MAX_WAIT_MS);
    timer.unref();
  });
  await Promise.race([run, waited]);
  clearTimeout(timer);
}

/** Pulling as a scheduled job: every BET_JOB_INTERVAL_MS, one node per slot. */
export function betJobs(ctx: BetContext): JobDefinition[] {
  return [
    {
      name: 'bets.pull',
      schedule: { every: BET_JOB_INTERVAL_MS / 1000 },
      maxAttempts: 1,
      handler: async () => {
        await pullBetRecords(ctx);
      },
    },
  ];
}
