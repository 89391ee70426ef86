import { CompiledQuery, sql } from 'kysely';
import type { LedgerKind } from '@app/contract/ledger-kinds';
import type { Store, Tx } from '../../platform/db/database.ts';
import { batched } from '../../platform/db/batched.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Clock } from '../../platform/time.ts';
import {
  HOUSE_MAY_GO_NEGATIVE,
  HOUSE_SHARDS,
  houseCode,
  houseVenueWalletCode,
  playerWalletCode,
  venueWalletCode,
  shardFor,
  type HousePurpose,
  type HouseVenuePurpose,
} from './house.ts';

/**
 * What the verbs are given: the store, and the app's clock that stamps transfers and accounts
 * (an AppContext is one).
 */
export interface LedgerHost {
  store: Store;
  clock: Clock;
}

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
  kind: LedgerKind;
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

function assertWellFormed(
  request: { idempotencyKey: string; legs: readonly { amountMinor: bigint }[] },
  accounts: readonly (number | string)[],
): void {
  const { legs, idempotencyKey } = request;
  if (idempotencyKey.length === 0 || idempotencyKey.length > IDEMPOTENCY_KEY_MAX) {
    throw new LedgerInvariantError('idempotency key must be 1..160 characters');
  }
  if (legs.length < 2) throw new LedgerInvariantError('a transfer needs at least two entries');
  let sum = 0n;
  for (const leg of legs) {
    if (typeof leg.amountMinor !== 'bigint') throw new LedgerInvariantError('amounts are bigint');
    if (leg.amountMinor === 0n) throw new LedgerInvariantError('an entry cannot be zero');
    sum += leg.amountMinor;
  }
  if (new Set(accounts).size !== accounts.length) {
    throw new LedgerInvariantError('an account appears twice');
  }
  if (sum !== 0n) throw new LedgerInvariantError(`entries sum to ${sum}, not zero`);
}

/** An account by its code, with what to create it with on first use (`ensureAccount`). */
export interface AccountSpec {
  code: string;
  kind: string;
  userId: number | null;
  allowNegative: boolean;
}

interface LockedAccount {
  id: number;
  code: string;
  balance_minor: bigint;
  allow_negative: number;
}

// ---- statements ---------------------------------------------------------------------------------
// The hot path runs hand-written statements (DESIGN §5, the order of its rules kept): no query
// builder work per call, one SQL text per shape (SQLite's statement cache hits every time), and on
// PostgreSQL the writes of a transfer are one statement, so a transfer is four round trips
// (begin, lock, write, commit) instead of ten.

const pgTexts = new Map<string, string>();

/** `?` placeholders, numbered `$n` for PostgreSQL (the texts below hold no other `?`). */
function statement(store: Store, text: string, parameters: readonly unknown[]): CompiledQuery {
  if (store.dialect !== 'postgres') return CompiledQuery.raw(text, [...parameters]);
  let numbered = pgTexts.get(text);
  if (numbered === undefined) {
    let n = 0;
    numbered = text.replace(/\?/g, () => `$${++n}`);
    pgTexts.set(text, numbered);
  }
  return CompiledQuery.raw(numbered, [...parameters]);
}

async function run<Row>(store: Store, tx: Tx, text: string, parameters: readonly unknown[]) {
  const result = await tx.executeQuery<Row>(statement(store, text, parameters));
  return result.rows;
}

const marks = (n: number, mark = '?') => Array.from({ length: n }, () => mark).join(', ');

/**
 * Locks the rows in ascending id order (`FOR NO KEY UPDATE` on PostgreSQL; SQLite's
 * `BEGIN IMMEDIATE` already holds the write lock) and answers them in that order.
 */
function lockRows(store: Store, tx: Tx, column: 'id' | 'code', keys: readonly (number | string)[]) {
  const lock = store.dialect === 'postgres' ? ' for no key update' : '';
  return run<LockedAccount>(
    store,
    tx,
    `select id, code, balance_minor, allow_negative from ledger_accounts where ${column} in (${marks(keys.length)}) order by id${lock}`,
    keys,
  );
}

