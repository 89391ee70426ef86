import { z } from 'zod';
import { MSG } from './messages.ts';
import { moneyField } from './money.ts';
import { pageSchema } from './page.ts';
import { CHAIN_TRANSFER_STATES } from './chain-constants.ts';
import type { NumberInput, OptionalTextInput } from './wire.ts';

/**
 * Deposits, withdrawals and records (spec part 2 §2, §3, §7). Money in answers is a 2-place
 * string; USDT quantities too (6-place precision is not needed on these screens).
 */
const text = (max = 128, message: string = MSG.badRequest) =>
  z.preprocess(
    (v: OptionalTextInput) => (v === undefined || v === null ? '' : v),
    z.string({ error: message }).max(max, { error: message }),
  );
/** A money field the handler requires with the screen's own message; absent or '' is undefined. */
const optionalMoney = () =>
  z.preprocess(
    (v: number | string | null | undefined) =>
      v === undefined || v === null || v === '' ? undefined : v,
    moneyField.optional(),
  );
const page = z.preprocess(
  (v: NumberInput) => (v === undefined || v === null || v === '' ? 1 : Number(v)),
  z.number().int().min(1).max(100_000),
);

export const PROTOCOLS = ['TRC20', 'ERC20'] as const;
export type Protocol = (typeof PROTOCOLS)[number];
const protocol = z.preprocess(
  (v: Protocol | Lowercase<Protocol> | '' | null | undefined) =>
    v === undefined || v === null || v === '' ? 'TRC20' : String(v).toUpperCase(),
  z.enum(PROTOCOLS, { error: MSG.protocolRequired }),
);
/**
 * The protocols of an automatic deposit: the spec's two, and BEP20 (BNB Smart Chain) where the
 * operator watches it (ours: issue "USDT on chain"). Manual deposits and payees keep the spec's two.
 */
export const AUTO_PROTOCOLS = ['TRC20', 'ERC20', 'BEP20'] as const;
export type AutoProtocol = (typeof AUTO_PROTOCOLS)[number];
const autoProtocol = z.preprocess(
  (v: AutoProtocol | Lowercase<AutoProtocol> | '' | null | undefined) =>
    v === undefined || v === null || v === '' ? 'TRC20' : String(v).toUpperCase(),
  z.enum(AUTO_PROTOCOLS, { error: MSG.protocolRequired }),
);

// POST /api/app/usdt_info {paytype} -> the platform's receiving wallet for that protocol
export const usdtInfoPayload = z.object({ paytype: protocol });
export const usdtInfo = z.object({
  bank_name: z.string(),
  qrcodeurl: z.string(),
  account: z.string(),
  /**
   * Ours: yuan credited per USDT deposited (the operator's deposit rate). Withdrawals pay at their
   * own rate (userInfo.withdrawusdtrate), so the screens name each for its direction.
   */
  rate: z.string(),
  /**
   * Ours: the protocols an automatic deposit can be made in now (a watched chain, or the demo's
   * sandbox); the auto tab offers only these.
   */
  auto_protocols: z.array(z.enum(AUTO_PROTOCOLS)),
});
export type UsdtInfo = z.infer<typeof usdtInfo>;

// POST /api/uploadToOss (multipart, field "file": GIF, PNG or JPEG up to 5 MB) -> data: its URL
export const uploadPayload = z.object({ file: z.file() });
export const uploadData = z.string();

// POST /api/uploadform {num, url} -> manual USDT deposit, state 1 pending review
export const uploadFormPayload = z.object({
  num: optionalMoney(),
  url: text(255),
  catepay: protocol.optional(),
});

