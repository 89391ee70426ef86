import type { PayInfoChain } from '@app/contract/funds';
import { fillMessage, MSG } from '@app/contract/messages';
import { formatMinor, parseMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { isDomainError } from '../../platform/errors.ts';
import { orderNumber } from '../../platform/time.ts';
import {
  formatUnits,
  orderActivity,
  underpayToleranceUnits,
  unitsToCents,
  UNITS_PER_CENT,
  type ConfirmedTransfer,
  type CreditOutcome,
} from '../chain/index.ts';
import { admitDeposit } from '../protection/index.ts';
import { readWalletSettings } from './wallet-settings.ts';
import { parseRate } from './rates.ts';

/**
 * Deposits paid on chain (docs/chain-deposits.md): every order of a watched protocol has its own
 * address (the chain module's), and each confirmed transfer to it reaches `creditChainTransfer`
 * inside the transaction that settles it:
 *
 * - the first transfer to a pending order pays that order: credited at the order's rate for what
 *   ARRIVED, unless it is short of the order by more than the tolerance, which waits for review
 *   with both figures (an operator's approval credits what arrived);
 * - any other (a second payment, a payment to an order already paid, rejected or in review) is a
 *   deposit of its own for the same player at the same rate, credited at once unless it is below
 *   the deposit minimum or player protection refuses it, which waits for review;
 * - a payment after the order's hour is credited all the same (the address is the player's).
 *
 * A deposit row names its transfer (`chain_ref`, unique) and is credited under the ledger key
 * `deposit:<id>`, so a transfer credits at most once even if it were handed over twice.
 */
export type CreditIn = (
  ctx: AppContext,
  tx: Tx,
  depositId: number,
  set: { remark?: string; provider_ref?: string },
) => Promise<void>;

/** The credit (fen) of `units` at a rate in hundredths, rounded down. */
export function creditForUnits(units: bigint, rateHundredths: bigint): bigint {
  return (units * rateHundredths) / 1_000_000n;
}

const PENDING = 1;

export async function creditChainTransfer(
  ctx: AppContext,
  tx: Tx,
  t: ConfirmedTransfer,
  creditIn: CreditIn,
): Promise<CreditOutcome> {
  const chainRef = `${t.chain}:${t.txHash}:${t.logIndex}`;
  const order = await tx
    .selectFrom('deposits')
    .select([
      'id',
      'deposit_no',
      'user_id',
      'state',
      'amount_minor',
      'usdt_rate',
      'received_minor',
      'address',
    ])
    .where('deposit_no', '=', t.orderNo)
    .executeTakeFirstOrThrow();
  const rate = parseRate(order.usdt_rate || (await readWalletSettings(ctx, tx)).usdt_deposit_rate);
  const credit = creditForUnits(t.amountUnits, rate);
  const received = formatUnits(t.amountUnits);
  const figures = { expected: formatMinor(order.amount_minor), received };

  if (order.state === PENDING && order.received_minor === null) {
    const tolerance = await underpayToleranceUnits(tx);
    const expected = order.amount_minor * UNITS_PER_CENT;
    await tx
      .updateTable('deposits')
      .set({ received_minor: t.amountUnits, chain_ref: chainRef, real_money_minor: credit })
      .where('id', '=', order.id)
      .execute();
    if (t.amountUnits + tolerance < expected) {
      await tx
        .updateTable('deposits')
        .set({
          remark: fillMessage(MSG.chainNoteShort, figures),
        })
        .where('id', '=', order.id)
        .execute();
      return {
        state: 'review',
        depositNo: order.deposit_no,
        creditedMinor: null,
        note: fillMessage(MSG.chainNoteShort, figures),
      };
    }
    await creditIn(ctx, tx, order.id, { remark: MSG.chainNoteCredited, provider_ref: chainRef });
    return {
      state: 'credited',
      depositNo: order.deposit_no,
      creditedMinor: credit,
      note: t.amountUnits > expected ? fillMessage(MSG.chainNoteOver, figures) : '',
    };
  }

  // A payment of its own to the player's address: a new deposit at the order's rate.
  const now = ctx.clock.now();
  const depositNo = orderNumber('D', now);
  const inserted = await tx
    .insertInto('deposits')
    .values({
      deposit_no: depositNo,
      user_id: order.user_id,
      method: 'auto',
      paytype: 'usdt',
      catepay: t.chain,
      amount_minor: unitsToCents(t.amountUnits),
      real_money_minor: credit,
      cash_fee_minor: 0n,
      address: order.address,
      screenshot_url: '',
      bank: '',
      bank_no: '',
      bank_owner: '',
      bank_address: '',
      state: PENDING,
      remark: fillMessage(MSG.chainNoteExtra, { order: order.deposit_no }),
      provider: 'chain',
      provider_ref: chainRef,
      expires_at: null,
      reviewed_by: null,
      reviewed_at: null,
      created_at: now,
      usdt_rate: order.usdt_rate,
      received_minor: t.amountUnits,
      chain_ref: chainRef,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const review = (note: string): CreditOutcome => ({
    state: 'review',
    depositNo,
    creditedMinor: null,
    note,
  });
  const settings = await readWalletSettings(ctx, tx);
  const range = settings.deposit_ranges[`usdt-${t.chain.toLowerCase()}`];
  const minimum = range ? (parseMinor(range.min_price) ?? 0n) : 0n;
  if (credit <= 0n || unitsToCents(t.amountUnits) < minimum) {
    return review(fillMessage(MSG.chainNoteBelowMinimum, { received }));
  }
  try {
    await admitDeposit(ctx, tx, { userId: order.user_id, amountMinor: credit, now });
  } catch (error) {
    if (isDomainError(error)) return review(MSG.chainNoteProtection);
    throw error;
  }
  await creditIn(ctx, tx, inserted.id, {
    remark: MSG.chainNoteExtraCredited,
    provider_ref: chainRef,
  });
  return { state: 'credited', depositNo, creditedMinor: credit, note: MSG.chainNoteExtraCredited };
}

/** /payInfo's chain part of an order paid on chain; null for other orders. */
export async function payInfoChain(
  ctx: AppContext,
  order: { deposit_no: string; state: number },
): Promise<PayInfoChain | null> {
  const activity = await orderActivity(ctx, order.deposit_no);
  if (!activity) return null;
  const live = activity.transfers.filter((t) => t.state !== 'dropped');
  const confirming = live.filter((t) => t.state === 'seen');
  const received = live.reduce((sum, t) => sum + t.amountUnits, 0n);
  let status: PayInfoChain['status'];
  if (confirming.length > 0) status = 'seen';
  else if (live.some((t) => t.state === 'credited') || order.state === 2) status = 'credited';
  else if (live.some((t) => t.state === 'review')) status = 'review';
  else if (live.some((t) => t.state === 'rejected')) status = 'rejected';
  else if (activity.transfers.length > 0) status = 'dropped';
  else status = 'waiting';
  return {
    status,
    confirmations: confirming.length ? Math.min(...confirming.map((t) => t.confirmations)) : 0,
    required: activity.required,
    received: formatMinor(unitsToCents(received)),
    transfers: activity.transfers.map((t) => ({
      tx_hash: t.txHash,
      log_index: t.logIndex,
      amount: formatMinor(unitsToCents(t.amountUnits)),
      confirmations: t.confirmations,
      state: t.state,
    })),
  };
}
