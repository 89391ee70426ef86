import type { UserInfo } from '@app/contract/api';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import { agentFlag } from '../agents/index.ts';
import { playerBalance } from '../ledger/index.ts';
import { findUser } from '../users/index.ts';
import { totalVenueBalanceMinor, transferStatus } from '../venues/index.ts';
import { playerLevel } from '../vip/index.ts';
import { approvedDepositsMinor, shownWalletSettings } from '../wallet/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** userInfo of spec part 1 §3 and part 2 §3: the player, the ledger's balance, the venues'. */
export async function userInfo(ctx: AppContext, userId: number): Promise<UserInfo> {
  const user = await findUser(ctx.store, userId);
  if (!user) throw new Error(`user ${userId} is missing`);
  const [balance, paysum, venues, settings, transferstatus, vip, isagent] = await Promise.all([
    playerBalance(ctx.store, userId),
    approvedDepositsMinor(ctx, userId),
    totalVenueBalanceMinor(ctx, userId),
    shownWalletSettings(ctx),
    transferStatus(ctx.store, userId),
    playerLevel(ctx.store, userId),
    agentFlag(ctx.store, userId),
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