// POST /api/recharge: new screen {paytype: 'usdt', catepay, amount}; old screen {paytype: bank|wxpay|alipay|usdt, amount, bank, bank_address, bank_no, bank_owner, catepay}
export const rechargePayload = z.object({
  paytype: z.preprocess(
    (v: 'usdt' | 'bank' | 'wxpay' | 'alipay' | null | undefined) =>
      v === undefined || v === null ? 'usdt' : v,
    z.enum(['usdt', 'bank', 'wxpay', 'alipay'], { error: MSG.badRequest }),
  ),
  catepay: autoProtocol.optional(),
  amount: optionalMoney(),
  bank: text(64),
  bank_address: text(128),
  bank_no: text(64),
  bank_owner: text(64),
});
/** The answer's `message` is the deposit number (spec); `data` repeats it. */
export const rechargeData = z.object({ deposit_no: z.string() });
/** uploadform answers the new order's number too. */
export const uploadFormData = rechargeData;

/** One transfer that arrived at an order's address. */
export const payInfoChainTransfer = z.object({
  tx_hash: z.string(),
  /** The event's place in its transaction: one transaction may pay twice. */
  log_index: z.number(),
  /** USDT, 2 places (rounded down). */
  amount: z.string(),
  confirmations: z.number(),
  state: z.enum(CHAIN_TRANSFER_STATES),
});
/**
 * The order's address on chain: `waiting` (nothing arrived yet), `seen` (arrived, confirming:
 * 已检测到，等待确认 n/N), `credited`, `review` (paid short: an operator decides), `dropped` (the
 * transfer left the chain before it was confirmed), `rejected` (an operator refused what arrived:
 * support returns it).
 */
export const payInfoChain = z.object({
  status: z.enum(['waiting', 'seen', 'credited', 'review', 'rejected', 'dropped']),
  /** The least-confirmed transfer still confirming (0 when none), of `required`. */
  confirmations: z.number(),
  required: z.number(),
  /** USDT that arrived and was not dropped, 2 places. */
  received: z.string(),
  transfers: z.array(payInfoChainTransfer),
});
export type PayInfoChain = z.infer<typeof payInfoChain>;

// POST /api/payinfo {deposit_no}
export const payInfoPayload = z.object({ deposit_no: text(40) });
export const payInfo = z.object({
  cardlist: z.object({ mch_id: z.string(), content: z.string() }),
  info: z.object({
    deposit_no: z.string(),
    amount: z.string(),
    created_at: z.string(),
    /** Epoch milliseconds of creation and of the end of the payment window (creation + 1 h). */
    created_ms: z.number(),
    expires_ms: z.number(),
    paytype: z.string(),
    catepay: z.string(),
    real_money: z.string(),
    cash_fee: z.string(),
    /** 1 pending, 2 credited, 3 rejected (or timed out). */
    state: z.number(),
  }),
  /** 1 when the sandbox payment provider is on (demo): /payInfo offers 'simulate payment'. */
  sandbox: z.number(),
  /**
   * Ours: an order paid on chain to its own address (cardlist.mch_id): what the chain shows so
   * far; null for other orders.
   */
  chain: payInfoChain.nullable(),
});
export type PayInfo = z.infer<typeof payInfo>;

