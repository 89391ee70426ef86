import { z } from 'zod';
import { idOf } from './ids.ts';
import { MSG } from './messages.ts';

/**
 * What an operator sees beside a deposit or a withdrawal under review (issue "operator console",
 * queues): the player's wallet balance, the turnover still required before a withdrawal, and
 * their recent money and play. Ours: the spec describes no back office.
 */

export const QUEUE_LIMITS = {
  /** The newest deposits and withdrawals shown beside a review. */
  recentRows: 5,
  /** The bets summary covers the last 7 Beijing days, today included. */
  betDays: 7,
} as const;

// POST /api/admin/players/recent {user_id} -> AdminPlayerRecent
export const adminPlayerRecentPayload = z.object({ user_id: idOf(MSG.queuePlayerInvalid) });

/** The turnover (打码量) picture since the last paid withdrawal; money as 2-place strings. */
export const adminTurnoverStatus = z.object({
  /** When the count started: the last paid withdrawal (Beijing time), '' when none. */
  since: z.string(),
  /** Deposits credited since then. */
  deposits: z.string(),
  /** The operator's multiple (wallet settings), e.g. "1.00". */
  multiple: z.string(),
  /** deposits × multiple. */
  required: z.string(),
  /** Valid bets of settled records placed since then. */
  done: z.string(),
  /** What rebates and activity bonuses still require on their own. */
  other: z.string(),
  /** What the player must still bet before a withdrawal (0.00: free to withdraw). */
  remaining: z.string(),
});
export type AdminTurnoverStatus = z.infer<typeof adminTurnoverStatus>;

export const adminRecentDeposit = z.object({
  deposit_no: z.string(),
  method: z.string(),
  paytype: z.string(),
  amount: z.string(),
  real_money: z.string(),
  state: z.number(),
  created_at: z.string(),
});
export const adminRecentWithdrawal = z.object({
  order_no: z.string(),
  amount: z.string(),
  state: z.number(),
  created_at: z.string(),
});

export const adminPlayerRecent = z.object({
  user_id: z.number(),
  username: z.string(),
  /** Platform wallet balance. */
  balance: z.string(),
  turnover: adminTurnoverStatus,
  deposits: z.object({
    /** Approved deposits ever: how many and their credited total. */
    approved_count: z.number(),
    approved_total: z.string(),
    recent: z.array(adminRecentDeposit),
  }),
  withdrawals: z.object({
    /** Paid withdrawals ever: how many and their total. */
    paid_count: z.number(),
    paid_total: z.string(),
    recent: z.array(adminRecentWithdrawal),
  }),
  /** Settled bet records placed in the last QUEUE_LIMITS.betDays Beijing days. */
  bets: z.object({
    days: z.number(),
    valid: z.string(),
    /** The player's win (+) or loss (−). */
    win_loss: z.string(),
  }),
});
export type AdminPlayerRecent = z.infer<typeof adminPlayerRecent>;
