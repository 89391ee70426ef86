import { QUEUE_LIMITS, type AdminPlayerRecent } from '@app/contract/admin-queues';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { beijingDayStart, formatBeijing } from '../../platform/time.ts';
import { betTotalsByUser } from '../bets/index.ts';
import { playerBalance } from '../ledger/index.ts';
import { usernames } from '../users/index.ts';
import { playerMoney, turnoverStatus } from '../wallet/index.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * POST /api/admin/players/recent: what an operator reviews a deposit or a withdrawal with — the
 * wallet balance, the turnover status (the same figures that refuse a withdrawal), the recent
 * deposits and withdrawals and the last days' settled bets. Reads only, through each module.
 */
export async function playerRecent(ctx: AppContext, userId: number): Promise<AdminPlayerRecent> {
  const names = await usernames(ctx.store.db, [userId]);
  const username = names.get(userId);
  if (username === undefined) throw new DomainError('queue_player_unknown');
  const now = ctx.clock.now();
  const from = beijingDayStart(now) - (QUEUE_LIMITS.betDays - 1) * DAY_MS;
  const [balance, turnover, money, bets] = await Promise.all([
    playerBalance(ctx.store, userId),
    turnoverStatus(ctx, userId),
    playerMoney(ctx, userId, QUEUE_LIMITS.recentRows),
    betTotalsByUser(ctx, from, Number.MAX_SAFE_INTEGER, [userId]),
  ]);
  const totals = bets.get(userId);
  return {
    user_id: userId,
    username,
    balance: formatMinor(balance),
    turnover: {
      since: turnover.sinceMs > 0 ? formatBeijing(turnover.sinceMs) : '',
      deposits: formatMinor(turnover.depositsMinor),
      multiple: formatMinor(turnover.multipleHundredths),
      required: formatMinor(turnover.requiredMinor),
      done: formatMinor(turnover.doneMinor),
      other: formatMinor(turnover.otherMinor),
      remaining: formatMinor(turnover.remainingMinor),
    },
    ...money,
    bets: {
      days: QUEUE_LIMITS.betDays,
      valid: formatMinor(totals?.validMinor ?? 0n),
      win_loss: formatMinor(totals?.winLossMinor ?? 0n),
    },
  };
}
