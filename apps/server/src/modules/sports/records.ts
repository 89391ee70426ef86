import type { AppContext } from '../../platform/context.ts';
import { advisoryXactLock } from '../../platform/db/advisory-lock.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { registerHouseRecordSource, type RecordReader } from '../house/index.ts';
import { playerRefFor, type BetRecord } from '../venues/index.ts';

/**
 * The sportsbook's bet records (`sports_records`, append-only), handed to the bets module through
 * the house venue's `fetchBetRecords` (a record source registered with the house module: the
 * cursor's third part is the last record id). A bet placed writes its record unsettled (status 2,
 * id = the bet number); its settlement writes it again settled (status 1, the same id: the bets
 * module replaces an unsettled row); each correction writes an adjustment `<bet no>-<n>` (status 1,
 * valid 0, win/loss = the money it moved). Every write happens in the transaction that moves the
 * money, under `lockRecords(shared)`; the reader takes it exclusively, so on PostgreSQL it sees a
 * gap-free prefix of ids (ids are taken before commit, so they may commit out of order).
 */

/** The advisory lock of the records (PostgreSQL): class id, object id (the house's is 0x48420001). */
const RECORDS_LOCK = [0x53500001, 1] as const;

export async function lockRecords(store: Store, tx: Tx, mode: 'shared' | 'exclusive') {
  await advisoryXactLock(store, tx, RECORDS_LOCK, mode);
}

export interface NewRecord {
  betId: number;
  recordNo: string;
  userId: number;
  game: string;
  status: 1 | 2;
  stakeMinor: bigint;
  validMinor: bigint;
  winLossMinor: bigint;
  betAt: number;
}

/** Appends a record (the caller holds `lockRecords(shared)` in this transaction). */
export async function writeRecord(tx: Tx, record: NewRecord, now: number): Promise<void> {
  await tx
    .insertInto('sports_records')
    .values({
      bet_id: record.betId,
      record_no: record.recordNo,
      user_id: record.userId,
      game: record.game,
      status: record.status,
      stake_minor: record.stakeMinor,
      valid_minor: record.validMinor,
      win_loss_minor: record.winLossMinor,
      bet_at: record.betAt,
      created_at: now,
    })
    .execute();
}

async function recordsSince(store: Store, db: RecordReader, afterId: number, limit: number) {
  if (store.dialect === 'postgres') await lockRecords(store, db as Tx, 'exclusive');
  const rows = await db
    .selectFrom('sports_records')
    .select([
      'id',
      'record_no',
      'user_id',
      'game',
      'status',
      'stake_minor',
      'valid_minor',
      'win_loss_minor',
      'bet_at',
    ])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    record: {
      betId: row.record_no,
      playerRef: playerRefFor(row.user_id),
      gameCode: row.game,
      betMinor: row.stake_minor,
      validBetMinor: row.valid_minor,
      winLossMinor: row.win_loss_minor,
      status: row.status === 2 ? 2 : 1,
      betAt: row.bet_at,
    } satisfies BetRecord,
  }));
}

/** Registers the records with the house venue (its adapter hands them out after its own). */
export function registerSportsRecords(ctx: AppContext): void {
  registerHouseRecordSource(ctx, { name: 'sports', since: recordsSince });
}
