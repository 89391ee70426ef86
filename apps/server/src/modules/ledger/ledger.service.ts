import { sql } from 'kysely';
import { MSG } from '@app/contract/messages';
import type { Store, Tx } from '../../platform/db/database.ts';
import { AppError, conflict, refused } from '../../platform/http/errors.ts';
import {
  HOUSE_MAY_GO_NEGATIVE,
  houseCode,
  playerWalletCode,
  shardFor,
  type HousePurpose,
} from './house.ts';

/**
 * The ledger (DESIGN §5): every movement of money is one transfer of two or more entries summing
 * to zero, written in one database transaction together with the cached balances it changes.
 * Accounts are locked in ascending id order before anything is written. Transfers are append-only.
 */

export interface Leg {
  accountId: number;
  /** Signed fen: positive credits the account, negative debits it. */
  amountMinor: bigint;
}

export interface TransferRequest {
  /** Unique per movement; a repeat moves nothing and answers the first transfer. */
  idempotencyKey: string;
  kind: string;
  memo?: string;
  legs: Leg[];
  reversesId?: number;
}

export interface PostedTransfer {
  transferId: number;
  replayed: boolean;
}

export const IDEMPOTENCY_KEY_MAX = 160;

export class LedgerInvariantError extends Error {
  override name = 'LedgerInvariantError';
}

function assertWellFormed(request: TransferRequest): void {
  const { legs, idempotencyKey } = request;
  if (idempotencyKey.length === 0 || idempotencyKey.length > IDEMPOTENCY_KEY_MAX) {
    throw new LedgerInvariantError('idempotency key must be 1..160 characters');
  }
  if (legs.length < 2) throw new LedgerInvariantError('a transfer needs at least two entries');
  let sum = 0n;
  const seen = new Set<number>();
  for (const leg of legs) {
    if (typeof leg.amountMinor !== 'bigint') throw new LedgerInvariantError('amounts are bigint');
    if (leg.amountMinor === 0n) throw new LedgerInvariantError('an entry cannot be zero');
    if (seen.has(leg.accountId)) throw new LedgerInvariantError('an account appears twice');
    seen.add(leg.accountId);
    sum += leg.amountMinor;
  }
  if (sum !== 0n) throw new LedgerInvariantError(`entries sum to ${sum}, not zero`);
}

/** Locks the accounts in ascending id order and answers their rows, in that order. */
async function lockAccounts(store: Store, tx: Tx, ids: number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  let query = tx
    .selectFrom('ledger_accounts')
    .select(['id', 'balance_minor', 'allow_negative'])
    .where('id', 'in', sorted)
    .orderBy('id');
  // SQLite: the transaction began IMMEDIATE and already holds the write lock.
  if (store.dialect === 'postgres') query = query.forNoKeyUpdate();
  const rows = await query.execute();
  if (rows.length !== sorted.length) throw new LedgerInvariantError('unknown ledger account');
  return rows;
}

/**
 * Posts a transfer inside the caller's transaction. Refuses with 422 余额不足 when an account that
 * may not go negative would; a replayed idempotency key answers the first transfer and moves
 * nothing.
 */
export async function postTransfer(
  store: Store,
  tx: Tx,
  request: TransferRequest,
): Promise<PostedTransfer> {
  assertWellFormed(request);
  const accounts = await lockAccounts(
    store,
    tx,
    request.legs.map((l) => l.accountId),
  );
  // Checked after the locks: a concurrent transfer with this key has committed by now.
  const existing = await tx
    .selectFrom('ledger_transfers')
    .select(['id', 'kind'])
    .where('idempotency_key', '=', request.idempotencyKey)
    .executeTakeFirst();
  if (existing) {
    if (existing.kind !== request.kind) throw conflict(MSG.badRequest);
    return { transferId: existing.id, replayed: true };
  }

  const delta = new Map(request.legs.map((l) => [l.accountId, l.amountMinor]));
  const next = accounts.map((a) => ({ ...a, balance_minor: a.balance_minor + delta.get(a.id)! }));
  for (const account of next) {
    if (account.allow_negative === 0 && account.balance_minor < 0n) {
      throw refused(MSG.insufficientBalance);
    }
  }

  const now = Date.now();
  const transfer = await tx
    .insertInto('ledger_transfers')
    .values({
      idempotency_key: request.idempotencyKey,
      kind: request.kind,
      memo: request.memo ?? '',
      reverses_id: request.reversesId ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('ledger_entries')
    .values(
      request.legs.map((leg) => ({
        transfer_id: transfer.id,
        account_id: leg.accountId,
        amount_minor: leg.amountMinor,
      })),
    )
    .execute();
  for (const account of next) {
    await tx
      .updateTable('ledger_accounts')
      .set({ balance_minor: account.balance_minor })
      .where('id', '=', account.id)
      .execute();
  }
  return { transferId: transfer.id, replayed: false };
}

/** Runs `work` in one transaction; on PostgreSQL retries a serialization failure or deadlock. */
export async function inTransaction<T>(store: Store, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await store.db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: string }).code;
      const retryable = code === '40001' || code === '40P01' || code === '23505';
      if (!(error instanceof AppError) && retryable && attempt < 3) continue;
      throw error;
    }
  }
}

