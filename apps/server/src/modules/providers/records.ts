import { advisoryXactLock } from '../../platform/db/advisory-lock.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { playerRefFor, type BetRecord } from '../venues/index.ts';

/**
 * The seamless providers' bet records (`provider_records`, append-only), handed to the bets module
 * by each provider's adapter (`fetchBetRecords`, the cursor being the last record id). A round's
 * first bet writes it open (status 2, id = the round); its close writes it again settled (1) or
 * void (0) under the same id, which the bets module puts in place of the open one; money moved
 * after the close (a late win, a rollback) is a record of its own (`<round>-x<n>`, stake 0). Every
 * write happens in the transaction that moves the money, under `lockRecords('shared')`; the reader
 * takes it exclusively, so on PostgreSQL it reads a gap-free prefix of ids (ids are taken before
 * commit and may commit out of order).
 */

/** The advisory lock of the records (PostgreSQL): class id, object id. */
const RECORDS_LOCK = [0x50520001, 1] as const;

export async function lockRecords(store: Store, tx: Tx, mode: 'shared' | 'exclusive') {
  await advisoryXactLock(store, tx, RECORDS_LOCK, mode);
}

export interface NewRecord {
  provider: string;
  recordNo: string;
  userId: number;
  gameCode: string;
  status: 0 | 1 | 2;
  betMinor: bigint;
  validMinor: bigint;
  winLossMinor: bigint;
  betAt: number;
}

/** Appends a record (the caller holds `lockRecords('shared')` in this transaction). */
export async function writeRecord(tx: Tx, record: NewRecord, now: number): Promise<void> {
  await tx
    .insertInto('provider_records')
    .values({
      provider: record.provider,
      record_no: record.recordNo,
      user_id: record.userId,
      game_code: record.gameCode,
      status: record.status,
      bet_minor: record.betMinor,
      valid_minor: record.validMinor,
      win_loss_minor: record.winLossMinor,
      bet_at: record.betAt,
      created_at: now,
    })
    .execute();
}

/** Records per page the adapter hands out. */
export const RECORDS_PAGE = 500;

/** A provider's records after the cursor (a record id), in id order, and the next cursor. */
export async function recordsSince(
  store: Store,
  provider: string,
  cursor: string,
): Promise<{ records: BetRecord[]; cursor: string }> {
  const afterId = /^[0-9]{1,15}$/.test(cursor) ? Number(cursor) : 0;
  const rows = await inTransaction(store, async (tx) => {
    await lockRecords(store, tx, 'exclusive');
    return tx
      .selectFrom('provider_records')
      .selectAll()
      .where('provider', '=', provider)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(RECORDS_PAGE)
      .execute();
  });
  const records = rows.map((row): BetRecord => ({
    betId: row.record_no,
    playerRef: playerRefFor(row.user_id),
    gameCode: row.game_code,
    betMinor: BigInt(row.bet_minor),
    validBetMinor: BigInt(row.valid_minor),
    winLossMinor: BigInt(row.win_loss_minor),
    status: row.status as 0 | 1 | 2,
    betAt: Number(row.bet_at),
  }));
  const last = rows.at(-1);
  return { records, cursor: last ? String(last.id) : String(afterId) };
}
