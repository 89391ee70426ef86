import { formatMinor, parseMinor } from '@app/contract/money';
import { fillMessage, MSG } from '@app/contract/messages';
import type { Page } from '@app/contract/envelope';
import { pageOf } from '../../platform/http/paging.ts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Tx } from '../../platform/db/database.ts';
import type { SessionUser } from '../auth/index.ts';
import { assertNotGuest } from '../auth/index.ts';
import { usernames } from '../users/index.ts';
import { checkPayPassword } from '../auth/index.ts';
import { DomainError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { moveBetweenHouse, moveWithHouse, transferIdByKey } from '../ledger/index.ts';
import { beijingDayStart, formatBeijing, orderNumber } from '../../platform/time.ts';
import { readWalletSettings } from './wallet-settings.ts';
import { divideRoundDown, parseRate } from './rates.ts';
import { requiredTurnoverMinor } from './turnover.ts';
import { WITHDRAWAL_STATE } from './withdrawal-state.ts';
import { findOwnPayee } from '../payees/index.ts';
import { sendInbox } from '../inbox/index.ts';
import { reasonOf } from './inbox-texts.ts';
import { withdrawHoldKey, withdrawPayKey, withdrawReturnKey } from './ledger-keys.ts';
import type { AdminWithdrawalPayout } from '@app/contract/admin-chain';
import { payoutsOf } from './payout-rows.ts';

/**
 * Withdrawals (spec part 2 §2 Withdrawal, §4, §5). The amount moves at once from the wallet into
 * the held house account (so it cannot be spent twice); approval pays it out, rejection returns it.
 * State 1 pending review, 2 paid, 3 rejected.
 */
const { pending: PENDING, paid: PAID, rejected: REJECTED } = WITHDRAWAL_STATE;
const PAYEE_USDT = 2;
const PAY_PASSWORD_FAILURES_MAX = 5;
const PAY_PASSWORD_WINDOW_MS = 15 * 60_000;

/** USDT figures of a withdrawal: equivalent rounded down to 0.01, fee, and what arrives. */
export function usdtFigures(
  amountMinor: bigint,
  rateText: string,
  feeText: string,
): { usdt: bigint; fee: bigint; receive: bigint } {
  const usdt = divideRoundDown(amountMinor, parseRate(rateText));
  const fee = parseMinor(feeText) ?? 0n;
  const receive = usdt > fee ? usdt - fee : 0n;
  return { usdt, fee, receive };
}

export async function requestWithdrawal(
  ctx: AppContext,
  user: SessionUser,
  input: { amount?: bigint | undefined; bank: number; password: string; type?: number | undefined },
): Promise<{ order_no: string }> {
  assertNotGuest(user);
  const settings = await readWalletSettings(ctx);
  const usdtTab = input.type === 1;
  if (input.bank <= 0) throw new DomainError(usdtTab ? 'choose_usdt_address' : 'choose_bank_card');
  const payee = await findOwnPayee(ctx, user.userId, input.bank);
  if (!payee) throw new DomainError('card_not_found');
  const minimum = parseMinor(settings.withdraw_min) ?? 10_000n;
  if (input.amount === undefined || input.amount < minimum) {
    throw new DomainError('withdraw_min', {
      minimum: formatMinor(minimum).replace(/\.00$/, ''),
    });
  }
  const amount = input.amount;
  await admitPayPassword(ctx, user.userId, input.password);
  if ((await requiredTurnoverMinor(ctx, user.userId)) > 0n) throw new DomainError('turnover_short');

  const usdt = usdtColumns(payee, amount, settings);

  const now = ctx.clock.now();
  const orderNo = orderNumber('W', now);
  await inTransaction(ctx.store, async (tx) => {
    // The hold locks the wallet first, so the daily count below is counted one at a time.
    await moveWithHouse(ctx, tx, {
      userId: user.userId,
      purpose: 'withdrawals_held',
      amountMinor: -amount,
      key: withdrawHoldKey(orderNo),
      kind: 'withdraw_hold',
      memo: orderNo,
    });
    const today = await tx
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.userId)
      .where('created_at', '>=', beijingDayStart(now))
      .where('state', '!=', REJECTED)
      .executeTakeFirstOrThrow();
    if (Number(today.n) >= settings.daily_withdraw_count)
      throw new DomainError('daily_withdraw_limit');
    await tx
      .insertInto('withdrawals')
      .values({
        order_no: orderNo,
        user_id: user.userId,
        payee_type: payee.type,
        bank: payee.bank,
        bank_no: payee.bank_no,
        bank_owner: payee.bank_owner,
        bank_address: payee.bank_address,
        amount_minor: amount,
        usdt_rate: usdt.rate,
        usdt_amount: usdt.amount,
        usdt_fee: usdt.fee,
        usdt_receive: usdt.receive,
        state: PENDING,
        remark: '',
        reviewed_by: null,
        reviewed_at: null,
        created_at: now,
      })
      .execute();
  });
  return { order_no: orderNo };
}

