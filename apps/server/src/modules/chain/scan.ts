import type { Chain } from '@app/contract/chain-constants';
import { fillMessage, MSG } from '@app/contract/messages';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { displayAddress } from './addresses.ts';
import { readChainSettings, requiredConfirmations, type WatchedChain } from './chains.ts';
import { creditSink } from './sink.ts';
import { RangeTooLarge, type BlockRef, type TransferLog } from './source.ts';

/**
 * One look at a chain (the job `chain.scan.<chain>`, every CHAIN_SCAN_SECONDS, once per slot
 * across nodes), docs/chain-deposits.md:
 *
 * 1. the head; then whether the last block scanned still has the hash we saved — if not, a
 *    reorganisation: walk back to the newest saved block the chain still has, mark every transfer
 *    above it still confirming `dropped`, and rescan from there;
 * 2. from the saved position up to the head, a range at a time: the USDT contract's Transfer
 *    events, ours kept (to one of our addresses) with their block hash, and the hashes of the
 *    recent blocks; the events, the hashes and the new position commit together, and only if the
 *    position is still the one read (a second scanner of the same chain changes nothing);
 * 3. every transfer with the required confirmations, whose block is still the one saved, is
 *    settled: credited or left for review by the wallet, in one transaction with its new state
 *    (a conditional update: once, whoever gets there first).
 *
 * Nothing here is lost by a crash: a range whose transaction did not commit is read again, and a
 * transfer already stored is kept (unique on chain, hash, log index).
 */

/** Ranges read per scan, at most: a long catch-up goes on at the next slot. */
const RANGES_PER_SCAN = 20;
/** Block hashes kept below the head beyond the confirmations (reorgs deeper are not handled). */
const EXTRA_KEPT = 16;

export interface ScanOutcome {
  head: number;
  scannedTo: number;
  seen: number;
  settled: number;
  dropped: number;
}

interface Status {
  scanned_to: number;
  head: number;
  head_moved_at: number;
}

async function readStatus(ctx: AppContext, chain: Chain): Promise<Status> {
  await ctx.store.db
    .insertInto('chain_status')
    .values({
      chain,
      scanned_to: -1,
      head: 0,
      head_moved_at: 0,
      last_scan_at: 0,
      last_error: '',
      endpoints: '[]',
      updated_at: ctx.clock.now(),
    })
    .onConflict((oc) => oc.column('chain').doNothing())
    .execute();
  return ctx.store.db
    .selectFrom('chain_status')
    .select(['scanned_to', 'head', 'head_moved_at'])
    .where('chain', '=', chain)
    .executeTakeFirstOrThrow();
}

/** Moves the position from `from` to `to`, false when another scanner moved it meanwhile. */
async function movePosition(
  tx: Tx,
  chain: Chain,
  from: number,
  fields: { scanned_to: number; head: number; head_moved_at: number; now: number },
): Promise<boolean> {
  const updated = await tx
    .updateTable('chain_status')
    .set({
      scanned_to: fields.scanned_to,
      head: fields.head,
      head_moved_at: fields.head_moved_at,
      last_scan_at: fields.now,
      last_error: '',
      updated_at: fields.now,
    })
    .where('chain', '=', chain)
    .where('scanned_to', '=', from)
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}

/** The position moved under us: this scan's writes are rolled back. */
class PositionMoved extends Error {}

export async function scanChain(
  ctx: AppContext,
  w: WatchedChain,
  signal?: AbortSignal,
): Promise<ScanOutcome> {
  const outcome: ScanOutcome = { head: 0, scannedTo: -1, seen: 0, settled: 0, dropped: 0 };
  try {
    await scanOnce(ctx, w, outcome, signal);
  } catch (error) {
    // A chain that does not answer is shown (last error, stalled), not retried as a failed job:
    // the next slot looks again.
    if (!(error instanceof PositionMoved)) {
      await recordError(ctx, w, error);
      ctx.log?.warn({ chain: w.chain, err: error }, 'chain scan failed');
    }
  } finally {
    await ctx.store.db
      .updateTable('chain_status')
      .set({ endpoints: JSON.stringify(w.source.endpoints()) })
      .where('chain', '=', w.chain)
      .execute();
  }
  return outcome;
}

