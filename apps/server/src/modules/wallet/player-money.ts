import { formatMinor } from '@app/contract/money';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import { formatBeijing } from '../../platform/time.ts';
import { APPROVED } from './deposits.service.ts';
import { WITHDRAWAL_STATE } from './withdrawal-state.ts';

/** A player's deposits and withdrawals as an operator sees them beside a review. */
export interface PlayerMoney {
  deposits: {
    approved_count: number;
    approved_total: string;
    recent: {
      deposit_no: string;
      method: string;
      paytype: string;
      amount: string;
      real_money: string;
      state: number;
      created_at: string;
    }[];
  };
  withdrawals: {
    paid_count: number;
    paid_total: string;
    recent: { order_no: string; amount: string; state: number; created_at: string }[];
  };
}

/** The player's approved deposits and paid withdrawals ever, and the newest `recent` of each. */
export async function playerMoney(
  ctx: AppContext,
  userId: number,
  recent: number,
): Promise<PlayerMoney> {
  const db = ctx.store.db;
  const [deposits, depositSum, withdrawals, withdrawalSum] = await Promise.all([
    db
      .selectFrom('deposits')
      .select([
        'deposit_no',
        'method',
        'paytype',
        'amount_minor',
        'real_money_minor',
        'state',
        'created_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(recent)
      .execute(),
    db
      .selectFrom('deposits')
      .select([
        sql<number>`count(*)`.as('n'),
        sql<bigint>`coalesce(sum(real_money_minor), 0)`.as('sum_minor'),
      ])
      .where('user_id', '=', userId)
      .where('state', '=', APPROVED)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('withdrawals')
      .select(['order_no', 'amount_minor', 'state', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(recent)
      .execute(),
    db
      .selectFrom('withdrawals')
      .select([
        sql<number>`count(*)`.as('n'),
        sql<bigint>`coalesce(sum(amount_minor), 0)`.as('sum_minor'),
      ])
      .where('user_id', '=', userId)
      .where('state', '=', WITHDRAWAL_STATE.paid)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    deposits: {
      approved_count: Number(depositSum.n),
      approved_total: formatMinor(BigInt(depositSum.sum_minor)),
      recent: deposits.map((d) => ({
        deposit_no: d.deposit_no,
        method: d.method,
        paytype: d.paytype,
        amount: formatMinor(d.amount_minor),
        real_money: formatMinor(d.real_money_minor),
        state: d.state,
        created_at: formatBeijing(d.created_at),
      })),
    },
    withdrawals: {
      paid_count: Number(withdrawalSum.n),
      paid_total: formatMinor(BigInt(withdrawalSum.sum_minor)),
      recent: withdrawals.map((w) => ({
        order_no: w.order_no,
        amount: formatMinor(w.amount_minor),
        state: w.state,
        created_at: formatBeijing(w.created_at),
      })),
    },
  };
}

/**
 * Each player's first approved deposit (when it was approved), for those who have one: the agent
 * centre's first deposits.
 */
export async function firstDepositsByUser(
  ctx: AppContext,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await ctx.store.db
      .selectFrom('deposits')
      .select(['user_id', sql<number>`min(reviewed_at)`.as('first_at')])
      .where('user_id', 'in', userIds.slice(i, i + 500))
      .where('state', '=', APPROVED)
      .groupBy('user_id')
      .execute();
    for (const row of rows) result.set(row.user_id, Number(row.first_at));
  }
  return result;
}
