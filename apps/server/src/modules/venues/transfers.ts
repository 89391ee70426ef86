import { randomBytes } from 'node:crypto';
import { PLATFORM_WALLET, TRANSFER_STATE } from '@app/contract/venues';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { moveWithVenue, playerBalance } from '../ledger/index.ts';
import { admitStake } from '../protection/index.ts';
import { VenueError, type VenueAdapter } from './adapter.ts';
import { accountsOf, ensureVenueAccount, safeCall } from './accounts.ts';
import { adapterOf, findVenue, venueWithAccount, type VenueContext } from './catalogue.ts';
import { isSeamlessKind } from './registry.ts';
import { venueInKey, venueOutKey, venueReverseKey } from './ledger-keys.ts';
import { storeTransferStatus, transferStatus as storedTransferStatus } from './transfer-prefs.ts';

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
 *
 * A venue whose books are in our database (the house venue) takes part in our transaction instead
 * (`transferJointly`): one commit for the row, our move and the venue's, never pending.
 */

const { failed: FAILED, success: SUCCESS, pending: PENDING } = TRANSFER_STATE;

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

export interface TransferRow {
  id: number;
  order_no: string;
  user_id: number;
  platname: string;
  direction: 'in' | 'out';
  amount_minor: bigint;
}

function newOrderNo(now: number): string {
  // 'VT' + time (base 36) + 48 random bits: unique, sortable by time, within varchar(40).
  return `VT${now.toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase();
}

/**
 * Settles a pending row as the venue's outcome says, once: the conditional state change and the
 * ledger transfer are one transaction. Answers the row's final state (someone else's, when another
 * settler got there first).
 */
export async function settle(
  ctx: VenueContext,
  row: TransferRow,
  outcome: 'succeeded' | 'failed',
  error = '',
): Promise<number> {
  const { store } = ctx;
  const next = outcome === 'succeeded' ? SUCCESS : FAILED;
  const moveBack = row.direction === 'in' && outcome === 'failed';
  const moveOut = row.direction === 'out' && outcome === 'succeeded';
  const mark = (db: Tx | Store['db']) =>
    db
      .updateTable('venue_transfers')
      .set({ state: next, error: error.slice(0, 255), updated_at: ctx.clock.now() })
      .where('id', '=', row.id)
      .where('state', '=', PENDING)
      .executeTakeFirst();
  const stateNow = async (db: Tx | Store['db']) =>
    (
      await db
        .selectFrom('venue_transfers')
        .select('state')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow()
    ).state;
  if (!moveBack && !moveOut) {
    // Nothing moves (a transfer in confirmed, a transfer out refused): the conditional update
    // alone is the settlement, one statement.
    const updated = await mark(store.db);
    return Number(updated.numUpdatedRows) === 0 ? stateNow(store.db) : next;
  }
  return inTransaction(store, async (tx) => {
    const updated = await mark(tx);
    if (Number(updated.numUpdatedRows) === 0) return stateNow(tx);
    // The row and its ledger transfer in were written in one transaction.
    await moveWithVenue(ctx, tx, {
      userId: row.user_id,
      platname: row.platname,
      amountMinor: -row.amount_minor,
      key: moveBack ? venueReverseKey(row.order_no) : venueOutKey(row.order_no),
      kind: moveBack ? 'venue_in_reversed' : 'venue_out',
      memo: row.platname,
      ...(moveBack ? { reversesKey: venueInKey(row.order_no) } : {}),
    });
    return next;
  });
}

/** Calls the venue for a pending row and settles what can be known now. */
async function performAtVenue(
  ctx: VenueContext,
  row: TransferRow,
  venueCall: () => Promise<void>,
): Promise<TransferOutcome> {
  const outcome = (state: number, error = '') => outcomeOf(row, state, error);
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
      .set({ error: note, updated_at: ctx.clock.now() })
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
  now: number,
  settled: { state: number; error: string } = { state: PENDING, error: '' },
): Promise<TransferRow> {
  const values = {
    order_no: newOrderNo(now),
    user_id: userId,
    platname,
    direction,
    amount_minor: amountMinor,
    state: settled.state,
    error: settled.error.slice(0, 255),
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

function outcomeOf(row: TransferRow, state: number, error = ''): TransferOutcome {
  return {
    orderNo: row.order_no,
    platname: row.platname,
    direction: row.direction,
    amountMinor: row.amount_minor,
    state,
    error,
  };
}

interface JointTransfer {
  userId: number;
  platname: string;
  playerRef: string;
  direction: 'in' | 'out';
  amountMinor: bigint;
}

/**
 * A transfer with a venue whose books are in our database (its adapter has
 * `transferInTransaction`: the house venue): the row, written settled, our ledger move and the
 * venue's half are one transaction, so the transfer is never pending and nothing is left for
 * reconciliation. A venue's refusal (e.g. `insufficient` out) rolls it all back; the row is then
 * written failed (0), moving nothing, as a refused transfer is everywhere else.
 */
async function transferJointly(
  ctx: VenueContext,
  adapter: VenueAdapter,
  t: JointTransfer,
): Promise<TransferOutcome> {
  const { userId, platname, playerRef, direction, amountMinor } = t;
  try {
    const row = await inTransaction(ctx.store, async (tx) => {
      // Money into a venue is at stake: player protection admits it first (DESIGN §12).
      if (direction === 'in') await admitStake(ctx, tx, { userId, amountMinor, kind: 'venue' });
      const now = ctx.clock.now();
      const settled = { state: SUCCESS, error: '' };
      const inserted = await insertRow(tx, userId, platname, direction, amountMinor, now, settled);
      const order = { orderId: inserted.order_no, playerRef, amountMinor };
      const ours = {
        userId,
        platname,
        amountMinor: direction === 'in' ? amountMinor : -amountMinor,
        key: direction === 'in' ? venueInKey(inserted.order_no) : venueOutKey(inserted.order_no),
        kind: direction === 'in' ? ('venue_in' as const) : ('venue_out' as const),
        memo: platname,
      };
      // Ours first in both directions: the same lock order for every transfer of a player (a
      // venue's refusal, e.g. not enough in its wallet, still rolls ours back).
      await moveWithVenue(ctx, tx, ours);
      await adapter.transferInTransaction!(tx, direction, order);
      return inserted;
    });
    return outcomeOf(row, SUCCESS);
  } catch (error) {
    if (!(error instanceof VenueError && error.certainlyNotDone)) throw error;
    const why = error.reason || error.failure;
    const settled = { state: FAILED, error: why };
    const now = ctx.clock.now();
    const row = await insertRow(
      ctx.store.db,
      userId,
      platname,
      direction,
      amountMinor,
      now,
      settled,
    );
    return outcomeOf(row, FAILED, why);
  }
}

function assertPositive(amountMinor: bigint): void {
  if (amountMinor <= 0n) throw new DomainError('transfer_amount_positive');
}

/** Platform wallet -> venue. Refuses 余额不足 (422) when the wallet lacks the amount. */
export async function transferToVenue(
  ctx: VenueContext,
  userId: number,
  platname: string,
  amountMinor: bigint,
): Promise<TransferOutcome> {
  assertPositive(amountMinor);
  const found = await venueWithAccount(ctx, userId, platname);
  if (!found || found.venue.enabled !== 1) throw new DomainError('venue_unknown');
  const { venue } = found;
  // A seamless venue plays from the platform wallet itself: nothing to move into it.
  if (isSeamlessKind(ctx, venue.adapter)) throw new DomainError('venue_seamless');
  const playerRef =
    found.playerRef ?? (await ensureVenueAccount(ctx, userId, venue).catch(venueDown));
  const adapter = adapterOf(ctx, venue);
  if (adapter.transferInTransaction) {
    return transferJointly(ctx, adapter, {
      userId,
      platname,
      playerRef,
      direction: 'in',
      amountMinor,
    });
  }
  const { store } = ctx;
  const row = await inTransaction(store, async (tx) => {
    // Money into a venue is at stake: player protection admits it first (DESIGN §12).
    await admitStake(ctx, tx, { userId, amountMinor, kind: 'venue' });
    const inserted = await insertRow(tx, userId, platname, 'in', amountMinor, ctx.clock.now());
    await moveWithVenue(ctx, tx, {
      userId,
      platname,
      amountMinor,
      key: venueInKey(inserted.order_no),
      kind: 'venue_in',
      memo: platname,
    });
    return inserted;
  });
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
  const found = await venueWithAccount(ctx, userId, platname);
  if (!found) throw new DomainError('venue_unknown');
  const { venue } = found;
  const playerRef =
    found.playerRef ?? (await ensureVenueAccount(ctx, userId, venue).catch(venueDown));
  const adapter = adapterOf(ctx, venue);
  if (adapter.transferInTransaction) {
    return transferJointly(ctx, adapter, {
      userId,
      platname,
      playerRef,
      direction: 'out',
      amountMinor,
    });
  }
  const row = await insertRow(ctx.store.db, userId, platname, 'out', amountMinor, ctx.clock.now());
  return performAtVenue(ctx, row, () =>
    adapter.transferOut({ orderId: row.order_no, playerRef, amountMinor }),
  );
}

function venueDown(error: unknown): never {
  if (error instanceof VenueError) throw new DomainError('venue_failed');
  throw error;
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
  if (amountMinor === undefined) throw new DomainError('transfer_amount_required');
  assertPositive(amountMinor);
  const fromWallet = sourcetype === PLATFORM_WALLET;
  const toWallet = targettype === PLATFORM_WALLET;
  if (fromWallet && toWallet) throw new DomainError('transfer_same_wallet');
  if (!fromWallet && !toWallet) throw new DomainError('venue_to_venue');
  if ((await storedTransferStatus(ctx.store, userId)) === 1)
    throw new DomainError('auto_transfer_on');
  const result = fromWallet
    ? await transferToVenue(ctx, userId, targettype, amountMinor)
    : await transferFromVenue(ctx, userId, sourcetype, amountMinor);
  if (result.state === FAILED) {
    if (result.error === 'insufficient') throw new DomainError('insufficient_balance');
    throw new DomainError('venue_failed');
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
  await storeTransferStatus(ctx.store, userId, transferstatus, ctx.clock.now());
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
  if ((await storedTransferStatus(ctx.store, userId)) !== 1) return null;
  await recoverAll(ctx, userId, { except: platname });
  // A seamless venue plays from the platform wallet: the money came back to it, and stays.
  const venue = await findVenue(ctx, platname);
  if (!venue || isSeamlessKind(ctx, venue.adapter)) return null;
  const balance = await playerBalance(ctx.store, userId);
  if (balance <= 0n) return null;
  return transferToVenue(ctx, userId, platname, balance);
}