async function recordError(ctx: AppContext, w: WatchedChain, error: unknown): Promise<void> {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  await ctx.store.db
    .updateTable('chain_status')
    .set({ last_error: message.slice(0, 500), updated_at: ctx.clock.now() })
    .where('chain', '=', w.chain)
    .execute();
}

async function scanOnce(
  ctx: AppContext,
  w: WatchedChain,
  outcome: ScanOutcome,
  signal?: AbortSignal,
): Promise<void> {
  const settings = await readChainSettings(ctx.store.db);
  const required = requiredConfirmations(ctx, settings, w.chain);
  const kept = required + EXTRA_KEPT;
  let status = await readStatus(ctx, w.chain);
  const head = await w.source.head();
  outcome.head = head;
  const headMovedAt = head !== status.head ? ctx.clock.now() : status.head_moved_at;

  if (status.scanned_to < 0) {
    // The first scan starts a little below the head: no address is older than the watcher.
    const start = Math.max(-1, head - kept);
    await ctx.store.db
      .updateTable('chain_status')
      .set({ scanned_to: start })
      .where('chain', '=', w.chain)
      .where('scanned_to', '=', status.scanned_to)
      .execute();
    status = await readStatus(ctx, w.chain);
  } else {
    outcome.dropped += await rewindIfReorganised(ctx, w, status.scanned_to);
    status = await readStatus(ctx, w.chain);
  }

  let position = status.scanned_to;
  let maxRange = w.env.maxRange;
  for (let i = 0; i < RANGES_PER_SCAN && position < head; i++) {
    signal?.throwIfAborted();
    const from = position + 1;
    const to = Math.min(head, from + maxRange - 1);
    let read: RangeRead | 'reorg';
    try {
      read = await readRange(ctx, w, { from, to, head, kept, position });
    } catch (error) {
      if (error instanceof RangeTooLarge && maxRange > 1) {
        maxRange = Math.max(1, Math.floor((to - from + 1) / 2));
        continue;
      }
      throw error;
    }
    if (read === 'reorg') break; // the chain moved under the read: the next scan sees it
    outcome.seen += await storeRange(ctx, w, read, {
      position,
      head,
      headMovedAt,
      kept,
    });
    position = to;
  }
  outcome.scannedTo = position;
  if (position === status.scanned_to) {
    // Nothing new to read: the head and the time of this look are news all the same.
    await ctx.store.db
      .updateTable('chain_status')
      .set({
        head,
        head_moved_at: headMovedAt,
        last_scan_at: ctx.clock.now(),
        last_error: '',
        updated_at: ctx.clock.now(),
      })
      .where('chain', '=', w.chain)
      .execute();
  }
  outcome.settled += await settleConfirmed(ctx, w, { head, required, scannedTo: position });
}

/**
 * When the last block scanned has another hash now, the newest block still shared is found among
 * the saved ones; transfers above it that were still confirming are dropped and the position goes
 * back to it. Answers how many transfers were dropped.
 */