/** Locks the accounts in ascending id order and answers their rows, in that order. */
async function lockAccounts(store: Store, tx: Tx, ids: number[]): Promise<LockedAccount[]> {
  const rows = await lockRows(store, tx, 'id', ids);
  if (rows.length !== ids.length) throw new LedgerInvariantError('unknown ledger account');
  return rows;
}

/**
 * Locks the accounts of these codes in ascending id order, creating those that do not exist yet
 * (first use), and answers their rows by code. One statement when they all exist.
 */
async function lockByCode(
  store: Store,
  tx: Tx,
  specs: readonly AccountSpec[],
  now: number,
): Promise<Map<string, LockedAccount>> {
  const codes = specs.map((s) => s.code);
  let rows = await lockRows(store, tx, 'code', codes);
  if (rows.length !== codes.length) {
    const found = new Set(rows.map((r) => r.code));
    for (const spec of specs) if (!found.has(spec.code)) await ensureAccount(tx, spec, now);
    rows = await lockRows(store, tx, 'code', codes);
  }
  return new Map(rows.map((r) => [r.code, r]));
}

/**
 * Posts a transfer inside the caller's transaction. Throws DomainError `insufficient_funds` when
 * an account that may not go negative would, and `idempotency_kind_mismatch` when the key names a
 * movement of another kind; a replayed key answers the first transfer and moves nothing.
 */
export async function postTransfer(
  { store, clock }: LedgerHost,
  tx: Tx,
  request: TransferRequest,
): Promise<PostedTransfer> {
  assertWellFormed(
    request,
    request.legs.map((l) => l.accountId),
  );
  const accounts = await lockAccounts(
    store,
    tx,
    request.legs.map((l) => l.accountId),
  );
  return writeTransfer(store, tx, request, accounts, clock.now());
}

/** A transfer whose legs name accounts by code (the verbs): locked, created when missing. */
interface CodedTransfer extends Omit<TransferRequest, 'legs'> {
  legs: { account: AccountSpec; amountMinor: bigint }[];
}

async function postCoded(
  { store, clock }: LedgerHost,
  tx: Tx,
  request: CodedTransfer,
): Promise<PostedTransfer> {
  const now = clock.now();
  assertWellFormed(
    request,
    request.legs.map((l) => l.account.code),
  );
  const byCode = await lockByCode(
    store,
    tx,
    request.legs.map((l) => l.account),
    now,
  );
  const legs = request.legs.map((l) => ({
    accountId: byCode.get(l.account.code)!.id,
    amountMinor: l.amountMinor,
  }));
  return writeTransfer(store, tx, { ...request, legs }, [...byCode.values()], now);
}

/** The transfer posted under the key: a replay of the same kind, or a mismatch. */
async function replayOf(
  store: Store,
  tx: Tx,
  request: TransferRequest,
): Promise<PostedTransfer | undefined> {
  const [existing] = await run<{ id: number; kind: string }>(
    store,
    tx,
    'select id, kind from ledger_transfers where idempotency_key = ?',
    [request.idempotencyKey],
  );
  if (!existing) return undefined;
  if (existing.kind !== request.kind) {
    throw new DomainError('idempotency_kind_mismatch', {}, request.idempotencyKey);
  }
  return { transferId: existing.id, replayed: true };
}

/**
 * The writes of a transfer whose accounts are locked: the idempotency key (checked after the
 * locks, so a concurrent transfer with this key has committed by now), the balances, then the
 * transfer, its entries and the cached balances. A key already posted moves nothing.
 */
