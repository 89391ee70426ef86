import {
  PLAYERS_ADMIN_LIMITS,
  type AdminPlayerDetail,
  type AdminPlayerRow,
  type PlayerSearchField,
} from '@app/contract/admin-players';
import type { Page } from '@app/contract/envelope';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { formatBeijing } from '../../platform/time.ts';
import { sessionsOfPlayer } from '../auth/index.ts';
import { betsOfPlayer } from '../bets/index.ts';
import { venueBalances, walletBalances, walletEntries } from '../ledger/index.ts';
import {
  downlineCount,
  downlinePage,
  playerProfile,
  referralRows,
  searchPlayers,
  usernames,
  userExists,
} from '../users/index.ts';
import { agentFlags } from '../agents/index.ts';
import { venueWalletsOf, type VenueWallet } from '../venues/index.ts';
import { playerLevels } from '../vip/index.ts';
import { listDeposits, listWithdrawals } from '../wallet/index.ts';
import { pendingAdjustmentsOf } from './adjustments.service.ts';

/**
 * The console's player pages (issue 13 §5), assembled from the modules that own each part
 * through their index.ts: users (profile, referrals), ledger (wallet, venues, entries), bets,
 * wallet (deposits, withdrawals), auth (sign-ins). This module only reads here.
 */

const SIZE = PLAYERS_ADMIN_LIMITS.pageSize;
const time = (at: number | null) => (at === null ? '' : formatBeijing(at));

interface ListedUser {
  id: number;
  username: string;
  realname: string;
  pid: number | null;
  telegram_id: string | null;
  is_guest: number;
  is_agent: number;
  status: number;
  vip: number;
  created_at: number;
  last_login_at: number | null;
}

function listed(user: ListedUser, referrer: string, balance: bigint): AdminPlayerRow {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    telegram_id: user.telegram_id ?? '',
    pid: user.pid,
    referrer,
    status: user.status,
    is_guest: user.is_guest,
    is_agent: user.is_agent,
    vip: user.vip,
    balance: formatMinor(balance),
    created_at: time(user.created_at),
    last_login_at: time(user.last_login_at),
  };
}

export async function findPlayers(
  ctx: AppContext,
  query: { keyword: string; by: PlayerSearchField; page: number },
): Promise<Page<AdminPlayerRow>> {
  const { rows, total } = await searchPlayers(ctx.store, { ...query, size: SIZE });
  const [referrers, balances, levels, agents] = await Promise.all([
    usernames(
      ctx.store.db,
      rows.flatMap((r) => (r.pid === null ? [] : [r.pid])),
    ),
    walletBalances(
      ctx.store,
      rows.map((r) => r.id),
    ),
    playerLevels(
      ctx.store.db,
      rows.map((r) => r.id),
    ),
    agentFlags(
      ctx.store.db,
      rows.map((r) => r.id),
    ),
  ]);
  return pageOf(
    rows.map((r) =>
      listed(
        { ...r, vip: levels.get(r.id) ?? 1, is_agent: agents.get(r.id) ?? 0 },
        r.pid === null ? '' : (referrers.get(r.pid) ?? ''),
        balances.get(r.id) ?? 0n,
      ),
    ),
    total,
    query.page,
    SIZE,
  );
}

async function mustExist(ctx: AppContext, userId: number): Promise<void> {
  if (!(await userExists(ctx, userId))) throw new DomainError('admin_player_not_found');
}

/** The referrers from the direct one upward, at most referrerDepthMax, stopping at a cycle. */
async function referrerChain(ctx: AppContext, pid: number | null) {
  const chain: AdminPlayerDetail['referrers'] = [];
  const seen = new Set<number>();
  let next = pid;
  while (next !== null && !seen.has(next) && chain.length < PLAYERS_ADMIN_LIMITS.referrerDepthMax) {
    seen.add(next);
    const [row] = await referralRows(ctx.store.db, [next]);
    if (!row) break;
    chain.push({
      level: chain.length + 1,
      id: row.id,
      username: row.username,
      is_agent: (await agentFlags(ctx.store.db, [row.id])).get(row.id) ?? 0,
    });
    next = row.pid;
  }
  return chain;
}

/**
 * The player's venue wallets: each balance as the venue reports it, beside what our ledger sent
 * there net (its `player_venue` account, which is not a balance: wins and losses at the venue
 * never pass through our ledger). A ledger account without a venue account (none in practice)
 * still shows its net.
 */