// POST /api/pay/callback/:provider (a payment provider, signed) -> {deposit_no, state}
export const payCallbackPayload = z.object({
  deposit_no: z.string().max(40),
  amount: z.string().max(32),
  status: z.literal('paid'),
  ref: z.string().max(128),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
/** The deposit after the callback: 2 credited (also when it already was). */
export const payCallbackData = z.object({ deposit_no: z.string(), state: z.number() });

// POST /api/pay/sandbox/pay {deposit_no}: demo only; pays through the signed provider callback
// and answers what the callback answered.

// GET /api/get_pay_way -> {card, usdt, wechat, alipay, manual} flags (0/1); manual is always 1
export const payWays = z.object({
  card: z.number(),
  usdt: z.number(),
  wechat: z.number(),
  alipay: z.number(),
  manual: z.number(),
});
export type PayWays = z.infer<typeof payWays>;

// POST /api/getPayRange {type: bank|wechat|alipay|usdt-erc20|usdt-trc20|usdt-bep20} -> {min_price, max_price}
// (usdt-bep20 is ours: automatic deposits on BSC)
export const PAY_RANGE_TYPES = [
  'bank',
  'wechat',
  'alipay',
  'usdt-erc20',
  'usdt-trc20',
  'usdt-bep20',
] as const;
export type PayRangeType = (typeof PAY_RANGE_TYPES)[number];
export const payRangePayload = z.object({
  type: z.preprocess(
    (v: PayRangeType | '' | null | undefined) =>
      v === undefined || v === null || v === '' ? 'bank' : v,
    z.enum(PAY_RANGE_TYPES, { error: MSG.badRequest }),
  ),
});
export const payRange = z.object({ min_price: z.string(), max_price: z.string() });
export type PayRange = z.infer<typeof payRange>;
// POST /api/banklist {} -> [{bank_name, ico}]
export const bankListItem = z.object({ bank_name: z.string(), ico: z.string() });
export type BankListItem = z.infer<typeof bankListItem>;
export const bankListData = z.array(bankListItem);

/**
 * POST /api/getpaybank {} (spec part 2 §7: shape "not shown"; ours, docs/decisions/player-app.md): the
 * operator's bank accounts that receive bank-transfer deposits of the older deposit screen, as
 * the operator set them (wallet settings `pay_banks`); empty when none is set.
 */
export const payBank = z.object({
  bank_name: z.string(),
  bank_owner: z.string(),
  bank_no: z.string(),
  bank_address: z.string(),
});
export type PayBank = z.infer<typeof payBank>;
export const payBankList = z.array(payBank);

// POST /api/getBetAmount {} -> {bet_amount}: the turnover still required before a withdrawal;
// ours beside it: the whole requirement and the part done, so that the player sees how far along
// they are (bet_done + bet_amount = bet_required).
export const betAmount = z.object({
  bet_amount: z.string(),
  /** The turnover required since the last paid withdrawal (deposits × multiple, plus the rest). */
  bet_required: z.string(),
  /** The part of it done by valid bets. */
  bet_done: z.string(),
});

// POST /api/withdraw {amount, bank (payee id), password} -> message 提交成功，等待后台审核
export const withdrawPayload = z.object({
  amount: optionalMoney(),
  bank: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? 0 : Number(v)),
    z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  ),
  password: text(64),
  /** 1 USDT, 2 bank card: which message a missing payee gets. */
  type: z
    .preprocess(
      (v: NumberInput) => (v === undefined || v === null || v === '' ? 2 : Number(v)),
      z.number().int().min(1).max(2),
    )
    .optional(),
});
export const withdrawData = z.object({ order_no: z.string() });

// POST /api/gettransrecord {date: 1|2|3|4, type: 1|2|3|4, page} -> Page<TransRecord>
export const transRecordPayload = z.object({
  date: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? 4 : Number(v)),
    z.number().int().min(1).max(4),
  ),
  type: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? 1 : Number(v)),
    z.number().int().min(1).max(4),
  ),
  page,
  api_type: z.unknown().optional(),
});
export const transRecord = z.object({
  id: z.number(),
  /** 1 deposit, 2 withdrawal, 3 transfer in (to a venue), 4 transfer out (from a venue). */
  type: z.number(),
  pay_way: z.string(),
  /** Deposits and withdrawals: 1 pending, 2 approved, 3 rejected. Transfers: 0 failed, 1 success, 2 pending. */
  state: z.number(),
  state_name: z.string(),
  amount: z.string(),
  out_trade_no: z.string(),
  created_at: z.string(),
  remark: z.string(),
  /**
   * Ours: what the player paid or received. 'USDT' for a USDT deposit or withdrawal, whose
   * `usdt_amount` is the USDT amount ("50.00") while `amount` stays the yuan credited or debited;
   * 'CNY' otherwise, with `usdt_amount` ''.
   */
  currency: z.enum(['CNY', 'USDT']),
  usdt_amount: z.string(),
});
export type TransRecord = z.infer<typeof transRecord>;
export const transRecordPage = pageSchema(transRecord);

/** State names of spec part 2 §4, as the records screen shows them. */
export const FUND_STATE_NAMES: Record<number, string> = { 1: '待审核', 2: '已通过', 3: '已拒绝' };
export const TRANSFER_STATE_NAMES: Record<number, string> = { 0: '失败', 1: '成功', 2: '处理中' };
