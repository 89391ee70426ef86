import { formatMinor } from '@app/contract/money';
import type { UserInfo } from '@app/contract/api';
import type { Tx } from '../../platform/db/database.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { MSG } from '@app/contract/messages';
import { ensurePlayerWallet, playerBalance } from '../ledger/ledger.service.ts';
import { approvedDepositsMinor } from '../wallet/deposits.service.ts';
import { readWalletSettings } from '../wallet/wallet-settings.ts';
import { totalVenueBalanceMinor } from '../venues/venues.service.ts';

export interface NewUser {
  username: string;
  realname: string;
  passwordHash: string;
  payPasswordHash: string | null;
  pid: number | null;
  telegramId?: string | null;
  isGuest?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
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

/** userInfo of spec part 1 §3 and part 2 §3; the balance is the ledger's. */
export async function userInfo(ctx: AppContext, userId: number): Promise<UserInfo> {
  const user = await ctx.store.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const [balance, paysum, venues, settings] = await Promise.all([
    playerBalance(ctx.store, userId),
    approvedDepositsMinor(ctx, userId),
    totalVenueBalanceMinor(ctx, userId),
    readWalletSettings(ctx),
  ]);
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    balance: formatMinor(balance),
    gameblance: formatMinor(venues),
    avatar: user.avatar,
    mobile: user.mobile,
    email: user.email,
    birthday: user.birthday,
    vip: user.vip,
    current_vip: `VIP${user.vip}`,
    paysum: formatMinor(paysum),
    joinday: Math.max(1, Math.ceil((Date.now() - user.created_at) / DAY_MS)),
    isagent: user.is_agent,
    transferstatus: user.transferstatus,
    withdrawcashfee: settings.withdrawcashfee,
    withdrawfeeusdttrc: settings.withdrawfeeusdttrc,
    withdrawusdtrate: settings.withdrawusdtrate,
    is_guest: user.is_guest,
  };
}

export async function touchLogin(ctx: AppContext, userId: number): Promise<void> {
  await ctx.store.db
    .updateTable('users')
    .set({ last_login_at: Date.now() })
    .where('id', '=', userId)
    .execute();
}