async function rewindIfReorganised(
  ctx: AppContext,
  w: WatchedChain,
  scannedTo: number,
): Promise<number> {
  const saved = await ctx.store.db
    .selectFrom('chain_blocks')
    .select(['number', 'hash'])
    .where('chain', '=', w.chain)
    .where('number', '<=', scannedTo)
    .orderBy('number', 'desc')
    .limit(256)
    .execute();
  if (saved.length === 0 || saved[0]!.number !== scannedTo) return 0;
  const tip = (await w.source.blocks([scannedTo])).get(scannedTo);
  if (tip?.hash === saved[0]!.hash) return 0;
  const onChain = await w.source.blocks(saved.map((b) => b.number));
  const common = saved.find((b) => onChain.get(b.number)?.hash === b.hash);
  // Deeper than the saved hashes: back to below the oldest one (its transfers are read again).
  const fork = common ? common.number : saved[saved.length - 1]!.number - 1;
  const now = ctx.clock.now();
  return inTransaction(ctx.store, async (tx) => {
    const dropped = await tx
      .updateTable('chain_transfers')
      .set({ state: 'dropped', note: MSG.chainNoteDropped, settled_at: now })
      .where('chain', '=', w.chain)
      .where('block_number', '>', fork)
      .where('state', '=', 'seen')
      .executeTakeFirst();
    // Settled ones above the fork were confirmed deeper than this reorg: flagged, not undone.
    await tx
      .updateTable('chain_transfers')
      .set({ note: MSG.chainNoteReorgAfterSettle })
      .where('chain', '=', w.chain)
      .where('block_number', '>', fork)
      .where('state', 'in', ['credited', 'review', 'rejected'])
      .execute();
    await tx
      .deleteFrom('chain_blocks')
      .where('chain', '=', w.chain)
      .where('number', '>', fork)
      .execute();
    const moved = await tx
      .updateTable('chain_status')
      .set({
        scanned_to: fork,
        last_error: fillMessage(MSG.chainNoteRewound, { block: fork }),
        updated_at: now,
      })
      .where('chain', '=', w.chain)
      .where('scanned_to', '=', scannedTo)
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) throw new PositionMoved();
    return Number(dropped.numUpdatedRows);
  });
}

interface RangeRead {
  from: number;
  to: number;
  /** The blocks whose hashes are kept (the recent ones, and the range's last). */
  blocks: BlockRef[];
  ours: (TransferLog & { addressId: number; userId: number })[];
}

async function readRange(
  ctx: AppContext,
  w: WatchedChain,
  r: { from: number; to: number; head: number; kept: number; position: number },
): Promise<RangeRead | 'reorg'> {
  const recentFrom = Math.max(r.from, r.head - r.kept + 1);
  const numbers = new Set<number>([r.from, r.to]);
  for (let n = recentFrom; n <= r.to; n++) numbers.add(n);
  const refs = await w.source.blocks([...numbers].sort((a, b) => a - b));
  const fromRef = refs.get(r.from);
  const toRef = refs.get(r.to);
  if (!fromRef || !toRef) return 'reorg'; // a node behind the head it answered: later
  // The recent blocks must be one chain, hanging from the block we scanned last.
  for (let n = recentFrom + 1; n <= r.to; n++) {
    if (refs.get(n)?.parentHash !== refs.get(n - 1)?.hash) return 'reorg';
  }
  const last = await ctx.store.db
    .selectFrom('chain_blocks')
    .select('hash')
    .where('chain', '=', w.chain)
    .where('number', '=', r.position)
    .executeTakeFirst();
  if (last && fromRef.parentHash !== last.hash) return 'reorg';
  const logs = await w.source.transfers(fromRef, toRef);
  for (const log of logs) {
    const ref = refs.get(log.blockNumber);
    if (ref && ref.hash !== log.blockHash) return 'reorg';
  }
  const ours = await ourTransfers(ctx, w.chain, logs);
  const blocks = [...refs.values()].filter((b) => b.number >= recentFrom || b.number === r.to);
  return { from: r.from, to: r.to, blocks, ours };
}

async function ourTransfers(ctx: AppContext, chain: Chain, logs: readonly TransferLog[]) {
  const wanted = [...new Set(logs.map((l) => l.toHex))];
  const addresses = new Map<string, { id: number; user_id: number }>();
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await ctx.store.db
      .selectFrom('chain_addresses')
      .select(['id', 'hex', 'user_id'])
      .where('chain', '=', chain)
      .where('hex', 'in', wanted.slice(i, i + 500))
      .execute();
    for (const row of rows) addresses.set(row.hex, { id: row.id, user_id: row.user_id });
  }
  return logs.flatMap((log) => {
    const a = addresses.get(log.toHex);
    return a ? [{ ...log, addressId: a.id, userId: a.user_id }] : [];
  });
}

