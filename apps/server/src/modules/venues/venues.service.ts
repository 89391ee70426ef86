import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { LIMITS } from '@app/contract/limits';
import { MSG } from '@app/contract/messages';
import { PLATFORM_WALLET, TRANSFER_STATE } from '@app/contract/venues';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { AppError, badRequest, refused } from '../../platform/http/errors.ts';
import {
  ensureAccount,
  ensurePlayerWallet,
  inTransaction,
  playerBalance,
  postTransfer,
} from '../ledger/ledger.service.ts';
import { VenueError, type VenueAdapter } from './adapter.ts';
import { adapterFor } from './registry.ts';

/**
 * Venue wallets and transfers (DESIGN §5, §6; spec part 2 "Venue transfer").
 *
 * Money model. A player's money sent to a venue sits in the ledger account
 * `user:{id}:venue:{platname}` (kind player_venue, may go negative: it is the net sent, and play at
 * the venue makes the venue's own wallet differ). Every transfer has a venue_transfers row whose
 * order number is the venue's order id and the root of every ledger idempotency key it posts, so a
 * replay can never move money twice:
 *
 * - IN (wallet -> venue): one transaction inserts the row (state 2) and posts wallet -> venue
 *   account (`venue-in:{order}`); then the venue is called. Success -> 1. A venue that certainly
 *   did nothing -> 0 and a reversing transfer (`venue-reverse:{order}`). No answer -> stays 2.
 * - OUT (venue -> wallet): the row is inserted (state 2); then the venue is called. Success -> one
 *   transaction sets 1 and posts venue account -> wallet (`venue-out:{order}`). Certainly nothing
 *   done -> 0 (nothing moved). No answer -> stays 2.
 * - Rows left at 2 are settled by `reconcileVenueTransfers`, which asks the venue what became of
 *   the order and settles exactly as above. It never guesses.
 *
 * State changes are conditional (`where state = 2`), so two settlers cannot both settle a row.
 */

export type VenueContext = Pick<AppContext, 'store'>;

export const VENUE_SEED: readonly { platname: string; name: string; category: string }[] = [
  { platname: 'ag', name: 'AG真人', category: 'live' },
  { platname: 'bg', name: 'BG真人', category: 'live' },
  { platname: 'bbin', name: 'BBIN真人', category: 'live' },
  { platname: 'ob', name: 'OB电子', category: 'slots' },
  { platname: 'fg', name: 'FG电子', category: 'slots' },
  { platname: 'pp', name: 'PP电子', category: 'slots' },
  { platname: 'ae', name: 'AE电子', category: 'slots' },
  { platname: 'ky', name: '开元棋牌', category: 'chess' },
  { platname: 'sb', name: '沙巴体育', category: 'sports' },
  { platname: 'ia', name: 'IA电竞', category: 'esports' },
];

const { failed: FAILED, success: SUCCESS, pending: PENDING } = TRANSFER_STATE;

/** Venue calls that change nothing (balance) or are idempotent (register) are tried this often. */
const SAFE_CALL_ATTEMPTS = 3;
/** Pending rows settled per reconciliation run. */
const RECONCILE_BATCH = 200;
export const RECONCILE_INTERVAL_MS = 15_000;
/** A pending row is left alone this long, so the call that created it has finished. */
export const RECONCILE_MIN_AGE_MS = 30_000;

interface Venue {
  platname: string;
  name: string;
  category: string;
  adapter: string;
  enabled: number;
}

// ---- venues -------------------------------------------------------------------------------------

const seededStores = new WeakSet<Store>();

