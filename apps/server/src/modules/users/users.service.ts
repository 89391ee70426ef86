import { MSG } from '@app/contract/messages';
import type { Store, Tx } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/transaction.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/errors.ts';
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

/** Creates the player and their ledger wallet in the caller's transaction. */
export async function createUser(tx: Tx, user: NewUser): Promise<number> {
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
        is_agent: 0,
        status: 1,
        vip: 1,
        avatar: '',
        mobile: '',
        email: '',
        birthday: '',
        transferstatus: 0,
        created_at: Date.now(),
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, MSG.nameTaken);
    throw error;
  }
  await ensurePlayerWallet(tx, id);
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
    .set({ last_login_at: Date.now() })
    .where('id', '=', userId)
    .execute();
}

/** The player row as other modules may read it (everything but the password hashes). */
export async function findUser(store: Store, id: number) {
  return store.db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'realname',
      'pid',
      'telegram_id',
      'is_guest',
      'is_agent',
      'status',
      'vip',
      'avatar',
      'mobile',
      'email',
      'birthday',
      'transferstatus',
      'created_at',
      'last_login_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/** What a session check needs: whether the player may act, and as a guest or not. */
export async function authState(
  store: Store,
  id: number,
): Promise<{ active: boolean; isGuest: boolean } | undefined> {
  const row = await store.db
    .selectFrom('users')
    .select(['status', 'is_guest'])
    .where('id', '=', id)
    .executeTakeFirst();
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

/** The automatic-transfer switch of /transfer (spec part 2 §7 upTransferStatus). */
export async function transferStatus(store: Store, id: number): Promise<number> {
  const row = await store.db
    .selectFrom('users')
    .select('transferstatus')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.transferstatus;
}

export async function setTransferStatus(store: Store, id: number, value: number): Promise<void> {
  await store.db.updateTable('users').set({ transferstatus: value }).where('id', '=', id).execute();
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

/** Players after `afterId`, in id order, with their level and registration time (daily jobs). */
export async function playersPage(store: Store, afterId: number, limit: number) {
  return store.db
    .selectFrom('users')
    .select(['id', 'vip', 'created_at'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Sets a player's VIP level from `from` to `to` in the caller's transaction (the vip module decides
 * it); answers false when the level is no longer `from` (someone changed it first).
 */
export async function setVipLevel(tx: Tx, id: number, from: number, to: number): Promise<boolean> {
  const result = await tx
    .updateTable('users')
    .set({ vip: to })
    .where('id', '=', id)
    .where('vip', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
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