async function storeRange(
  ctx: AppContext,
  w: WatchedChain,
  read: RangeRead,
  s: { position: number; head: number; headMovedAt: number; kept: number },
): Promise<number> {
  const now = ctx.clock.now();
  return inTransaction(ctx.store, async (tx) => {
    for (const t of read.ours) {
      const state = t.amount === 0n ? 'ignored' : 'seen';
      await tx
        .insertInto('chain_transfers')
        .values({
          chain: w.chain,
          tx_hash: t.txHash,
          log_index: t.logIndex,
          block_number: t.blockNumber,
          block_hash: t.blockHash,
          from_hex: t.fromHex,
          to_hex: t.toHex,
          amount_minor: t.amount,
          address_id: t.addressId,
          user_id: t.userId,
          state,
          deposit_no: '',
          credited_minor: null,
          note: state === 'ignored' ? MSG.chainNoteZero : '',
          settled_at: null,
          created_at: now,
        })
        // A transfer dropped by a reorg and mined again (maybe in another block) is seen again.
        .onConflict((oc) =>
          oc
            .columns(['chain', 'tx_hash', 'log_index'])
            .doUpdateSet({
              block_number: t.blockNumber,
              block_hash: t.blockHash,
              state,
              note: '',
              settled_at: null,
            })
            .where('chain_transfers.state', 'in', ['dropped', 'seen']),
        )
        .execute();
    }
    for (const b of read.blocks) {
      await tx
        .insertInto('chain_blocks')
        .values({ chain: w.chain, number: b.number, hash: b.hash })
        .onConflict((oc) => oc.columns(['chain', 'number']).doUpdateSet({ hash: b.hash }))
        .execute();
    }
    await tx
      .deleteFrom('chain_blocks')
      .where('chain', '=', w.chain)
      .where('number', '<', s.head - s.kept)
      .where('number', '!=', read.to)
      .execute();
    const moved = await movePosition(tx, w.chain, s.position, {
      scanned_to: read.to,
      head: s.head,
      head_moved_at: s.headMovedAt,
      now,
    });
    if (!moved) throw new PositionMoved();
    return read.ours.length;
  });
}

/**
 * Settles every transfer with the required confirmations whose block is still the saved one: the
 * wallet credits it or keeps it for review, in the transaction that moves it from `seen` (once).
 */
async function settleConfirmed(
  ctx: AppContext,
  w: WatchedChain,
  at: { head: number; required: number; scannedTo: number },
): Promise<number> {
  const deepest = Math.min(at.head - at.required + 1, at.scannedTo);
  const due = await ctx.store.db
    .selectFrom('chain_transfers as t')
    .innerJoin('chain_addresses as a', 'a.id', 't.address_id')
    .leftJoin('chain_blocks as b', (join) =>
      join.onRef('b.chain', '=', 't.chain').onRef('b.number', '=', 't.block_number'),
    )
    .select([
      't.id',
      't.tx_hash',
      't.log_index',
      't.amount_minor',
      't.user_id',
      't.block_hash',
      'a.order_no',
      'a.hex',
      'b.hash as saved_hash',
    ])
    .where('t.chain', '=', w.chain)
    .where('t.state', '=', 'seen')
    .where('t.block_number', '<=', deepest)
    .orderBy('t.id')
    .limit(200)
    .execute();
  const sink = creditSink(ctx);
  let settled = 0;
  for (const t of due) {
    // A block hash we no longer keep is deeper than any reorg we handle.
    if (t.saved_hash !== null && t.saved_hash !== t.block_hash) continue;
    const done = await inTransaction(ctx.store, async (tx) => {
      const claimed = await tx
        .updateTable('chain_transfers')
        .set({ state: 'review', settled_at: ctx.clock.now() })
        .where('id', '=', t.id)
        .where('state', '=', 'seen')
        .executeTakeFirst();
      if (claimed.numUpdatedRows !== 1n) return false;
      const result = await sink(ctx, tx, {
        id: t.id,
        chain: w.chain,
        txHash: t.tx_hash,
        logIndex: t.log_index,
        amountUnits: t.amount_minor,
        userId: t.user_id,
        orderNo: t.order_no,
        address: displayAddress(w.chain, t.hex),
      });
      await tx
        .updateTable('chain_transfers')
        .set({
          state: result.state,
          deposit_no: result.depositNo,
          credited_minor: result.creditedMinor,
          note: result.note.slice(0, 200),
        })
        .where('id', '=', t.id)
        .execute();
      return true;
    });
    if (done) settled += 1;
  }
  return settled;
}