/** Seeds the venues of the demo platform when the table is empty (at start, and lazily). */
export async function ensureVenues(ctx: VenueContext): Promise<{ seeded: boolean }> {
  const { store } = ctx;
  if (seededStores.has(store)) return { seeded: false };
  const any = await store.db.selectFrom('venues').select('id').limit(1).executeTakeFirst();
  let seeded = false;
  if (!any) {
    const now = Date.now();
    await store.db
      .insertInto('venues')
      .values(
        VENUE_SEED.map((venue, index) => ({
          ...venue,
          adapter: 'demo',
          enabled: 1,
          sort: index + 1,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.column('platname').doNothing())
      .execute();
    seeded = true;
  }
  seededStores.add(store);
  return { seeded };
}

const VENUE_COLUMNS = ['platname', 'name', 'category', 'adapter', 'enabled'] as const;

/**
 * The venues a player sees: every enabled one, plus a disabled one where the player has an account
 * (so money left there stays visible and recoverable). In display order.
 */
async function playerVenues(ctx: VenueContext, userId: number): Promise<Venue[]> {
  await ensureVenues(ctx);
  return ctx.store.db
    .selectFrom('venues as v')
    .select(VENUE_COLUMNS.map((c) => `v.${c}` as const))
    .where((eb) =>
      eb.or([
        eb('v.enabled', '=', 1),
        eb.exists(
          eb
            .selectFrom('venue_accounts as a')
            .select('a.id')
            .whereRef('a.platname', '=', 'v.platname')
            .where('a.user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('v.sort')
    .orderBy('v.id')
    .execute();
}

async function findVenue(ctx: VenueContext, platname: string): Promise<Venue | undefined> {
  await ensureVenues(ctx);
  if (platname === '') return undefined;
  return ctx.store.db
    .selectFrom('venues')
    .select([...VENUE_COLUMNS])
    .where('platname', '=', platname)
    .executeTakeFirst();
}

function adapterOf(ctx: VenueContext, venue: Venue): VenueAdapter {
  return adapterFor(ctx.store, venue);
}

// ---- accounts -----------------------------------------------------------------------------------

/** The player's name at every venue (deterministic, so registering again is harmless). */
export function playerRefFor(userId: number): string {
  return `u${userId}`;
}

export function venueAccountCode(userId: number, platname: string): string {
  return `user:${userId}:venue:${platname}`;
}

function ensureVenueLedgerAccount(tx: Tx, userId: number, platname: string): Promise<number> {
  return ensureAccount(tx, {
    code: venueAccountCode(userId, platname),
    kind: 'player_venue',
    userId,
    allowNegative: true,
  });
}

/** Tries a call that changes nothing or is idempotent, a bounded number of times. */
async function safeCall<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const retry =
        error instanceof VenueError && error.failure !== 'refused' && attempt < SAFE_CALL_ATTEMPTS;
      if (!retry) throw error;
    }
  }
}

/** Registers the player at the venue on first use (venue_accounts row and ledger account). */
async function ensureVenueAccount(
  ctx: VenueContext,
  userId: number,
  venue: Venue,
): Promise<string> {
  const found = await ctx.store.db
    .selectFrom('venue_accounts')
    .select('player_ref')
    .where('user_id', '=', userId)
    .where('platname', '=', venue.platname)
    .executeTakeFirst();
  if (found) return found.player_ref;
  const playerRef = playerRefFor(userId);
  await safeCall(() => adapterOf(ctx, venue).registerPlayer(playerRef));
  await inTransaction(ctx.store, async (tx) => {
    await tx
      .insertInto('venue_accounts')
      .values({
        user_id: userId,
        platname: venue.platname,
        player_ref: playerRef,
        created_at: Date.now(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'platname']).doNothing())
      .execute();
    await ensureVenueLedgerAccount(tx, userId, venue.platname);
  });
  return playerRef;
}

// ---- balances -----------------------------------------------------------------------------------

export interface VenueBalanceItem {
  platname: string;
  name: string;
  category: string;
  /** null when the venue did not answer. */
  balanceMinor: bigint | null;
}

/** The player's wallet at each venue they see, as each venue answers it (spec: balancelist). */
export async function venueBalances(
  ctx: VenueContext,
  userId: number,
): Promise<VenueBalanceItem[]> {
  const venues = await playerVenues(ctx, userId);
  return Promise.all(
    venues.map(async (venue) => {
      let balanceMinor: bigint | null = null;
      try {
        const playerRef = await ensureVenueAccount(ctx, userId, venue);
        balanceMinor = await safeCall(() => adapterOf(ctx, venue).balance(playerRef));
      } catch (error) {
        if (!(error instanceof VenueError)) throw error;
      }
      return { platname: venue.platname, name: venue.name, category: venue.category, balanceMinor };
    }),
  );
}

/** The venues where this player has an account, with their adapters. */
async function accountsOf(ctx: VenueContext, userId: number) {
  await ensureVenues(ctx);
  return ctx.store.db
    .selectFrom('venue_accounts as a')
    .innerJoin('venues as v', 'v.platname', 'a.platname')
    .select([...VENUE_COLUMNS.map((c) => `v.${c}` as const), 'a.player_ref'])
    .where('a.user_id', '=', userId)
    .orderBy('v.sort')
    .orderBy('v.id')
    .execute();
}

/**
 * Sum of the player's wallets at every venue they have an account at, as the venues answer
 * (userInfo.gameblance). A venue that does not answer counts as nothing this time.
 */
export async function totalVenueBalanceMinor(ctx: VenueContext, userId: number): Promise<bigint> {
  const accounts = await accountsOf(ctx, userId);
  const balances = await Promise.all(
    accounts.map(async (account) => {
      try {
        return await safeCall(() => adapterOf(ctx, account).balance(account.player_ref));
      } catch (error) {
        if (error instanceof VenueError) return 0n;
        throw error;
      }
    }),
  );
  return balances.reduce((sum, b) => sum + b, 0n);
}

// ---- transfers ----------------------------------------------------------------------------------

export interface TransferOutcome {
  orderNo: string;
  platname: string;
  direction: 'in' | 'out';
  amountMinor: bigint;
  /** 0 failed, 1 success, 2 pending. */
  state: number;
  /** When failed: why ('insufficient', 'unavailable', …). */
  error: string;
}

interface TransferRow {
  id: number;
  order_no: string;
  user_id: number;
  platname: string;
  direction: 'in' | 'out';
  amount_minor: bigint;
}

function newOrderNo(): string {
  // 'VT' + time (base 36) + 48 random bits: unique, sortable by time, within varchar(40).
  return `VT${Date.now().toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase();
}

const inKey = (orderNo: string) => `venue-in:${orderNo}`;
const outKey = (orderNo: string) => `venue-out:${orderNo}`;
const reverseKey = (orderNo: string) => `venue-reverse:${orderNo}`;

/**
 * Settles a pending row as the venue's outcome says, once: the conditional state change and the
 * ledger transfer are one transaction. Answers the row's final state (someone else's, when another
 * settler got there first).
 */
async function settle(
  ctx: VenueContext,
  row: TransferRow,
  outcome: 'succeeded' | 'failed',
  error = '',
): Promise<number> {
  const { store } = ctx;
  return inTransaction(store, async (tx) => {
    const next = outcome === 'succeeded' ? SUCCESS : FAILED;
    const updated = await tx
      .updateTable('venue_transfers')
      .set({ state: next, error: error.slice(0, 255), updated_at: Date.now() })
      .where('id', '=', row.id)
      .where('state', '=', PENDING)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      const current = await tx
        .selectFrom('venue_transfers')
        .select('state')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      return current.state;
    }
    const moveBack = row.direction === 'in' && outcome === 'failed';
    const moveOut = row.direction === 'out' && outcome === 'succeeded';
    if (moveBack || moveOut) {
      const wallet = await ensurePlayerWallet(tx, row.user_id);
      const venueAccount = await ensureVenueLedgerAccount(tx, row.user_id, row.platname);
      let reversesId: number | undefined;
      if (moveBack) {
        const original = await tx
          .selectFrom('ledger_transfers')
          .select('id')
          .where('idempotency_key', '=', inKey(row.order_no))
          .executeTakeFirst();
        // The row and its ledger transfer were written in one transaction.
        if (!original) throw new Error(`venue transfer ${row.order_no} has no ledger transfer`);
        reversesId = original.id;
      }
      await postTransfer(store, tx, {
        idempotencyKey: moveBack ? reverseKey(row.order_no) : outKey(row.order_no),
        kind: moveBack ? 'venue_in_reversed' : 'venue_out',
        memo: row.platname,
        ...(reversesId === undefined ? {} : { reversesId }),
        legs: [
          { accountId: venueAccount, amountMinor: -row.amount_minor },
          { accountId: wallet, amountMinor: row.amount_minor },
        ],
      });
    }
    return next;
  });
}

/** Calls the venue for a pending row and settles what can be known now. */
async function performAtVenue(
  ctx: VenueContext,
  row: TransferRow,
  venueCall: () => Promise<void>,
): Promise<TransferOutcome> {
  const outcome = (state: number, error = ''): TransferOutcome => ({
    orderNo: row.order_no,
    platname: row.platname,
    direction: row.direction,
    amountMinor: row.amount_minor,
    state,
    error,
  });
  try {
    await venueCall();
  } catch (error) {
    if (error instanceof VenueError && error.certainlyNotDone) {
      const why = error.reason || error.failure;
      return outcome(await settle(ctx, row, 'failed', why), why);
    }
    // No answer (or one we do not understand): only the venue knows; reconciliation will ask.
    const note = error instanceof VenueError ? error.failure : 'unknown';
    await ctx.store.db
      .updateTable('venue_transfers')
      .set({ error: note, updated_at: Date.now() })
      .where('id', '=', row.id)
      .where('state', '=', PENDING)
      .execute();
    return outcome(PENDING, note);
  }
  return outcome(await settle(ctx, row, 'succeeded'));
}

async function insertRow(
  db: Tx | Store['db'],
  userId: number,
  platname: string,
  direction: 'in' | 'out',
  amountMinor: bigint,
): Promise<TransferRow> {
  const now = Date.now();
  const values = {
    order_no: newOrderNo(),
    user_id: userId,
    platname,
    direction,
    amount_minor: amountMinor,
    state: PENDING,
    error: '',
    attempts: 1,
    created_at: now,
    updated_at: now,
  };
  const inserted = await db
    .insertInto('venue_transfers')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: inserted.id, ...values };
}

function assertPositive(amountMinor: bigint): void {
  if (amountMinor <= 0n) throw badRequest(MSG.transferAmountPositive);
}

/** Platform wallet -> venue. Refuses 余额不足 (422) when the wallet lacks the amount. */
export async function transferToVenue(
  ctx: VenueContext,
  userId: number,
  platname: string,
  amountMinor: bigint,
): Promise<TransferOutcome> {
  assertPositive(amountMinor);
  const venue = await findVenue(ctx, platname);
  if (!venue || venue.enabled !== 1) throw badRequest(MSG.venueUnknown);
  const playerRef = await ensureVenueAccount(ctx, userId, venue).catch(venueDown);
  const { store } = ctx;
  const row = await inTransaction(store, async (tx) => {
    const inserted = await insertRow(tx, userId, platname, 'in', amountMinor);
    const wallet = await ensurePlayerWallet(tx, userId);
    const venueAccount = await ensureVenueLedgerAccount(tx, userId, platname);
    await postTransfer(store, tx, {
      idempotencyKey: inKey(inserted.order_no),
      kind: 'venue_in',
      memo: platname,
      legs: [
        { accountId: wallet, amountMinor: -amountMinor },
        { accountId: venueAccount, amountMinor },
      ],
    });
    return inserted;
  });
  const adapter = adapterOf(ctx, venue);
  return performAtVenue(ctx, row, () =>
    adapter.transferIn({ orderId: row.order_no, playerRef, amountMinor }),
  );
}

/** Venue -> platform wallet. The venue refuses ('insufficient') more than its wallet holds. */
export async function transferFromVenue(
  ctx: VenueContext,
  userId: number,
  platname: string,
  amountMinor: bigint,
): Promise<TransferOutcome> {
  assertPositive(amountMinor);
  // A disabled venue still gives money back.
  const venue = await findVenue(ctx, platname);
  if (!venue) throw badRequest(MSG.venueUnknown);
  const playerRef = await ensureVenueAccount(ctx, userId, venue).catch(venueDown);
  const row = await insertRow(ctx.store.db, userId, platname, 'out', amountMinor);
  const adapter = adapterOf(ctx, venue);
  return performAtVenue(ctx, row, () =>
    adapter.transferOut({ orderId: row.order_no, playerRef, amountMinor }),
  );
}

function venueDown(error: unknown): never {
  if (error instanceof VenueError) throw new AppError(502, MSG.venueFailed);
  throw error;
}

async function transferStatus(ctx: VenueContext, userId: number): Promise<number> {
  const row = await ctx.store.db
    .selectFrom('users')
    .select('transferstatus')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.transferstatus;
}

export interface ManualTransfer {
  amountMinor: bigint | undefined;
  sourcetype: string;
  targettype: string;
}

/**
 * POST /api/transfer (spec part 2 §4, §5): one side must be the platform wallet; refused while
 * automatic transfer is on. A venue that certainly did nothing answers 502 场馆转账失败 (nothing
 * moved); a pending answer is a success with state 2.
 */
export async function manualTransfer(
  ctx: VenueContext,
  userId: number,
  input: ManualTransfer,
): Promise<TransferOutcome> {
  const { amountMinor, sourcetype, targettype } = input;
  if (amountMinor === undefined) throw badRequest(MSG.transferAmountRequired);
  assertPositive(amountMinor);
  const fromWallet = sourcetype === PLATFORM_WALLET;
  const toWallet = targettype === PLATFORM_WALLET;
  if (fromWallet && toWallet) throw badRequest(MSG.transferSameWallet);
  if (!fromWallet && !toWallet) throw badRequest(MSG.venueToVenue);
  if ((await transferStatus(ctx, userId)) === 1) throw refused(MSG.autoTransferOn);
  const result = fromWallet
    ? await transferToVenue(ctx, userId, targettype, amountMinor)
    : await transferFromVenue(ctx, userId, sourcetype, amountMinor);
  if (result.state === FAILED) {
    if (result.error === 'insufficient') throw refused(MSG.insufficientBalance);
    throw new AppError(502, MSG.venueFailed);
  }
  return result;
}

export interface RecoveryResult {
  recoveredMinor: bigint;
  pending: number;
  failed: number;
}

/**
 * One-click recovery (POST /api/transall): the whole balance of every venue where the player has
 * an account back to the platform wallet, one transfer out per venue holding money.
 */
export async function recoverAll(
  ctx: VenueContext,
  userId: number,
  options: { except?: string } = {},
): Promise<RecoveryResult> {
  const accounts = (await accountsOf(ctx, userId)).filter((a) => a.platname !== options.except);
  const results = await Promise.all(
    accounts.map(async (account) => {
      const adapter = adapterOf(ctx, account);
      let balance: bigint;
      try {
        balance = await safeCall(() => adapter.balance(account.player_ref));
      } catch (error) {
        if (error instanceof VenueError) return { state: FAILED, amountMinor: 0n };
        throw error;
      }
      if (balance <= 0n) return null;
      return transferFromVenue(ctx, userId, account.platname, balance);
    }),
  );
  const result: RecoveryResult = { recoveredMinor: 0n, pending: 0, failed: 0 };
  for (const r of results) {
    if (!r) continue;
    if (r.state === SUCCESS) result.recoveredMinor += r.amountMinor;
    else if (r.state === PENDING) result.pending += 1;
    else result.failed += 1;
  }
  return result;
}

/** POST /api/uptransferstatus: 1 turns automatic transfer on, 0 off. */
export async function setTransferStatus(
  ctx: VenueContext,
  userId: number,
  transferstatus: 0 | 1,
): Promise<void> {
  await ctx.store.db
    .updateTable('users')
    .set({ transferstatus })
    .where('id', '=', userId)
    .execute();
}

/**
 * Automatic transfer (spec part 2 §4), for the game launcher: when the player has it on, every
 * other venue's money comes back and the whole platform wallet goes into this venue. Does nothing
 * when it is off. Answers the transfer into the venue, when one was made.
 */
export async function autoTransferIntoVenue(
  ctx: VenueContext,
  userId: number,
  platname: string,
): Promise<TransferOutcome | null> {
  if ((await transferStatus(ctx, userId)) !== 1) return null;
  await recoverAll(ctx, userId, { except: platname });
  const balance = await playerBalance(ctx.store, userId);
  if (balance <= 0n) return null;
  return transferToVenue(ctx, userId, platname, balance);
}

// ---- reconciliation -----------------------------------------------------------------------------

export interface ReconcileReport {
  checked: number;
  succeeded: number;
  failed: number;
  stillPending: number;
}

/**
 * Asks the venue what became of every transfer pending for at least `olderThanMs` and settles it
 * as the venue says (success, or final failure). A venue that does not answer leaves the row
 * pending for the next run. Safe to run on several nodes at once: settling is conditional and
 * every ledger key derives from the order number.
 */
export async function reconcileVenueTransfers(
  ctx: VenueContext,
  options: { olderThanMs?: number; limit?: number } = {},
): Promise<ReconcileReport> {
  const olderThanMs = options.olderThanMs ?? RECONCILE_MIN_AGE_MS;
  const limit = Math.min(options.limit ?? RECONCILE_BATCH, RECONCILE_BATCH);
  const cutoff = Date.now() - olderThanMs;
  const rows = await ctx.store.db
    .selectFrom('venue_transfers as t')
    .innerJoin('venues as v', 'v.platname', 't.platname')
    .select([
      't.id',
      't.order_no',
      't.user_id',
      't.platname',
      't.direction',
      't.amount_minor',
      'v.name',
      'v.category',
      'v.adapter',
      'v.enabled',
    ])
    .where('t.state', '=', PENDING)
    .where('t.updated_at', '<=', cutoff)
    .orderBy('t.id')
    .limit(limit)
    .execute();

  const report: ReconcileReport = { checked: 0, succeeded: 0, failed: 0, stillPending: 0 };
  for (const row of rows) {
    report.checked += 1;
    await ctx.store.db
      .updateTable('venue_transfers')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: Date.now() }))
      .where('id', '=', row.id)
      .where('state', '=', PENDING)
      .execute();
    let state: number = PENDING;
    try {
      const status = await adapterOf(ctx, row).orderStatus(row.order_no);
      if (status.status === 'failed') {
        state = await settle(ctx, row, 'failed', 'not processed by the venue');
      } else if (status.direction === row.direction && status.amountMinor === row.amount_minor) {
        state = await settle(ctx, row, 'succeeded');
      } else {
        // The venue knows this order id with other terms: an operator must look; never guess.
        await ctx.store.db
          .updateTable('venue_transfers')
          .set({ error: 'venue order differs' })
          .where('id', '=', row.id)
          .where('state', '=', PENDING)
          .execute();
      }
    } catch (error) {
      if (!(error instanceof VenueError)) throw error;
    }
    if (state === SUCCESS) report.succeeded += 1;
    else if (state === FAILED) report.failed += 1;
    else report.stillPending += 1;
  }
  return report;
}

/**
 * Runs reconciliation every 15 s (never two runs at once on this node); the timer does not keep
 * the process alive. Answers a function that stops it.
 */
export function startVenueJobs(
  ctx: VenueContext,
  log: { error: (...args: unknown[]) => void } = console,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileVenueTransfers(ctx)
      .catch((error: unknown) => log.error('venue reconciliation failed', error))
      .finally(() => {
        running = false;
      });
  }, RECONCILE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

// ---- records ------------------------------------------------------------------------------------

export interface VenueTransferRecord {
  id: number;
  platname: string;
  name: string;
  amount_minor: bigint;
  state: number;
  order_no: string;
  created_at: number;
}

/** The player's transfers in one direction since a time, newest first (transaction records). */
export async function venueTransferRecords(
  ctx: VenueContext,
  userId: number,
  query: { direction: 'in' | 'out'; sinceMs: number; page: number; pageSize: number },
): Promise<{ rows: VenueTransferRecord[]; total: number }> {
  const pageSize = Math.max(1, Math.min(Math.floor(query.pageSize), LIMITS.pageSizeMax));
  const page = Math.max(1, Math.floor(query.page));
  const base = ctx.store.db
    .selectFrom('venue_transfers as t')
    .where('t.user_id', '=', userId)
    .where('t.direction', '=', query.direction)
    .where('t.created_at', '>=', query.sinceMs);
  const counted = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('venues as v', 'v.platname', 't.platname')
    .select([
      't.id',
      't.platname',
      sql<string>`coalesce(v.name, t.platname)`.as('name'),
      't.amount_minor',
      't.state',
      't.order_no',
      't.created_at',
    ])
    .orderBy('t.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows, total: Number(counted.n) };
}

// ---- games --------------------------------------------------------------------------------------

export interface VenueLaunch {
  url: string;
  /** Moved into the venue by automatic transfer on this launch (state success); null if none. */
  transferredMinor: bigint | null;
}

/**
 * Opens a game at a venue for a player (spec part 1 §7 getGameUrl): when automatic transfer is on,
 * money left at other venues comes back and the whole platform balance goes in (through the
 * ledger, as any transfer); the player is registered at the venue on first use; the venue answers
 * the address. A failed automatic transfer does not stop the launch: the money stays where it was
 * (or settles by reconciliation), and the player sees it in /transfer.
 */
export async function launchVenueGame(
  ctx: VenueContext,
  userId: number,
  platname: string,
  gameCode: string,
): Promise<VenueLaunch> {
  const venue = await findVenue(ctx, platname);
  if (!venue) throw refused(MSG.gameNotFound);
  if (venue.enabled !== 1) throw refused(MSG.venueDisabled);
  let transferredMinor: bigint | null = null;
  try {
    const outcome = await autoTransferIntoVenue(ctx, userId, platname);
    if (outcome && outcome.state === TRANSFER_STATE.success) transferredMinor = outcome.amountMinor;
  } catch (error) {
    if (!(error instanceof VenueError) && !(error instanceof AppError)) throw error;
  }
  const playerRef = await ensureVenueAccount(ctx, userId, venue);
  try {
    const url = await safeCall(() => adapterOf(ctx, venue).launchUrl(playerRef, gameCode));
    return { url, transferredMinor };
  } catch (error) {
    if (error instanceof VenueError) throw refused(MSG.launchFailed);
    throw error;
  }
}

export interface VenueHandle {
  platname: string;
  name: string;
  adapter: VenueAdapter;
}

/** Every venue (enabled or not) with its adapter: the bet-record puller asks each of them. */
export async function allVenueAdapters(ctx: VenueContext): Promise<VenueHandle[]> {
  await ensureVenues(ctx);
  const venues = await ctx.store.db
    .selectFrom('venues')
    .select([...VENUE_COLUMNS])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return venues.map((venue) => ({
    platname: venue.platname,
    name: venue.name,
    adapter: adapterOf(ctx, venue),
  }));
}

/** The user a venue's player ref belongs to (bet records name players by ref). */
export async function userIdForPlayerRef(
  ctx: VenueContext,
  platname: string,
  playerRef: string,
): Promise<number | undefined> {
  const row = await ctx.store.db
    .selectFrom('venue_accounts')
    .select('user_id')
    .where('platname', '=', platname)
    .where('player_ref', '=', playerRef)
    .executeTakeFirst();
  return row?.user_id;
}
