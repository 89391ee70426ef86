import type { UserInfo } from '@app/contract/api';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import { agentFlag } from '../agents/index.ts';
import { playerBalance } from '../ledger/index.ts';
import { findUser } from '../users/index.ts';
import { playerVenueFigures } from '../venues/index.ts';
import { playerLevel } from '../vip/index.ts';
import { approvedDepositsMinor, shownWalletSettings } from '../wallet/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * userInfo of spec part 1 §3 and part 2 §3: the player, the ledger's balance, the venues'. Every
 * read is batched (platform/db/batched.ts), in two turns of the event loop: first the users', the
 * venues', the wallet's, the VIP and the agents' rows (one statement each), then the ledger's
 * balances — the player's wallet and the house venue's, one statement — with the other venues'
 * wallets. The settings come from a one-second copy.
 */
export async function userInfo(ctx: AppContext, userId: number): Promise<UserInfo> {
  const [user, figures, paysum, settings, vip, isagent] = await Promise.all([
    findUser(ctx.store, userId),
    playerVenueFigures(ctx, userId),
    approvedDepositsMinor(ctx, userId),
    shownWalletSettings(ctx),
    playerLevel(ctx.store, userId),
    agentFlag(ctx.store, userId),
  ]);
  if (!user) throw new Error(`user ${userId} is missing`);
  const [balance, venues] = await Promise.all([
    playerBalance(ctx.store, userId),
    figures.venueBalanceMinor(),
  ]);
  const transferstatus = figures.transferStatus;
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
    vip,
    current_vip: `VIP${vip}`,
    paysum: formatMinor(paysum),
    joinday: Math.max(1, Math.ceil((ctx.clock.now() - user.created_at) / DAY_MS)),
    isagent,
    transferstatus,
    withdrawcashfee: settings.withdrawcashfee,
    withdrawfeeusdttrc: settings.withdrawfeeusdttrc,
    withdrawusdtrate: settings.withdrawusdtrate,
    is_guest: user.is_guest,
  };
}