/** The payment password checked, with PAY_PASSWORD_FAILURES_MAX wrong tries per window. */
async function admitPayPassword(ctx: AppContext, userId: number, password: string): Promise<void> {
  if (password === '') throw new DomainError('pay_password_required');
  const limitKey = `pay-password-fail:${userId}`;
  if ((await ctx.limiter.count(limitKey)) >= PAY_PASSWORD_FAILURES_MAX) {
    throw new DomainError('password_tries_exceeded');
  }
  if (!(await checkPayPassword(ctx, userId, password))) {
    await ctx.limiter.hit(limitKey, PAY_PASSWORD_WINDOW_MS);
    throw new DomainError('pay_password_wrong');
  }
  await ctx.limiter.reset(limitKey);
}

/** A USDT withdrawal's rate, quantity, fee and what the address receives (blank for a card). */
function usdtColumns(
  payee: NonNullable<Awaited<ReturnType<typeof findOwnPayee>>>,
  amount: bigint,
  settings: Awaited<ReturnType<typeof readWalletSettings>>,
): { rate: string; amount: string; fee: string; receive: string } {
  if (payee.type !== PAYEE_USDT) return { rate: '', amount: '', fee: '', receive: '' };
  const fee = payee.bank_owner === 'ERC20' ? settings.withdrawcashfee : settings.withdrawfeeusdttrc;
  const figures = usdtFigures(amount, settings.withdrawusdtrate, fee);
  if (figures.receive <= 0n) throw new DomainError('withdraw_below_fee');
  return {
    rate: settings.withdrawusdtrate,
    amount: formatMinor(figures.usdt),
    fee: formatMinor(figures.fee),
    receive: formatMinor(figures.receive),
  };
}

export interface AdminWithdrawalRow {
  id: number;
  order_no: string;
  user_id: number;
  username: string;
  payee_type: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  amount: string;
  usdt_rate: string;
  usdt_amount: string;
  usdt_fee: string;
  usdt_receive: string;
  state: number;
  remark: string;
  reviewed_by: number | null;
  reviewed_at: string;
  created_at: string;
  payout: AdminWithdrawalPayout | null;
}

function withdrawalQuery(db: Kysely<Database> | Tx) {
  return db
    .selectFrom('withdrawals as w')
    .select([
      'w.id',
      'w.order_no',
      'w.user_id',
      'w.payee_type',
      'w.bank',
      'w.bank_no',
      'w.bank_owner',
      'w.bank_address',
      'w.amount_minor',
      'w.usdt_rate',
      'w.usdt_amount',
      'w.usdt_fee',
      'w.usdt_receive',
      'w.state',
      'w.remark',
      'w.reviewed_by',
      'w.reviewed_at',
      'w.created_at',
    ]);
}

type WithdrawalJoined = Awaited<
  ReturnType<ReturnType<typeof withdrawalQuery>['executeTakeFirstOrThrow']>
> & { username: string };

function adminRow(
  w: WithdrawalJoined,
  payouts: ReadonlyMap<number, AdminWithdrawalPayout>,
): AdminWithdrawalRow {
  const { amount_minor, reviewed_at, created_at, ...rest } = w;
  return {
    ...rest,
    amount: formatMinor(amount_minor),
    reviewed_at: reviewed_at ? formatBeijing(reviewed_at) : '',
    created_at: formatBeijing(created_at),
    payout: payouts.get(w.id) ?? null,
  };
}

const ADMIN_PAGE_SIZE = 20;

