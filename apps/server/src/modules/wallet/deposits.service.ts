import { sql } from 'kysely';
import { formatMinor, parseMinor } from '@app/contract/money';
import { payCallbackPayload, type PayInfo } from '@app/contract/funds';
import { fillMessage, MSG } from '@app/contract/messages';
import type { Page } from '@app/contract/envelope';
import { pageOf } from '../../platform/http/paging.ts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Tx } from '../../platform/db/database.ts';
import { batched } from '../../platform/db/batched.ts';
import { prepared } from '../../platform/db/prepared.ts';
import type { SessionUser } from '../auth/index.ts';
import { assertNotGuest } from '../auth/index.ts';
import { usernames } from '../users/index.ts';
import { DomainError, isDomainError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { moveWithHouse } from '../ledger/index.ts';
import { admitDeposit } from '../protection/index.ts';
import { formatBeijing, orderNumber } from '../../platform/time.ts';
import { bankWayOpen, readWalletSettings, type WalletSettings } from './wallet-settings.ts';
import { ownsUpload, pinUpload } from '../uploads/index.ts';
import { sendInbox } from '../inbox/index.ts';
import { reasonOf } from './inbox-texts.ts';
import { verifyCallback, type ProviderCallback, sandboxSecret } from './sandbox-provider.ts';
import { parseRate, multiplyRoundDown } from './rates.ts';
import { depositKey } from './ledger-keys.ts';
import {
  allocateAddress,
  settleReviewedTransfer,
  watchedProtocols,
  type ChainCreditSink,
} from '../chain/index.ts';
import { creditChainTransfer, payInfoChain } from './chain-deposits.ts';

/**
 * Deposits (spec part 2 §2 Deposit, Older deposit screen, Deposit order info; §4): manual USDT
 * (screenshot, operator review), auto USDT (provider callback) and bank (operator review).
 * State 1 pending, 2 approved (credited through the ledger, once), 3 rejected.
 */
export const PAYMENT_WINDOW_MS = 60 * 60 * 1000;
export const PENDING = 1;
export const APPROVED = 2;
export const REJECTED = 3;

type Protocol = 'TRC20' | 'ERC20';
type AutoProtocol = Protocol | 'BEP20';

function receivingAddress(settings: WalletSettings, protocol: Protocol): string {
  return protocol === 'TRC20' ? settings.usdt_address_trc20 : settings.usdt_address_erc20;
}

export async function usdtInfo(ctx: AppContext, protocol: Protocol) {
  const settings = await readWalletSettings(ctx);
  return {
    bank_name: `USDT-${protocol}`,
    qrcodeurl: protocol === 'TRC20' ? settings.usdt_qrcode_trc20 : settings.usdt_qrcode_erc20,
    account: receivingAddress(settings, protocol),
    rate: settings.usdt_deposit_rate,
    auto_protocols: autoProtocols(ctx),
  };
}

/**
 * The protocols an automatic order can be made in: the spec's two always (paid on chain where
 * watched, else by the demo's sandbox or to the operator's address and reviewed, as before), and
 * BEP20 where BSC is watched.
 */
function autoProtocols(ctx: AppContext): AutoProtocol[] {
  const watched = watchedProtocols(ctx);
  return (['TRC20', 'ERC20', 'BEP20'] as const).filter((p) => p !== 'BEP20' || watched.includes(p));
}

function rangeCheck(settings: WalletSettings, type: string, amount: bigint): void {
  const range = settings.deposit_ranges[type];
  if (!range) return;
  const min = parseMinor(range.min_price) ?? 0n;
  const max = parseMinor(range.max_price) ?? 0n;
  if (amount < min || amount > max) {
    throw new DomainError('deposit_range', { min: formatMinor(min), max: formatMinor(max) });
  }
}

/** USDT quantity -> credited CNY at the operator's deposit rate, rounded down to the fen. */
function creditedForUsdt(settings: WalletSettings, quantity: bigint): bigint {
  return multiplyRoundDown(quantity, parseRate(settings.usdt_deposit_rate));
}

interface NewDeposit {
  method: 'manual' | 'auto' | 'bank';
  paytype: string;
  catepay: string;
  amountMinor: bigint;
  realMinor: bigint;
  address?: string;
  screenshotUrl?: string;
  bank?: { bank: string; bank_no: string; bank_owner: string; bank_address: string };
  /** Auto orders: the payment window from the order's own creation time. */
  windowMs?: number;
  provider?: string;
  /** Orders paid on chain: the rate they are credited at, whenever the money arrives. */
  usdtRate?: string;
}

async function insertDeposit(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  d: NewDeposit,
): Promise<string> {
  // Player protection admits the order first: a time-out, an exclusion or a deposit limit refuses
  // it and nothing is written (DESIGN §12).
  // One instant for the admission and the order: the order counts in the window it was admitted in.
  const now = ctx.clock.now();
  await admitDeposit(ctx, tx, { userId, amountMinor: d.realMinor, now });
  const db = tx;
  const depositNo = orderNumber('D', now);
  await db
    .insertInto('deposits')
    .values({
      deposit_no: depositNo,
      user_id: userId,
      method: d.method,
      paytype: d.paytype,
      catepay: d.catepay,
      amount_minor: d.amountMinor,
      real_money_minor: d.realMinor,
      cash_fee_minor: 0n,
      address: d.address ?? '',
      screenshot_url: d.screenshotUrl ?? '',
      bank: d.bank?.bank ?? '',
      bank_no: d.bank?.bank_no ?? '',
      bank_owner: d.bank?.bank_owner ?? '',
      bank_address: d.bank?.bank_address ?? '',
      state: PENDING,
      remark: '',
      provider: d.provider ?? '',
      provider_ref: '',
      expires_at: d.windowMs !== undefined ? now + d.windowMs : null,
      reviewed_by: null,
      reviewed_at: null,
      created_at: now,
      usdt_rate: d.usdtRate ?? '',
      received_minor: null,
      chain_ref: null,
    })
    .execute();
  return depositNo;
}

/** POST /api/uploadform: a manual USDT deposit with its transfer screenshot, for review. */
export async function createManualDeposit(
  ctx: AppContext,
  user: SessionUser,
  input: { num?: bigint | undefined; url: string; catepay?: Protocol | undefined },
): Promise<{ deposit_no: string }> {
  assertNotGuest(user);
  if (input.url === '') throw new DomainError('upload_first');
  if (input.num === undefined || input.num <= 0n) throw new DomainError('deposit_amount_required');
  // Only the player's own screenshot: another player's address is refused like an unknown one.
  if (!(await ownsUpload(ctx, user.userId, input.url))) throw new DomainError('upload_first');
  const protocol = input.catepay ?? 'TRC20';
  const settings = await readWalletSettings(ctx);
  rangeCheck(settings, `usdt-${protocol.toLowerCase()}`, input.num);
  const amountMinor = input.num;
  const depositNo = await inTransaction(ctx.store, async (tx) => {
    // Pinned with the deposit, so the clean-up never deletes a screenshot an order cites; false
    // when the upload went meanwhile (deleted as unpinned after a day).
    const pinned = await pinUpload(tx, {
      userId: user.userId,
      url: input.url,
      at: ctx.clock.now(),
    });
    if (!pinned) throw new DomainError('upload_first');
    return insertDeposit(ctx, tx, user.userId, {
      method: 'manual',
      paytype: 'usdt',
      catepay: protocol,
      amountMinor,
      realMinor: creditedForUsdt(settings, amountMinor),
      address: receivingAddress(settings, protocol),
      screenshotUrl: input.url,
    });
  });
  return { deposit_no: depositNo };
}

/** POST /api/recharge: an auto USDT order (one-hour window) or a bank deposit for review. */
export async function createRecharge(
  ctx: AppContext,
  user: SessionUser,
  input: {
    paytype: 'usdt' | 'bank' | 'wxpay' | 'alipay';
    catepay?: AutoProtocol | undefined;
    amount?: bigint | undefined;
    bank: string;
    bank_address: string;
    bank_no: string;
    bank_owner: string;
  },
): Promise<{ deposit_no: string }> {
  assertNotGuest(user);
  const settings = await readWalletSettings(ctx);
  if (input.paytype === 'usdt') {
    if (input.amount === undefined || input.amount <= 0n) {
      throw new DomainError('deposit_amount_required');
    }
    const protocol = input.catepay ?? 'TRC20';
    const quantity = input.amount;
    // A watched chain pays the order to an address of its own; TRC20 and ERC20 otherwise go to
    // the operator's address (the demo's sandbox pays them; else an operator reviews them). BEP20
    // has no operator's address: only a watched BSC takes it.
    const onChain = watchedProtocols(ctx).includes(protocol);
    if (!onChain && protocol === 'BEP20') throw new DomainError('chain_auto_unavailable');
    rangeCheck(settings, `usdt-${protocol.toLowerCase()}`, quantity);
    const depositNo = await inTransaction(ctx.store, async (tx) => {
      const order = await insertDeposit(ctx, tx, user.userId, {
        method: 'auto',
        paytype: 'usdt',
        catepay: protocol,
        amountMinor: quantity,
        realMinor: creditedForUsdt(settings, quantity),
        address: onChain ? '' : receivingAddress(settings, protocol as Protocol),
        windowMs: PAYMENT_WINDOW_MS,
        provider: onChain ? 'chain' : ctx.config.paySandbox ? 'sandbox' : '',
        usdtRate: settings.usdt_deposit_rate,
      });
      if (onChain) {
        const { address } = await allocateAddress(ctx, tx, {
          chain: protocol,
          userId: user.userId,
          orderNo: order,
        });
        await tx.updateTable('deposits').set({ address }).where('deposit_no', '=', order).execute();
      }
      return order;
    });
    return { deposit_no: depositNo };
  }
  if (input.paytype !== 'bank') {
    // The spec shows a UI only for USDT and bank; the flags say wechat/alipay are off.
    throw new DomainError('input_invalid');
  }
  // No receiving account (or the way switched off): nothing to transfer to, nothing to review.
  if (!bankWayOpen(settings)) throw new DomainError('bank_deposit_closed');
  const amount = input.amount ?? 0n;
  rangeCheck(settings, 'bank', amount);
  if (input.bank_owner.trim() === '') throw new DomainError('depositor_required');
  if (input.bank.trim() === '') throw new DomainError('bank_type_required');
  if (input.bank_no.trim() === '') throw new DomainError('bank_card_required');
  if (input.bank_address.trim() === '') throw new DomainError('bank_address_required');
  const depositNo = await inTransaction(ctx.store, (tx) =>
    insertDeposit(ctx, tx, user.userId, {
      method: 'bank',
      paytype: 'bank',
      catepay: '',
      amountMinor: amount,
      realMinor: amount,
      bank: {
        bank: input.bank.trim(),
        bank_no: input.bank_no.trim(),
        bank_owner: input.bank_owner.trim(),
        bank_address: input.bank_address.trim(),
      },
    }),
  );
  return { deposit_no: depositNo };
}

/** POST /api/payinfo: the order, only to its owner (404 otherwise, revealing nothing). */
export async function payInfo(
  ctx: AppContext,
  user: SessionUser,
  depositNo: string,
): Promise<PayInfo> {
  const d = await ctx.store.db
    .selectFrom('deposits')
    .selectAll()
    .where('deposit_no', '=', depositNo)
    .where('user_id', '=', user.userId)
    .executeTakeFirst();
  if (!d) throw new DomainError('deposit_not_found');
  return {
    cardlist: { mch_id: d.address, content: d.catepay },
    info: {
      deposit_no: d.deposit_no,
      amount: formatMinor(d.amount_minor),
      created_at: formatBeijing(d.created_at),
      created_ms: d.created_at,
      expires_ms: d.expires_at ?? d.created_at + PAYMENT_WINDOW_MS,
      paytype: d.paytype,
      catepay: d.catepay,
      real_money: formatMinor(d.real_money_minor),
      cash_fee: formatMinor(d.cash_fee_minor),
      state: d.state,
    },
    sandbox: ctx.config.paySandbox && d.provider === 'sandbox' ? 1 : 0,
    chain: d.provider === 'chain' ? await payInfoChain(ctx, d) : null,
  };
}

/**
 * Marks a pending deposit approved and credits it, in one transaction; the conditional update
 * makes a second approval (or a racing one) a 409 that moves nothing.
 */
async function creditIn(
  ctx: AppContext,
  tx: Tx,
  depositId: number,
  set: { reviewed_by?: number | null; remark?: string; provider_ref?: string },
): Promise<void> {
  const updated = await tx
    .updateTable('deposits')
    .set({ state: APPROVED, reviewed_at: ctx.clock.now(), ...set })
    .where('id', '=', depositId)
    .where('state', '=', PENDING)
    .executeTakeFirst();
  if (updated.numUpdatedRows !== 1n) throw new DomainError('already_reviewed');
  const d = await tx
    .selectFrom('deposits')
    .select(['user_id', 'real_money_minor', 'amount_minor', 'paytype', 'deposit_no'])
    .where('id', '=', depositId)
    .executeTakeFirstOrThrow();
  await moveWithHouse(ctx, tx, {
    userId: d.user_id,
    purpose: 'deposits',
    amountMinor: d.real_money_minor,
    key: depositKey(depositId),
    kind: 'deposit',
    memo: d.deposit_no,
  });
  // The player's message commits with the credit (or neither does), whichever way it was approved.
  await sendInbox(ctx, tx, {
    userId: d.user_id,
    kind: 'deposit',
    title: MSG.inboxDepositApprovedTitle,
    content: fillMessage(
      d.paytype === 'usdt' ? MSG.inboxDepositApprovedUsdt : MSG.inboxDepositApproved,
      {
        order: d.deposit_no,
        usdt: formatMinor(d.amount_minor),
        amount: formatMinor(d.real_money_minor),
      },
    ),
  });
}

/** What the chain module hands every confirmed transfer to (registered by the wallet's plugin). */
export const chainCreditSink: ChainCreditSink = (ctx, tx, transfer) =>
  creditChainTransfer(ctx, tx, transfer, creditIn);

/**
 * The callback a payment provider sent, once its signature is checked: 404 for a provider we do
 * not take callbacks from (only the sandbox, when PAY_SANDBOX is on), 403 for a body that is not
 * a callback signed with its secret.
 */
export async function verifiedCallback(
  ctx: AppContext,
  provider: string,
  body: unknown,
): Promise<ProviderCallback> {
  if (provider !== 'sandbox' || !ctx.config.paySandbox) throw new DomainError('not_found');
  const parsed = payCallbackPayload.safeParse(body ?? {});
  if (!parsed.success || !verifyCallback(await sandboxSecret(ctx), parsed.data)) {
    throw new DomainError('request_not_allowed');
  }
  return parsed.data;
}

/** POST /api/pay/callback/:provider. Signed; idempotent by order; the amount must match. */
export async function providerCallback(
  ctx: AppContext,
  callback: ProviderCallback,
): Promise<{ deposit_no: string; state: number }> {
  const d = await ctx.store.db
    .selectFrom('deposits')
    .select(['id', 'state', 'amount_minor', 'method'])
    .where('deposit_no', '=', callback.deposit_no)
    .executeTakeFirst();
  if (!d || d.method !== 'auto') throw new DomainError('deposit_not_found');
  if (formatMinor(d.amount_minor) !== callback.amount) throw new DomainError('input_invalid');
  if (d.state === APPROVED) return { deposit_no: callback.deposit_no, state: APPROVED };
  try {
    // Money that arrived after the window is still the player's: it is credited all the same.
    await inTransaction(ctx.store, (tx) =>
      creditIn(ctx, tx, d.id, { provider_ref: callback.ref, remark: '三方支付回调' }),
    );
  } catch (error) {
    if (!isDomainError(error, 'already_reviewed')) throw error;
  }
  const after = await ctx.store.db
    .selectFrom('deposits')
    .select('state')
    .where('id', '=', d.id)
    .executeTakeFirstOrThrow();
  return { deposit_no: callback.deposit_no, state: after.state };
}

export interface AdminDepositRow {
  id: number;
  deposit_no: string;
  user_id: number;
  username: string;
  method: string;
  paytype: string;
  catepay: string;
  amount: string;
  real_money: string;
  rate: string;
  screenshot_url: string;
  received: string;
  tx_hash: string;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  state: number;
  remark: string;
  reviewed_by: number | null;
  reviewed_at: string;
  created_at: string;
}

function adminRow(d: {
  id: number;
  deposit_no: string;
  user_id: number;
  username: string;
  method: string;
  paytype: string;
  catepay: string;
  amount_minor: bigint;
  real_money_minor: bigint;
  screenshot_url: string;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  state: number;
  remark: string;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
  received_minor: bigint | null;
  chain_ref: string | null;
}): AdminDepositRow {
  const {
    amount_minor,
    real_money_minor,
    reviewed_at,
    created_at,
    received_minor,
    chain_ref,
    ...rest
  } = d;
  return {
    ...rest,
    received: received_minor === null ? '' : formatMinor(received_minor / 10_000n),
    tx_hash: chain_ref === null ? '' : (chain_ref.split(':')[1] ?? ''),
    amount: formatMinor(amount_minor),
    real_money: formatMinor(real_money_minor),
    rate: d.paytype === 'usdt' ? appliedRate(amount_minor, real_money_minor) : '',
    reviewed_at: reviewed_at ? formatBeijing(reviewed_at) : '',
    created_at: formatBeijing(created_at),
  };
}

/**
 * The deposit rate an order was credited at, recovered from its figures (the rows keep the USDT
 * amount and the credit, not the rate): the smallest rate r (hundredths) with
 * floor(usdt × r / 100) = credit, exact whenever the order is at least 1 USDT.
 */
export function appliedRate(usdtMinor: bigint, creditMinor: bigint): string {
  if (usdtMinor <= 0n) return '';
  return formatMinor((creditMinor * 100n + usdtMinor - 1n) / usdtMinor);
}

function depositQuery(db: Kysely<Database> | Tx) {
  return db
    .selectFrom('deposits as d')
    .select([
      'd.id',
      'd.deposit_no',
      'd.user_id',
      'd.method',
      'd.paytype',
      'd.catepay',
      'd.amount_minor',
      'd.real_money_minor',
      'd.screenshot_url',
      'd.bank',
      'd.bank_no',
      'd.bank_owner',
      'd.bank_address',
      'd.state',
      'd.remark',
      'd.reviewed_by',
      'd.reviewed_at',
      'd.created_at',
      'd.received_minor',
      'd.chain_ref',
    ]);
}

const ADMIN_PAGE_SIZE = 20;

export async function listDeposits(
  ctx: AppContext,
  q: { state?: number | undefined; page: number; userId?: number | undefined },
): Promise<Page<AdminDepositRow>> {
  let query = depositQuery(ctx.store.db);
  let count = ctx.store.db.selectFrom('deposits').select((eb) => eb.fn.countAll<number>().as('n'));
  if (q.state !== undefined) {
    query = query.where('d.state', '=', q.state);
    count = count.where('state', '=', q.state);
  }
  if (q.userId !== undefined) {
    // One player's orders (the console's player page).
    query = query.where('d.user_id', '=', q.userId);
    count = count.where('user_id', '=', q.userId);
  }
  const rows = await query
    .orderBy('d.id', 'desc')
    .limit(ADMIN_PAGE_SIZE)
    .offset((q.page - 1) * ADMIN_PAGE_SIZE)
    .execute();
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  const names = await usernames(
    ctx.store.db,
    rows.map((r) => r.user_id),
  );
  return pageOf(
    rows.map((r) => adminRow({ ...r, username: names.get(r.user_id) ?? '' })),
    total,
    q.page,
    ADMIN_PAGE_SIZE,
  );
}

/**
 * The operator's decision on a pending deposit, in one transaction with `within` (the audit row):
 * approval credits the wallet; a decided deposit answers 409 and moves nothing.
 */
export async function reviewDeposit(
  ctx: AppContext,
  input: { id: number; approve: boolean; remark: string; operatorId: number },
  within?: (tx: Tx, row: AdminDepositRow) => Promise<void>,
): Promise<AdminDepositRow> {
  return inTransaction(ctx.store, async (tx) => {
    const d = await tx
      .selectFrom('deposits')
      .select(['id', 'provider', 'chain_ref'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!d) throw new DomainError('deposit_not_found');
    // An order paid on chain is credited by what arrives there: approving it before anything
    // arrived would credit it a second time when the transfer comes.
    if (input.approve && d.provider === 'chain' && d.chain_ref === null) {
      throw new DomainError('chain_order_unpaid');
    }
    if (input.approve) {
      await creditIn(ctx, tx, d.id, { reviewed_by: input.operatorId, remark: input.remark });
    } else {
      const updated = await tx
        .updateTable('deposits')
        .set({
          state: REJECTED,
          reviewed_by: input.operatorId,
          reviewed_at: ctx.clock.now(),
          remark: input.remark,
        })
        .where('id', '=', d.id)
        .where('state', '=', PENDING)
        .executeTakeFirst();
      if (updated.numUpdatedRows !== 1n) throw new DomainError('already_reviewed');
    }
    const found = await depositQuery(tx).where('d.id', '=', d.id).executeTakeFirstOrThrow();
    if (found.chain_ref !== null) {
      // A transfer held for review: it follows the decision.
      await settleReviewedTransfer(tx, {
        depositNo: found.deposit_no,
        approved: input.approve,
        creditedMinor: found.real_money_minor,
        at: ctx.clock.now(),
      });
    }
    if (!input.approve) {
      await sendInbox(ctx, tx, {
        userId: found.user_id,
        kind: 'deposit',
        title: MSG.inboxDepositRejectedTitle,
        content: fillMessage(MSG.inboxDepositRejected, {
          order: found.deposit_no,
          paid:
            found.paytype === 'usdt'
              ? `${formatMinor(found.amount_minor)} USDT`
              : `${formatMinor(found.amount_minor)} 元`,
          reason: reasonOf(input.remark),
        }),
      });
    }
    const names = await usernames(tx, [found.user_id]);
    const row = adminRow({ ...found, username: names.get(found.user_id) ?? '' });
    await within?.(tx, row);
    return row;
  });
}

/** Sum of a player's credited deposits (userInfo.paysum). */
export async function approvedDepositsMinor(
  ctx: AppContext,
  userId: number,
  sinceMs = 0,
): Promise<bigint> {
  if (sinceMs === 0) return (await approvedEver(ctx.store.db, userId)) ?? 0n;
  const [row] = await approvedSum(ctx.store.db, userId, sinceMs);
  return (row as unknown as { sum_minor: bigint }).sum_minor;
}

/**
 * userInfo's paysum on every poll: the players asked for in one turn of the event loop are summed
 * in one query (platform/db/batched.ts).
 */
const approvedEver = batched(async (db, userIds: readonly number[]) => {
  const rows = await db
    .selectFrom('deposits')
    .select((eb) => ['user_id', eb.fn.sum<string>('real_money_minor').as('sum_minor')])
    .where('user_id', 'in', userIds)
    .where('state', '=', APPROVED)
    .where('reviewed_at', '>=', 0)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, (r as unknown as { sum_minor: bigint }).sum_minor]));
});

