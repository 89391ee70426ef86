import { FUND_STATE_NAMES, TRANSFER_STATE_NAMES, type TransRecord } from '@app/contract/funds';
import type { Page } from '@app/contract/envelope';
import { pageOf } from '../../platform/http/paging.ts';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import { venueTransferRecords } from '../venues/index.ts';
import { formatBeijing, sinceForDateCode } from '../../platform/time.ts';
import { PAYMENT_WINDOW_MS } from './deposits.service.ts';

/**
 * POST /api/gettransrecord (spec part 2 §2 Records): the caller's own deposits (type 1),
 * withdrawals (2), transfers into venues (3) and out of them (4), newest first, paged.
 */
export const RECORDS_PAGE_SIZE = 15;

const PAY_WAY: Record<string, string> = {
  usdt: 'USDT',
  bank: '银行卡',
  wxpay: '微信',
  alipay: '支付宝',
};

/** A record in yuan only: no USDT amount. */
const CNY = { currency: 'CNY' as const, usdt_amount: '' };

const page = <T>(rows: T[], total: number, current: number): Page<T> =>
  pageOf(rows, total, current, RECORDS_PAGE_SIZE);

export async function transRecords(
  ctx: AppContext,
  userId: number,
  q: { date: number; type: number; page: number },
): Promise<Page<TransRecord>> {
  const now = ctx.clock.now();
  const since = sinceForDateCode(q.date, now);
  const offset = (q.page - 1) * RECORDS_PAGE_SIZE;
  const range: RecordsRange = { userId, since, offset, page: q.page, now };
  if (q.type === 1) return depositRecords(ctx, range);
  if (q.type === 2) return withdrawalRecords(ctx, range);
  return transferRecords(ctx, range, q.type);
}

/** Whose records, from when, which page (and the time they are read at). */
interface RecordsRange {
  userId: number;
  since: number;
  offset: number;
  page: number;
  now: number;
}

/** Type 1: deposits, an unpaid auto deposit past its window shown as timed out. */
async function depositRecords(
  ctx: AppContext,
  { userId, since, offset, page: current, now }: RecordsRange,
): Promise<Page<TransRecord>> {
  const base = ctx.store.db
    .selectFrom('deposits')
    .where('user_id', '=', userId)
    .where('created_at', '>=', since);
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'method',
        'paytype',
        'catepay',
        'state',
        'amount_minor',
        'real_money_minor',
        'deposit_no',
        'created_at',
        'remark',
        'expires_at',
      ])
      .orderBy('id', 'desc')
      .limit(RECORDS_PAGE_SIZE)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return page(
    rows.map((d) => {
      const timedOut =
        d.method === 'auto' &&
        d.state === 1 &&
        now > (d.expires_at ?? d.created_at + PAYMENT_WINDOW_MS);
      const way = PAY_WAY[d.paytype] ?? d.paytype;
      return {
        id: d.id,
        type: 1,
        pay_way: d.catepay ? `${way}-${d.catepay}` : way,
        state: d.state,
        state_name: timedOut ? '已超时' : (FUND_STATE_NAMES[d.state] ?? ''),
        amount: formatMinor(d.real_money_minor),
        out_trade_no: d.deposit_no,
        created_at: formatBeijing(d.created_at),
        remark: d.remark,
        // A USDT deposit's amount_minor is the USDT quantity; real money is the yuan credited.
        ...(d.paytype === 'usdt'
          ? { currency: 'USDT' as const, usdt_amount: formatMinor(d.amount_minor) }
          : CNY),
      };
    }),
    Number(count.n),
    current,
  );
}

/** Type 2: withdrawals, a USDT one with the USDT its address receives. */
async function withdrawalRecords(
  ctx: AppContext,
  { userId, since, offset, page: current }: RecordsRange,
): Promise<Page<TransRecord>> {
  const base = ctx.store.db
    .selectFrom('withdrawals')
    .where('user_id', '=', userId)
    .where('created_at', '>=', since);
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'payee_type',
        'bank',
        'bank_owner',
        'state',
        'amount_minor',
        'usdt_receive',
        'order_no',
        'created_at',
        'remark',
      ])
      .orderBy('id', 'desc')
      .limit(RECORDS_PAGE_SIZE)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return page(
    rows.map((w) => ({
      id: w.id,
      type: 2,
      pay_way: w.payee_type === 2 ? `USDT-${w.bank_owner}` : w.bank,
      state: w.state,
      state_name: FUND_STATE_NAMES[w.state] ?? '',
      amount: formatMinor(w.amount_minor),
      out_trade_no: w.order_no,
      created_at: formatBeijing(w.created_at),
      remark: w.remark,
      // A USDT withdrawal: the USDT the address receives (after the fee) beside the yuan debited.
      ...(w.payee_type === 2 && w.usdt_receive !== ''
        ? { currency: 'USDT' as const, usdt_amount: w.usdt_receive }
        : CNY),
    })),
    Number(count.n),
    current,
  );
}

/** Types 3 and 4: transfers into venues and out of them. */
async function transferRecords(
  ctx: AppContext,
  { userId, since, page: current }: RecordsRange,
  type: number,
): Promise<Page<TransRecord>> {
  const direction = type === 3 ? 'in' : 'out';
  const result = await venueTransferRecords(ctx, userId, {
    direction,
    sinceMs: since,
    page: current,
    pageSize: RECORDS_PAGE_SIZE,
  });
  return page(
    result.rows.map((t) => ({
      id: t.id,
      type,
      pay_way: direction === 'in' ? `中心钱包 → ${t.name}` : `${t.name} → 中心钱包`,
      state: t.state,
      state_name: TRANSFER_STATE_NAMES[t.state] ?? '',
      amount: formatMinor(t.amount_minor),
      out_trade_no: t.order_no,
      created_at: formatBeijing(t.created_at),
      remark: '',
      ...CNY,
    })),
    result.total,
    current,
  );
}