async function writeTransfer(
  store: Store,
  tx: Tx,
  request: TransferRequest,
  accounts: readonly LockedAccount[],
  now: number,
): Promise<PostedTransfer> {
  const delta = new Map(request.legs.map((l) => [l.accountId, l.amountMinor]));
  for (const account of accounts) {
    if (account.allow_negative === 0 && account.balance_minor + delta.get(account.id)! < 0n) {
      // A replay is answered as such even when the money has gone since.
      const replay = await replayOf(store, tx, request);
      if (replay) return replay;
      throw new DomainError('insufficient_funds', {}, `account ${account.id}`);
    }
  }
  const transfer = [
    request.idempotencyKey,
    request.kind,
    request.memo ?? '',
    request.reversesId ?? null,
    now,
  ];
  const legs = request.legs.flatMap((l) => [l.accountId, l.amountMinor]);
  const insertTransfer =
    'insert into ledger_transfers (idempotency_key, kind, memo, reverses_id, created_at) ' +
    'values (?, ?, ?, ?, ?) on conflict (idempotency_key) do nothing returning id';
  let transferId: number | undefined;
  if (store.dialect === 'postgres') {
    // One statement: the transfer (nothing when the key exists), its entries and the balances of
    // the accounts locked above, all only when the transfer row was written.
    const values = marks(request.legs.length, '(?::bigint, ?::bigint)');
    const rows = await run<{ id: number }>(
      store,
      tx,
      `with t as (${insertTransfer}), ` +
        `v (account_id, amount_minor) as (values ${values}), ` +
        'e as (insert into ledger_entries (transfer_id, account_id, amount_minor) ' +
        'select t.id, v.account_id, v.amount_minor from t, v), ' +
        'u as (update ledger_accounts a set balance_minor = a.balance_minor + v.amount_minor ' +
        'from t, v where a.id = v.account_id) ' +
        'select id from t',
      [...transfer, ...legs],
    );
    transferId = rows[0]?.id;
  } else {
    const [row] = await run<{ id: number }>(store, tx, insertTransfer, transfer);
    if (row) {
      transferId = row.id;
      await run(
        store,
        tx,
        `insert into ledger_entries (transfer_id, account_id, amount_minor) values ${marks(request.legs.length, '(?, ?, ?)')}`,
        request.legs.flatMap((l) => [row.id, l.accountId, l.amountMinor]),
      );
      // One statement for every account of the transfer (each appears once: assertWellFormed).
      await run(
        store,
        tx,
        `update ledger_accounts set balance_minor = balance_minor + case id ${request.legs.map(() => 'when ? then ?').join(' ')} end where id in (${marks(request.legs.length)})`,
        [
          ...request.legs.flatMap((l) => [l.accountId, l.amountMinor]),
          ...request.legs.map((l) => l.accountId),
        ],
      );
    }
  }
  if (transferId !== undefined) return { transferId, replayed: false };
  const replay = await replayOf(store, tx, request);
  if (!replay) throw new LedgerInvariantError(`transfer ${request.idempotencyKey} vanished`);
  return replay;
}