/** The same from a time on: compiled once (platform/db/prepared.ts). */
const approvedSum = prepared((db, userId: number, sinceMs: number) =>
  db
    .selectFrom('deposits')
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<string>('real_money_minor'), eb.val(0)).as('sum_minor'),
    )
    .where('user_id', '=', userId)
    .where('state', '=', APPROVED)
    .where('reviewed_at', '>=', sinceMs),
);

/**
 * Approved deposits (fen) of each of these players, ever (the VIP jobs read a page at a time), or
 * approved in [from, to) when a range is given (the invite figures).
 */
export async function approvedDepositsByUser(
  ctx: AppContext,
  userIds: readonly number[],
  range?: { from: number; to: number },
): Promise<Map<number, bigint>> {
  if (userIds.length === 0) return new Map();
  let query = ctx.store.db
    .selectFrom('deposits')
    .select(['user_id', sql<bigint>`coalesce(sum(real_money_minor), 0)`.as('sum_minor')])
    .where('user_id', 'in', userIds)
    .where('state', '=', APPROVED);
  if (range) {
    query = query.where('reviewed_at', '>=', range.from).where('reviewed_at', '<', range.to);
  }
  const rows = await query.groupBy('user_id').execute();
  return new Map(rows.map((row) => [row.user_id, row.sum_minor]));
}

/**
 * The player's deposit orders since `since` that count against the deposit limits (player
 * protection): every order placed, in yuan credited, but those rejected and the auto orders whose
 * payment window ran out unpaid.
 */
export async function depositFlows(
  db: Kysely<Database> | Tx,
  userId: number,
  since: number,
  now: number,
): Promise<{ at: number; usage: bigint }[]> {
  const rows = await db
    .selectFrom('deposits')
    .select(['created_at', 'real_money_minor', 'state', 'expires_at'])
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .where('state', '!=', REJECTED)
    .execute();
  return rows
    .filter((r) => !(r.state === PENDING && r.expires_at !== null && r.expires_at < now))
    .map((r) => ({ at: r.created_at, usage: r.real_money_minor }));
}