export async function listWithdrawals(
  ctx: AppContext,
  q: { state?: number | undefined; page: number; userId?: number | undefined },
): Promise<Page<AdminWithdrawalRow>> {
  let query = withdrawalQuery(ctx.store.db);
  let count = ctx.store.db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'));
  if (q.state !== undefined) {
    query = query.where('w.state', '=', q.state);
    count = count.where('state', '=', q.state);
  }
  if (q.userId !== undefined) {
    // One player's orders (the console's player page).
    query = query.where('w.user_id', '=', q.userId);
    count = count.where('user_id', '=', q.userId);
  }
  const rows = await query
    .orderBy('w.id', 'desc')
    .limit(ADMIN_PAGE_SIZE)
    .offset((q.page - 1) * ADMIN_PAGE_SIZE)
    .execute();
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  const names = await usernames(
    ctx.store.db,
    rows.map((r) => r.user_id),
  );
  const payouts = await payoutsOf(
    ctx.store.db,
    rows.map((r) => r.id),
  );
  return pageOf(
    rows.map((r) => adminRow({ ...r, username: names.get(r.user_id) ?? '' }, payouts)),
    total,
    q.page,
    ADMIN_PAGE_SIZE,
  );
}

/**
 * The operator's decision: approve pays the held money out (held -> payouts clearing); reject
 * returns it to the wallet (a reversing transfer). A second decision is a 409 that moves nothing.
 */
export async function reviewWithdrawal(
  ctx: AppContext,
  input: { id: number; approve: boolean; remark: string; operatorId: number },
  within?: (tx: Tx, row: AdminWithdrawalRow) => Promise<void>,
): Promise<AdminWithdrawalRow> {
  return inTransaction(ctx.store, async (tx) => {
    const row = await decideWithdrawal(ctx, tx, input);
    await within?.(tx, row);
    return row;
  });
}

/** The decision inside the caller's transaction (the review above; a payout checked on chain). */
export async function decideWithdrawal(
  ctx: AppContext,
  tx: Tx,
  input: { id: number; approve: boolean; remark: string; operatorId: number },
): Promise<AdminWithdrawalRow> {
  const w = await tx
    .selectFrom('withdrawals')
    .select(['id', 'user_id', 'order_no', 'amount_minor', 'state'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!w) throw new DomainError('not_found');
  const updated = await tx
    .updateTable('withdrawals')
    .set({
      state: input.approve ? PAID : REJECTED,
      reviewed_by: input.operatorId,
      reviewed_at: ctx.clock.now(),
      remark: input.remark,
    })
    .where('id', '=', w.id)
    .where('state', '=', PENDING)
    .executeTakeFirst();
  if (updated.numUpdatedRows !== 1n) throw new DomainError('already_reviewed');
  if (input.approve) {
    await moveBetweenHouse(ctx, tx, {
      userId: w.user_id,
      from: 'withdrawals_held',
      to: 'deposits',
      amountMinor: w.amount_minor,
      key: withdrawPayKey(w.order_no),
      kind: 'withdraw_pay',
    });
  } else {
    const hold = await transferIdByKey(tx, withdrawHoldKey(w.order_no));
    await moveWithHouse(ctx, tx, {
      userId: w.user_id,
      purpose: 'withdrawals_held',
      amountMinor: w.amount_minor,
      key: withdrawReturnKey(w.order_no),
      kind: 'withdraw_return',
      memo: w.order_no,
      ...(hold !== undefined ? { reversesId: hold } : {}),
    });
  }
  const found = await withdrawalQuery(tx).where('w.id', '=', w.id).executeTakeFirstOrThrow();
  // The player's message commits with the decision and its money (or neither does).
  await sendInbox(ctx, tx, {
    userId: w.user_id,
    kind: 'withdrawal',
    title: input.approve ? MSG.inboxWithdrawalPaidTitle : MSG.inboxWithdrawalRejectedTitle,
    content: fillMessage(
      !input.approve
        ? MSG.inboxWithdrawalRejected
        : found.payee_type === PAYEE_USDT && found.usdt_receive !== ''
          ? MSG.inboxWithdrawalPaidUsdt
          : MSG.inboxWithdrawalPaid,
      {
        order: w.order_no,
        amount: formatMinor(w.amount_minor),
        receive: found.usdt_receive,
        reason: reasonOf(input.remark),
      },
    ),
  });
  const names = await usernames(tx, [found.user_id]);
  return adminRow(
    { ...found, username: names.get(found.user_id) ?? '' },
    await payoutsOf(tx, [found.id]),
  );
}