/** Answers the id of the account with this code, creating it (opened at `now`) when missing. */
export async function ensureAccount(tx: Tx, account: AccountSpec, now: number): Promise<number> {
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
      created_at: now,
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

const playerWallet = (userId: number): AccountSpec => ({
  code: playerWalletCode(userId),
  kind: 'player_wallet',
  userId,
  allowNegative: false,
});

const houseAccount = (purpose: HousePurpose, userId: number): AccountSpec => ({
  code: houseCode(purpose, shardFor(userId)),
  kind: `house_${purpose}`,
  userId: null,
  allowNegative: HOUSE_MAY_GO_NEGATIVE[purpose],
});

const venueWallet = (userId: number, platname: string): AccountSpec => ({
  code: venueWalletCode(userId, platname),
  kind: 'player_venue',
  userId,
  allowNegative: true,
});

export function ensurePlayerWallet(tx: Tx, userId: number, now: number): Promise<number> {
  return ensureAccount(tx, playerWallet(userId), now);
}

/** The shard of a house account that this player's movements use. */
export function ensureHouseAccount(
  tx: Tx,
  purpose: HousePurpose,
  userId: number,
  now: number,
): Promise<number> {
  return ensureAccount(tx, houseAccount(purpose, userId), now);
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
  ledger: LedgerHost,
  tx: Tx,
  input: {
    userId: number;
    purpose: HousePurpose;
    amountMinor: bigint;
    key: string;
    kind: LedgerKind;
  },
): Promise<PostedTransfer> {
  return moveWithHouse(ledger, tx, input);
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
  ledger: LedgerHost,
  tx: Tx,
  input: {
    userId: number;
    purpose: HousePurpose;
    /** Positive: house -> wallet. Negative: wallet -> house. */
    amountMinor: bigint;
    key: string;
    kind: LedgerKind;
    memo?: string;
    reversesId?: number;
  },
): Promise<PostedTransfer> {
  return postCoded(ledger, tx, {
    idempotencyKey: input.key,
    kind: input.kind,
    memo: input.memo ?? '',
    ...(input.reversesId !== undefined ? { reversesId: input.reversesId } : {}),
    legs: [
      { account: houseAccount(input.purpose, input.userId), amountMinor: -input.amountMinor },
      { account: playerWallet(input.userId), amountMinor: input.amountMinor },
    ],
  });
}

/** Moves money between two house accounts of a player's shards (e.g. held -> paid out). */
export async function moveBetweenHouse(
  ledger: LedgerHost,
  tx: Tx,
  input: {
    userId: number;
    from: HousePurpose;
    to: HousePurpose;
    amountMinor: bigint;
    key: string;
    kind: LedgerKind;
  },
): Promise<PostedTransfer> {
  return postCoded(ledger, tx, {
    idempotencyKey: input.key,
    kind: input.kind,
    legs: [
      { account: houseAccount(input.from, input.userId), amountMinor: -input.amountMinor },
      { account: houseAccount(input.to, input.userId), amountMinor: input.amountMinor },
    ],
  });
}

/** The ledger account holding a player's money at one venue (may go negative: the venue's books). */
export function ensureVenueWallet(
  tx: Tx,
  userId: number,
  platname: string,
  now: number,
): Promise<number> {
  return ensureAccount(tx, venueWallet(userId, platname), now);
}

/**
 * Moves money between a player's wallet and their wallet at a venue. Positive `amountMinor`
 * goes wallet -> venue (refused with `insufficient_funds` when the wallet lacks it); negative
 * comes back. `reversesKey` names the transfer this one undoes (it must exist).
 */
export async function moveWithVenue(
  ledger: LedgerHost,
  tx: Tx,
  input: {
    userId: number;
    platname: string;
    amountMinor: bigint;
    key: string;
    kind: LedgerKind;
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
  return postCoded(ledger, tx, {
    idempotencyKey: input.key,
    kind: input.kind,
    memo: input.memo ?? '',
    ...(reversesId === undefined ? {} : { reversesId }),
    legs: [
      { account: playerWallet(input.userId), amountMinor: -input.amountMinor },
      { account: venueWallet(input.userId, input.platname), amountMinor: input.amountMinor },
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

// ---- the house venue ----------------------------------------------------------------------------

const houseVenueWallet = (userId: number): AccountSpec => ({
  code: houseVenueWalletCode(userId),
  kind: 'player_house',
  userId,
  allowNegative: false,
});

/**
 * Moves money between a player's wallet at the house venue (`user:{id}:house`, never below zero)
 * and one of the house venue's accounts: `house_venue` (a venue transfer in or out) or
 * `house_pool` (a game's stake or win). Positive `amountMinor`: house account -> the player's
 * house wallet; negative: the house wallet -> house account, refused with `insufficient_funds`
 * when the house wallet holds less.
 */
export async function moveWithHouseVenue(
  ledger: LedgerHost,
  tx: Tx,
  input: {
    userId: number;
    purpose: HouseVenuePurpose;
    amountMinor: bigint;
    key: string;
    kind: LedgerKind;
    memo?: string;
  },
): Promise<PostedTransfer> {
  return postCoded(ledger, tx, {
    idempotencyKey: input.key,
    kind: input.kind,
    memo: input.memo ?? '',
    legs: [
      { account: houseAccount(input.purpose, input.userId), amountMinor: -input.amountMinor },
      { account: houseVenueWallet(input.userId), amountMinor: input.amountMinor },
    ],
  });
}

/**
 * A player's wallet at the house venue (0 before its first movement). Polled (the venues' balance
 * list asks every venue on every poll): read through the batched read, never inside a transaction.
 */
export async function houseVenueBalance(store: Store, userId: number): Promise<bigint> {
  return (await balanceByCode(store.db, houseVenueWalletCode(userId))) ?? 0n;
}

/** The same, read inside the caller's transaction (the balance after its own movements). */
export async function houseVenueBalanceIn(tx: Tx, userId: number): Promise<bigint> {
  const row = await tx
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('code', '=', houseVenueWalletCode(userId))
    .executeTakeFirst();
  return row?.balance_minor ?? 0n;
}