function venueWallets(
  wallets: readonly VenueWallet[],
  netIn: readonly { platname: string; balanceMinor: bigint }[],
): Pick<AdminPlayerDetail['wallet'], 'venues' | 'venue_total' | 'venues_unanswered'> {
  const netOf = new Map(netIn.map((n) => [n.platname, n.balanceMinor]));
  const rows = wallets.map((w) => ({
    platname: w.platname,
    name: w.name,
    balance: w.balanceMinor === null ? null : formatMinor(w.balanceMinor),
    net_in: formatMinor(netOf.get(w.platname) ?? 0n),
  }));
  const shown = new Set(wallets.map((w) => w.platname));
  for (const n of netIn) {
    if (!shown.has(n.platname)) {
      rows.push({
        platname: n.platname,
        name: n.platname,
        balance: null,
        net_in: formatMinor(n.balanceMinor),
      });
    }
  }
  const reported = wallets.flatMap((w) => (w.balanceMinor === null ? [] : [w.balanceMinor]));
  return {
    venues: rows,
    venue_total: formatMinor(reported.reduce((sum, b) => sum + b, 0n)),
    venues_unanswered: rows.filter((r) => r.balance === null).length,
  };
}

export async function playerDetail(ctx: AppContext, userId: number): Promise<AdminPlayerDetail> {
  const profile = await playerProfile(ctx.store, userId);
  if (!profile) throw new DomainError('admin_player_not_found');
  const [balances, netIn, wallets, referrers, downline, pending, levels, agents] =
    await Promise.all([
      walletBalances(ctx.store, [userId]),
      venueBalances(ctx.store, userId),
      venueWalletsOf(ctx, userId),
      referrerChain(ctx, profile.pid),
      downlineCount(ctx.store, userId),
      pendingAdjustmentsOf(ctx.store, userId),
      playerLevels(ctx.store.db, [userId]),
      agentFlags(ctx.store.db, [userId]),
    ]);
  const balance = balances.get(userId) ?? 0n;
  const referrer = referrers[0]?.username ?? '';
  return {
    profile: {
      ...listed(
        { ...profile, vip: levels.get(userId) ?? 1, is_agent: agents.get(userId) ?? 0 },
        referrer,
        balance,
      ),
      avatar: profile.avatar,
      mobile: profile.mobile,
      email: profile.email,
      birthday: profile.birthday,
      has_pay_password: profile.has_pay_password,
    },
    wallet: {
      balance: formatMinor(balance),
      ...venueWallets(wallets, netIn),
    },
    referrers,
    downline,
    pending_adjustments: pending,
  };
}

export async function playerLedger(ctx: AppContext, userId: number, page: number) {
  await mustExist(ctx, userId);
  const { rows, total } = await walletEntries(ctx.store, userId, page, SIZE);
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      transfer_id: r.transfer_id,
      kind: r.kind,
      memo: r.memo,
      amount: formatMinor(r.amount_minor),
      balance_after: formatMinor(r.balance_after_minor),
      created_at: formatBeijing(r.created_at),
    })),
    total,
    page,
    SIZE,
  );
}

export async function playerBets(ctx: AppContext, userId: number, page: number) {
  await mustExist(ctx, userId);
  const { rows, total } = await betsOfPlayer(ctx.store, userId, page, SIZE);
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      platname: r.platname,
      bet_id: r.bet_id,
      game_code: r.game_code,
      bet: formatMinor(r.bet_minor),
      valid_bet: formatMinor(r.valid_bet_minor),
      win_loss: formatMinor(r.win_loss_minor),
      status: r.status,
      bet_at: formatBeijing(r.bet_at),
    })),
    total,
    page,
    SIZE,
  );
}

export async function playerDeposits(ctx: AppContext, userId: number, page: number) {
  await mustExist(ctx, userId);
  return listDeposits(ctx, { page, userId });
}

export async function playerWithdrawals(ctx: AppContext, userId: number, page: number) {
  await mustExist(ctx, userId);
  return listWithdrawals(ctx, { page, userId });
}

export async function playerLogins(ctx: AppContext, userId: number, page: number) {
  await mustExist(ctx, userId);
  const { rows, total } = await sessionsOfPlayer(ctx.store, userId, page, SIZE);
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      via: r.via,
      ip: r.ip,
      created_at: formatBeijing(r.created_at),
      expires_at: formatBeijing(r.expires_at),
      revoked_at: time(r.revoked_at),
    })),
    total,
    page,
    SIZE,
  );
}

export async function playerDownline(ctx: AppContext, userId: number, page: number) {
  await mustExist(ctx, userId);
  const [rows, total] = await Promise.all([
    downlinePage(ctx.store, userId, page, SIZE),
    downlineCount(ctx.store, userId),
  ]);
  const agents = await agentFlags(
    ctx.store.db,
    rows.map((r) => r.id),
  );
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      username: r.username,
      is_agent: agents.get(r.id) ?? 0,
      created_at: formatBeijing(r.created_at),
    })),
    total,
    page,
    SIZE,
  );
}
