import { sql } from 'kysely';
import type { Store, Tx } from '../../platform/db/database.ts';
import { batched } from '../../platform/db/batched.ts';
import { DomainError } from '../../platform/errors.ts';
import {
  HOUSE_MAY_GO_NEGATIVE,
  HOUSE_SHARDS,
  houseCode,
  playerWalletCode,
  venueWalletCode,
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
 * Posts a transfer inside the caller's transaction. Throws DomainError `insufficient_funds` when
 * an account that may not go negative would, and `idempotency_kind_mismatch` when the key names a
 * movement of another kind; a replayed key answers the first transfer and moves nothing.
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
    if (existing.kind !== request.kind) {
      throw new DomainError('idempotency_kind_mismatch', request.idempotencyKey);
    }
    return { transferId: existing.id, replayed: true };
  }

  const delta = new Map(request.legs.map((l) => [l.accountId, l.amountMinor]));
  const next = accounts.map((a) => ({ ...a, balance_minor: a.balance_minor + delta.get(a.id)! }));
  for (const account of next) {
    if (account.allow_negative === 0 && account.balance_minor < 0n) {
      throw new DomainError('insufficient_funds', `account ${account.id}`);
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
  return (await balanceByCode(store.db, playerWalletCode(userId))) ?? 0n;
}

/**
 * The polled balance read: the balances asked for in one turn of the event loop are read in one
 * query (platform/db/batched.ts), each as fresh as a query of its own.
 */
const balanceByCode = batched(async (db, codes: readonly string[]) => {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance_minor'])
    .where('code', 'in', codes)
    .execute();
  return new Map(rows.map((row) => [row.code, row.balance_minor]));
});

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

/** The ledger account holding a player's money at one venue (may go negative: the venue's books). */
export function ensureVenueWallet(tx: Tx, userId: number, platname: string): Promise<number> {
  return ensureAccount(tx, {
    code: venueWalletCode(userId, platname),
    kind: 'player_venue',
    userId,
    allowNegative: true,
  });
}

/**
 * Moves money between a player's wallet and their wallet at a venue. Positive `amountMinor`
 * goes wallet -> venue (refused with `insufficient_funds` when the wallet lacks it); negative
 * comes back. `reversesKey` names the transfer this one undoes (it must exist).
 */
export async function moveWithVenue(
  store: Store,
  tx: Tx,
  input: {
    userId: number;
    platname: string;
    amountMinor: bigint;
    key: string;
    kind: string;
    memo?: string;
    reversesKey?: string;
  },
): Promise<PostedTransfer> {
  let reversesId: number | undefined;
  if (input.reversesKey !== undefined) {
    reversesId = await transferIdByKey(tx, input.reversesKey);
    if (reversesId === undefined) {
      throw new LedgerInvariantError(`no transfer ${input.reversesKey} to reverse`);
    }
  }
  const wallet = await ensurePlayerWallet(tx, input.userId);
  const venue = await ensureVenueWallet(tx, input.userId, input.platname);
  return postTransfer(store, tx, {
    idempotencyKey: input.key,
    kind: input.kind,
    memo: input.memo ?? '',
    ...(reversesId === undefined ? {} : { reversesId }),
    legs: [
      { accountId: wallet, amountMinor: -input.amountMinor },
      { accountId: venue, amountMinor: input.amountMinor },
    ],
  });
}

/**
 * The balance of a house purpose over all of its shards (reports and tests: e.g. the rebates paid
 * out are minus the rebates house total).
 */
export async function houseTotal(store: Store, purpose: HousePurpose): Promise<bigint> {
  const codes = Array.from({ length: HOUSE_SHARDS }, (_, shard) => houseCode(purpose, shard));
  const row = await store.db
    .selectFrom('ledger_accounts')
    .select(sql<bigint>`coalesce(sum(balance_minor), 0)`.as('sum_minor'))
    .where('code', 'in', codes)
    .executeTakeFirstOrThrow();
  return row.sum_minor;
}
