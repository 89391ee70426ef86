import { sql } from 'kysely';
import type { Store, Tx } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/transaction.ts';
import { batched } from '../../platform/db/batched.ts';
import { prepared } from '../../platform/db/prepared.ts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { ensurePlayerWallet } from '../ledger/index.ts';

export interface NewUser {
  username: string;
  realname: string;
  passwordHash: string;
  payPasswordHash: string | null;
  pid: number | null;
  telegramId?: string | null;
  isGuest?: boolean;
}

/** Creates the player (joined at `now`) and their ledger wallet in the caller's transaction. */
export async function createUser(tx: Tx, user: NewUser, now: number): Promise<number> {
  let id: number;
  try {
    const row = await tx
      .insertInto('users')
      .values({
        username: user.username,
        realname: user.realname,
        password_hash: user.passwordHash,
        pay_password_hash: user.payPasswordHash,
        pid: user.pid,
        telegram_id: user.telegramId ?? null,
        is_guest: user.isGuest ? 1 : 0,
        status: 1,
        avatar: '',
        mobile: '',
        email: '',
        birthday: '',
        created_at: now,
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('name_taken');
    throw error;
  }
  await ensurePlayerWallet(tx, id, now);
  return id;
}

export async function findUserByName(ctx: AppContext, username: string) {
  return ctx.store.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'status', 'is_guest'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function userExists(ctx: AppContext, id: number): Promise<boolean> {
  const row = await ctx.store.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function touchLogin(ctx: AppContext, userId: number): Promise<void> {
  await ctx.store.db
    .updateTable('users')
    .set({ last_login_at: ctx.clock.now() })
    .where('id', '=', userId)
    .execute();
}

/** The player row as other modules may read it (everything but the password hashes). */
export async function findUser(store: Store, id: number) {
  return userById(store.db, id);
}

/**
 * The player row as userInfo reads it on every poll: the rows asked for in one turn of the event
 * loop are read in one query (platform/db/batched.ts).
 */
const userById = batched(async (db, ids: readonly number[]) => {
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'realname',
      'pid',
      'telegram_id',
      'is_guest',
      'status',
      'avatar',
      'mobile',
      'email',
      'birthday',
      'created_at',
      'last_login_at',
    ])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
});

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/** What a session check needs: whether the player may act, and as a guest or not. */
/** Read with every session the cache does not hold: compiled once (platform/db/prepared.ts). */
const authStateRow = prepared((db, id: number) =>
  db.selectFrom('users').select(['status', 'is_guest']).where('id', '=', id),
);

export async function authState(
  store: Store,
  id: number,
): Promise<{ active: boolean; isGuest: boolean } | undefined> {
  const [row] = await authStateRow(store.db, id);
  return row && { active: row.status === 1, isGuest: row.is_guest === 1 };
}

export async function findUserByTelegramId(store: Store, telegramId: string) {
  return store.db
    .selectFrom('users')
    .select(['id', 'status'])
    .where('telegram_id', '=', telegramId)
    .executeTakeFirst();
}

export async function passwordHashes(store: Store, id: number) {
  return store.db
    .selectFrom('users')
    .select(['password_hash', 'pay_password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setPasswordHash(
  db: Tx | Store['db'],
  id: number,
  kind: 'login' | 'pay',
  hash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set(kind === 'login' ? { password_hash: hash } : { pay_password_hash: hash })
    .where('id', '=', id)
    .execute();
}

/** Usernames of these players (for lists that show who), by id. */
/** The newest player's id (0 with none): who "every player registered now" is. */
export async function highestUserId(db: Tx | Store['db']): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export async function usernames(
  db: Tx | Store['db'],
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}

export async function anyUserExists(db: Tx | Store['db']): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Serializes the caller's transaction with every other that locks this player (one player's
 * changes that must not interleave, e.g. binding payees). SQLite's transaction already holds the
 * write lock (BEGIN IMMEDIATE).
 */
export async function lockUser(store: Store, tx: Tx, id: number): Promise<void> {
  let lock = tx.selectFrom('users').select('id').where('id', '=', id);
  if (store.dialect === 'postgres') lock = lock.forNoKeyUpdate();
  await lock.executeTakeFirstOrThrow();
}

/** Players after `afterId`, in id order, with their registration time (daily jobs). */
export async function playersPage(store: Store, afterId: number, limit: number) {
  return store.db
    .selectFrom('users')
    .select(['id', 'created_at'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A player as the referral tree sees them: who referred them, since when (agents: the flag). */
export interface ReferralRow {
  id: number;
  pid: number | null;
  username: string;
  realname: string;
  created_at: number;
}

/** These players' referral rows (commission chains walk up `pid`). */
export async function referralRows(
  db: Tx | Store['db'],
  ids: readonly number[],
): Promise<ReferralRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'pid', 'username', 'realname', 'created_at'])
    .where('id', 'in', unique)
    .execute();
}

/** The players whose referrer is one of `pids` (one level of a downline), oldest first. */
export async function referredBy(
  db: Tx | Store['db'],
  pids: readonly number[],
): Promise<ReferralRow[]> {
  const unique = [...new Set(pids)];
  if (unique.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'pid', 'username', 'realname', 'created_at'])
    .where('pid', 'in', unique)
    .orderBy('id')
    .execute();
}

/** Saves the player's contact fields (already checked by the domain's `contactError`). */
export async function setContact(
  tx: Tx,
  id: number,
  contact: { email: string; mobile: string; birthday: string },
): Promise<void> {
  const result = await tx
    .updateTable('users')
    .set({ email: contact.email, mobile: contact.mobile, birthday: contact.birthday })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new Error(`user ${id} is missing`);
}

/** Sets the player's avatar to the address of an upload (the caller pinned it in `tx`). */
export async function setAvatar(tx: Tx, id: number, url: string): Promise<void> {
  const result = await tx
    .updateTable('users')
    .set({ avatar: url })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new Error(`user ${id} is missing`);
}

/** What the console searches players by (`any`: each of the others). */
export type PlayerSearchBy = 'any' | 'name' | 'id' | 'telegram' | 'referrer';

/** The player columns the console lists (no password hashes). */
const LISTED = [
  'id',
  'username',
  'realname',
  'pid',
  'telegram_id',
  'is_guest',
  'status',
  'created_at',
  'last_login_at',
] as const;

/**
 * The console's player search, newest first: by name (contains), id, Telegram id, or referrer
 * (the referrer's id or exact name); `any` matches any of them. An empty keyword lists everyone.
 */
export async function searchPlayers(
  store: Store,
  query: { keyword: string; by: PlayerSearchBy; page: number; size: number },
) {
  const keyword = query.keyword.trim();
  const asId = /^\d{1,15}$/.test(keyword) ? Number(keyword) : undefined;
  const by = query.by;
  let referrerIds: number[] = [];
  if (keyword !== '' && (by === 'referrer' || by === 'any')) {
    let referrers = store.db.selectFrom('users').select('id').where('username', '=', keyword);
    if (asId !== undefined) {
      referrers = store.db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb.or([eb('username', '=', keyword), eb('id', '=', asId)]));
    }
    referrerIds = (await referrers.limit(50).execute()).map((r) => r.id);
  }
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const filtered = <Q extends ReturnType<typeof base>>(q: Q): Q => {
    if (keyword === '') return q;
    return q.where((eb) => {
      const terms = [];
      if (by === 'name' || by === 'any')
        terms.push(sql<boolean>`username like ${pattern} escape '\\'`);
      if ((by === 'id' || by === 'any') && asId !== undefined) terms.push(eb('id', '=', asId));
      if (by === 'telegram' || by === 'any') terms.push(eb('telegram_id', '=', keyword));
      if ((by === 'referrer' || by === 'any') && referrerIds.length > 0) {
        terms.push(eb('pid', 'in', referrerIds));
      }
      // Nothing to match (letters searched as an id, a referrer nobody is): no row. A constant
      // false in SQL, not a bound boolean, which SQLite cannot bind.
      return terms.length > 0 ? eb.or(terms) : sql<boolean>`1 = 0`;
    }) as Q;
  };
  const base = () => store.db.selectFrom('users');
  const counted = await filtered(base())
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(base())
    .select([...LISTED])
    .orderBy('id', 'desc')
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute();
  return { rows, total: Number(counted.n) };
}

/** The profile the console shows, with whether a payment password is set (never the hash). */
export async function playerProfile(store: Store, id: number) {
  const row = await store.db
    .selectFrom('users')
    .select([
      ...LISTED,
      'avatar',
      'mobile',
      'email',
      'birthday',
      (eb) =>
        eb
          .case()
          .when('pay_password_hash', 'is', null)
          .then(0)
          .else(1)
          .end()
          .as('has_pay_password'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, has_pay_password: Number(row.has_pay_password) };
}

/**
 * Sets a player's status (1 active, 0 frozen) in the caller's transaction; answers the status
 * before, or undefined when there is no such player. The caller ends the sessions after commit
 * (auth's `endAllSessions`).
 */
export async function setUserStatus(
  tx: Tx,
  id: number,
  status: number,
): Promise<number | undefined> {
  const before = await tx
    .selectFrom('users')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before) return undefined;
  await tx.updateTable('users').set({ status }).where('id', '=', id).execute();
  return before.status;
}

/** How many players this one referred directly. */
export async function downlineCount(store: Store, id: number): Promise<number> {
  const row = await store.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('pid', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The players this one referred directly, newest first, a page at a time. */
export async function downlinePage(store: Store, id: number, page: number, size: number) {
  return store.db
    .selectFrom('users')
    .select(['id', 'username', 'created_at'])
    .where('pid', '=', id)
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}
