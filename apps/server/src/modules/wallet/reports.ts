import type { LedgerKind } from '@app/contract/ledger-kinds';
import type { AppContext } from '../../platform/context.ts';
import { houseFlowsByDay } from '../ledger/index.ts';
import { WITHDRAWAL_STATE } from './withdrawal-state.ts';
import { PENDING } from './deposits.service.ts';

/**
 * The wallet's transfer kinds that the operator's dashboard counts, by figure (deposits.service,
 * withdrawals.service): a kind of the contract's closed list, or the build fails.
 */
export const DASHBOARD_FUND_KINDS = {
  deposits: 'deposit',
  withdrawals: 'withdraw_pay',
} as const satisfies Record<string, LedgerKind>;

/** One Beijing day of money in and out (fen). */
export interface FundsDay {
  depositsMinor: bigint;
  withdrawalsMinor: bigint;
}

/**
 * Deposits credited and withdrawals paid per Beijing day index in [since, until), from the
 * ledger: a credited deposit moves its amount out of the deposits clearing account (`deposit`),
 * a paid withdrawal moves it from held into it (`withdraw_pay`). A withdrawal counts on the day
 * it is paid, not the day it was asked; a returned one never counts.
 */
export async function fundsByDay(
  ctx: AppContext,
  since: number,
  until: number,
): Promise<Map<number, FundsDay>> {
  const flows = await houseFlowsByDay(ctx.store, {
    purposes: ['deposits'],
    kinds: [DASHBOARD_FUND_KINDS.deposits, DASHBOARD_FUND_KINDS.withdrawals],
    since,
    until,
  });
  const days = new Map<number, FundsDay>();
  for (const flow of flows) {
    let day = days.get(flow.day);
    if (!day) days.set(flow.day, (day = { depositsMinor: 0n, withdrawalsMinor: 0n }));
    if (flow.kind === DASHBOARD_FUND_KINDS.deposits) day.depositsMinor += -flow.amountMinor;
    else day.withdrawalsMinor += flow.amountMinor;
  }
  return days;
}

/** The operator's two money queues: deposits and withdrawals waiting for a decision. */
export async function pendingFundReviews(
  ctx: AppContext,
): Promise<{ deposits: number; withdrawals: number }> {
  const deposits = await ctx.store.db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', PENDING)
    .executeTakeFirstOrThrow();
  const withdrawals = await ctx.store.db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', WITHDRAWAL_STATE.pending)
    .executeTakeFirstOrThrow();
  return { deposits: Number(deposits.n), withdrawals: Number(withdrawals.n) };
}