/** Answers the id of the account with this code, creating it when missing. */
export async function ensureAccount(
  tx: Tx,
  account: { code: string; kind: string; userId: number | null; allowNegative: boolean },
): Promise<number> {
  const found = await tx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', account.code)
    .executeTakeFirst();
  if (found) return found.id;
  await tx
    .insertInto('ledger_accounts')
    .values({
      code: account.code,
      kind: account.kind,
      user_id: account.userId,
      allow_negative: account.allowNegative ? 1 : 0,
      balance_minor: 0n,
      created_at: Date.now(),
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const created = await tx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', account.code)
    .executeTakeFirstOrThrow();
  return created.id;
}

export function ensurePlayerWallet(tx: Tx, userId: number): Promise<number> {
  return ensureAccount(tx, {
    code: playerWalletCode(userId),
    kind: 'player_wallet',
    userId,
    allowNegative: false,
  });
}

/** The shard of a house account that this player's movements use. */
export function ensureHouseAccount(tx: Tx, purpose: HousePurpose, userId: number): Promise<number> {
  return ensureAccount(tx, {
    code: houseCode(purpose, shardFor(userId)),
    kind: `house_${purpose}`,
    userId: null,
    allowNegative: HOUSE_MAY_GO_NEGATIVE[purpose],
  });
}

/** A player's wallet balance as the ledger holds it (0 when the wallet does not exist yet). */
export async function playerBalance(store: Store, userId: number): Promise<bigint> {
  const row = await store.db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('code', '=', playerWalletCode(userId))
    .executeTakeFirst();
  return row?.balance_minor ?? 0n;
}

/** Credits a player's wallet from a house account, e.g. demo or trial credit. */
export function creditFromHouse(
  store: Store,
  tx: Tx,
  input: { userId: number; purpose: HousePurpose; amountMinor: bigint; key: string; kind: string },
): Promise<PostedTransfer> {
  return moveWithHouse(store, tx, input);
}

/** Test and verification helper: sums of entries per account, straight from the journal. */
export async function summedBalance(store: Store, accountId: number): Promise<bigint> {
  const row = await store.db
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('sum_minor'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return (row as unknown as { sum_minor: bigint }).sum_minor;
}

/** The id of the transfer posted under this idempotency key, if any. */
export async function transferIdByKey(tx: Tx, key: string): Promise<number | undefined> {
  const row = await tx
    .selectFrom('ledger_transfers')
    .select('id')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.id;
}

/** Moves money between a player's wallet and a house account (either direction). */
export async function moveWithHouse(
  store: Store,
  tx: Tx,
  input: {
    userId: number;
    purpose: HousePurpose;
    /** Positive: house -> wallet. Negative: wallet -> house. */
    amountMinor: bigint;
    key: string;
    kind: string;
    memo?: string;
    reversesId?: number;
  },
): Promise<PostedTransfer> {
  const wallet = await ensurePlayerWallet(tx, input.userId);
  const house = await ensureHouseAccount(tx, input.purpose, input.userId);
  return postTransfer(store, tx, {
    idempotencyKey: input.key,
    kind: input.kind,
    memo: input.memo ?? '',
    ...(input.reversesId !== undefined ? { reversesId: input.reversesId } : {}),
    legs: [
      { accountId: house, amountMinor: -input.amountMinor },
      { accountId: wallet, amountMinor: input.amountMinor },
    ],
  });
}

/** Moves money between two house accounts of a player's shards (e.g. held -> paid out). */
export async function moveBetweenHouse(
  store: Store,
  tx: Tx,
  input: {
    userId: number;
    from: HousePurpose;
    to: HousePurpose;
    amountMinor: bigint;
    key: string;
    kind: string;
  },
): Promise<PostedTransfer> {
  const from = await ensureHouseAccount(tx, input.from, input.userId);
  const to = await ensureHouseAccount(tx, input.to, input.userId);
  return postTransfer(store, tx, {
    idempotencyKey: input.key,
    kind: input.kind,
    legs: [
      { accountId: from, amountMinor: -input.amountMinor },
      { accountId: to, amountMinor: input.amountMinor },
    ],
  });
}
