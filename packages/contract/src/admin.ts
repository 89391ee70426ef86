import { z } from 'zod';
import { adminWithdrawalPayout } from './admin-chain.ts';
import { STAFF_ROLES } from './staff-roles.ts';
import { recoveryCodeInput, totpCodeInput } from './admin-auth-fields.ts';
import { MSG } from './messages.ts';
import { idOf } from './ids.ts';
import { formatMinor, parseMinor } from './money.ts';
import { pageSchema } from './page.ts';
import { ERC20_ADDRESS, TRC20_ADDRESS } from './usdt-address.ts';
import type { NumberInput, OptionalTextInput } from './wire.ts';

/**
 * The operator API (back office), under /api/admin. Every call is POST with a JSON payload and
 * answers the envelope; lists are Page<T> with page starting at 1. The spec does not describe the
 * back office: paths, names and rules here are ours (DESIGN §1, §4).
 */

export const ADMIN_LIMITS = {
  /** An operator token lives 12 hours. */
  sessionTtlMs: 12 * 60 * 60_000,
  /** …and ends sooner after 30 minutes without a call (the console's calls keep it alive). */
  sessionIdleMs: 30 * 60_000,
  /** Rows per page of every operator list. */
  pageSize: 50,
  /**
   * Attempts of an operator name from one address (since its last success) before that address is
   * refused on that name for the rest of the window; other addresses are only slowed down.
   */
  loginFailuresMax: 5,
  loginFailureWindowMs: 15 * 60_000,
  nameMin: 3,
  nameMax: 32,
  passwordMin: 8,
  passwordMax: 64,
  remarkMax: 255,
  urlMax: 512,
  webcontentMax: 20_000,
} as const;

/** Operator names: letters, digits and `_ . @ -`. */
export const OPERATOR_NAME_PATTERN = /^[A-Za-z0-9_.@-]{3,32}$/;

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v: OptionalTextInput) => (v === undefined || v === null ? '' : v),
    z.string({ error: message }).max(max, { error: message }),
  );

const page = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v,
  z
    .number({ error: MSG.adminPageInvalid })
    .int()
    .min(1)
    .max(100_000, { error: MSG.adminPageInvalid }),
);

const positiveId = (message: string) =>
  z.preprocess(
    (v: number | string) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(Number.MAX_SAFE_INTEGER),
  );

// ---- session ------------------------------------------------------------------------------------

// POST /api/admin/login {name, password, code?, recovery_code?} -> AdminLoginData
// An operator with two-factor sends the password alone first: the answer has `code_required`
// and no token; the same call again with `code` (6 digits from the authenticator) or
// `recovery_code` (one of the 10 single-use codes) signs in. See admin-auth.ts.
export const adminLoginPayload = z.object({
  name: optionalText(64, MSG.adminLoginRequired),
  password: optionalText(ADMIN_LIMITS.passwordMax, MSG.adminLoginRequired),
  code: totpCodeInput,
  recovery_code: recoveryCodeInput,
});
export const adminLoginData = z.object({
  /** '' when `code_required`: nothing is signed in yet. */
  token: z.string(),
  name: z.string(),
  /** The password was right; send it again with `code` or `recovery_code`. */
  code_required: z.boolean(),
  /** Signed in, but every call but me, logout and enrolment is refused until two-factor is on. */
  must_enrol: z.boolean(),
});
export type AdminLoginData = z.infer<typeof adminLoginData>;

// POST /api/admin/logout {} -> null (payload: `empty` of api.ts)
// POST /api/admin/me {} -> the operator behind the token
export const adminMe = z.object({
  operator_id: z.number(),
  name: z.string(),
  /** One of STAFF_ROLES (admin-roles.ts): what the console shows and the server allows. */
  role: z.enum(STAFF_ROLES),
  /** Two-factor is on for this operator. */
  two_factor: z.boolean(),
  /** Two-factor is required (production) and not on yet: only enrolment is open. */
  must_enrol: z.boolean(),
  /** Unused recovery codes left (0 without two-factor). */
  recovery_codes_left: z.number(),
});
export type AdminMe = z.infer<typeof adminMe>;

// ---- deposits and withdrawals -------------------------------------------------------------------

/** 1 pending review, 2 approved (deposit credited / withdrawal paid), 3 rejected. */
export const REVIEW_STATES = [1, 2, 3] as const;

// POST /api/admin/deposits {state?, page} and /api/admin/withdrawals {state?, page} -> Page<row>
export const adminFundListPayload = z.object({
  state: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
    z
      .number()
      .int()
      .refine((s) => (REVIEW_STATES as readonly number[]).includes(s), {
        error: MSG.adminStateInvalid,
      })
      .optional(),
  ),
  page,
});
export type AdminFundListPayload = z.output<typeof adminFundListPayload>;

// POST /api/admin/deposits/review and /api/admin/withdrawals/review {id, approve, remark} -> row
export const adminReviewPayload = z.object({
  id: positiveId(MSG.adminReviewIdInvalid),
  approve: z.boolean({ error: MSG.adminApproveRequired }),
  remark: z.preprocess(
    (v: OptionalTextInput) =>
      v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v,
    z.string({ error: MSG.adminRemarkTooLong }).max(ADMIN_LIMITS.remarkMax, {
      error: MSG.adminRemarkTooLong,
    }),
  ),
});
export type AdminReviewPayload = z.output<typeof adminReviewPayload>;

/** A deposit as the operator reviews it (money as 2-place strings, times in Beijing time). */
export const adminDepositRow = z.object({
  id: z.number(),
  deposit_no: z.string(),
  user_id: z.number(),
  username: z.string(),
  /** manual (USDT screenshot), auto (payment provider), bank. */
  method: z.string(),
  paytype: z.string(),
  catepay: z.string(),
  /** What the player paid: USDT for a USDT deposit (paytype usdt), yuan for a bank one. */
  amount: z.string(),
  /** What the wallet is (or would be) credited, in yuan. */
  real_money: z.string(),
  /**
   * The USDT rate the credit was computed at (credit ÷ USDT, the operator's deposit rate when
   * the order was made; 2 places), '' for a bank deposit.
   */
  rate: z.string(),
  /** The uploaded transfer screenshot (`/uploads/<key>.<ext>`, same origin), '' when none. */
  screenshot_url: z.string(),
  /**
   * Ours (USDT on chain): what arrived on chain for this order (USDT, 2 places) and the
   * transaction, '' for other deposits. A short payment waits for review with both figures.
   */
  received: z.string(),
  tx_hash: z.string(),
  bank: z.string(),
  bank_no: z.string(),
  bank_owner: z.string(),
  bank_address: z.string(),
  state: z.number(),
  remark: z.string(),
  reviewed_by: z.number().nullable(),
  /** '' until reviewed. */
  reviewed_at: z.string(),
  created_at: z.string(),
});
export type AdminDepositRow = z.infer<typeof adminDepositRow>;
export const adminDepositPage = pageSchema(adminDepositRow);

/** A withdrawal as the operator reviews it. */
export const adminWithdrawalRow = z.object({
  id: z.number(),
  order_no: z.string(),
  user_id: z.number(),
  username: z.string(),
  /** 1 bank card, 2 USDT address (the payee's type). */
  payee_type: z.number(),
  bank: z.string(),
  bank_no: z.string(),
  bank_owner: z.string(),
  bank_address: z.string(),
  amount: z.string(),
  usdt_rate: z.string(),
  usdt_amount: z.string(),
  usdt_fee: z.string(),
  usdt_receive: z.string(),
  state: z.number(),
  remark: z.string(),
  reviewed_by: z.number().nullable(),
  reviewed_at: z.string(),
  created_at: z.string(),
  /** Ours (USDT on chain): the payout hash the operator entered and its check; null before. */
  payout: adminWithdrawalPayout.nullable(),
});
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRow>;
export const adminWithdrawalPage = pageSchema(adminWithdrawalRow);

// ---- settings -----------------------------------------------------------------------------------

const strict = <S extends z.ZodRawShape>(shape: S) =>
  z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? MSG.adminSettingUnknown : MSG.adminSettingInvalid,
    })
    .partial();

/** 0 or 1. */
const switchFlag = z.union([z.literal(0), z.literal(1)], { error: MSG.adminSwitchInvalid });

/** '' or an absolute http(s) URL or a path on this site. */
const link = z
  .string({ error: MSG.adminUrlInvalid })
  .trim()
  .max(ADMIN_LIMITS.urlMax, { error: MSG.adminUrlInvalid })
  .regex(/^(|https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, { error: MSG.adminUrlInvalid });

/**
 * A decimal setting (rate, fee, amount, multiple): a number or a string with at most 2 places,
 * within [min, max] (min excluded when `minExclusive`), stored as a 2-place string ("7.20").
 */
const decimal = (message: string, bounds: { min: bigint; minExclusive: boolean; max: bigint }) =>
  z.union([z.number(), z.string().max(32)], { error: message }).transform((value, ctx) => {
    const minor = parseMinor(value);
    const low = minor !== null && (bounds.minExclusive ? minor <= bounds.min : minor < bounds.min);
    if (minor === null || low || minor > bounds.max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return formatMinor(minor);
  });

const MAX_AMOUNT_MINOR = 100_000_000_00n;
const rate = decimal(MSG.adminRateInvalid, { min: 0n, minExclusive: true, max: 1_000_00n });
const fee = decimal(MSG.adminFeeInvalid, { min: 0n, minExclusive: false, max: 1_000_000_00n });
const amount = decimal(MSG.adminAmountInvalid, {
  min: 0n,
  minExclusive: true,
  max: MAX_AMOUNT_MINOR,
});

/** The pay types that have a deposit range (getPayRange). */
export const DEPOSIT_RANGE_TYPES = [
  'bank',
  'wechat',
  'alipay',
  'usdt-trc20',
  'usdt-erc20',
  'usdt-bep20',
] as const;

const rangeEnd = decimal(MSG.adminRangeInvalid, {
  min: 0n,
  minExclusive: true,
  max: MAX_AMOUNT_MINOR,
});
const depositRange = z
  .strictObject(
    { min_price: rangeEnd, max_price: rangeEnd },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? MSG.adminSettingUnknown : MSG.adminRangeInvalid,
    },
  )
  .refine((r) => parseMinor(r.min_price)! < parseMinor(r.max_price)!, {
    error: MSG.adminRangeInvalid,
  });

/** The wallet settings an operator may change: each one optional, each one checked. */
export const walletSettingsChanges = strict({
  usdt_address_trc20: z
    .string({ error: MSG.adminTrc20Address })
    .trim()
    .regex(TRC20_ADDRESS, { error: MSG.adminTrc20Address }),
  usdt_address_erc20: z
    .string({ error: MSG.adminErc20Address })
    .trim()
    .regex(ERC20_ADDRESS, { error: MSG.adminErc20Address }),
  usdt_qrcode_trc20: link,
  usdt_qrcode_erc20: link,
  usdt_deposit_rate: rate,
  withdrawusdtrate: rate,
  withdrawfeeusdttrc: fee,
  withdrawcashfee: fee,
  /** Only the ranges given change; each given range needs both ends. */
  deposit_ranges: strict({
    bank: depositRange,
    wechat: depositRange,
    alipay: depositRange,
    'usdt-trc20': depositRange,
    'usdt-erc20': depositRange,
    'usdt-bep20': depositRange,
  }),
  /** Only the flags given change. */
  pay_ways: strict({ card: switchFlag, usdt: switchFlag, wechat: switchFlag, alipay: switchFlag }),
  withdraw_min: amount,
  daily_withdraw_count: z
    .number({ error: MSG.adminDailyCountInvalid })
    .int({ error: MSG.adminDailyCountInvalid })
    .min(1, { error: MSG.adminDailyCountInvalid })
    .max(100, { error: MSG.adminDailyCountInvalid }),
  turnover_multiple: decimal(MSG.adminTurnoverInvalid, {
    min: 0n,
    minExclusive: false,
    max: 100_00n,
  }),
});
export type WalletSettingsChanges = z.output<typeof walletSettingsChanges>;

/** The site settings (appInfo without the computed telegram_login) an operator may change. */
export const appSettingsChanges = strict({
  site_state: switchFlag,
  repair_tips: z
    .string({ error: MSG.adminSettingInvalid })
    .max(255, { error: MSG.adminSettingInvalid }),
  redpacket_switch: switchFlag,
  title: z
    .string({ error: MSG.adminTitleInvalid })
    .trim()
    .min(1, { error: MSG.adminTitleInvalid })
    .max(64, { error: MSG.adminTitleInvalid }),
  site_logo: link,
  index_modal: switchFlag,
  webcontent: z
    .string({ error: MSG.adminSettingInvalid })
    .max(ADMIN_LIMITS.webcontentMax, { error: MSG.adminSettingInvalid }),
  h5_url: link,
  ios_download_url: link,
  ios_download_qrcode: link,
});
export type AppSettingsChanges = z.output<typeof appSettingsChanges>;

// POST /api/admin/settings {} -> {app, wallet}
// POST /api/admin/settings/update {app?, wallet?} -> {app, wallet} (the new settings)
export const adminSettingsUpdatePayload = z.object({
  app: appSettingsChanges.optional(),
  wallet: walletSettingsChanges.optional(),
});
export type AdminSettingsUpdatePayload = z.output<typeof adminSettingsUpdatePayload>;

const range = z.object({ min_price: z.string(), max_price: z.string() });
export const adminSettings = z.object({
  /**
   * The server's PUBLIC_URL, '' when it is not set: the app then shows, as the address to share
   * (/app, /inviter), the address the visitor opened it at (http://localhost:… on the server's
   * own machine), which others cannot open.
   */
  public_url: z.string(),
  app: z.object({
    site_state: z.number(),
    repair_tips: z.string(),
    redpacket_switch: z.number(),
    title: z.string(),
    site_logo: z.string(),
    index_modal: z.number(),
    webcontent: z.string(),
    h5_url: z.string(),
    ios_download_url: z.string(),
    ios_download_qrcode: z.string(),
  }),
  wallet: z.object({
    usdt_address_trc20: z.string(),
    usdt_address_erc20: z.string(),
    usdt_qrcode_trc20: z.string(),
    usdt_qrcode_erc20: z.string(),
    usdt_deposit_rate: z.string(),
    withdrawusdtrate: z.string(),
    withdrawfeeusdttrc: z.string(),
    withdrawcashfee: z.string(),
    deposit_ranges: z.record(z.string(), range),
    pay_ways: z.object({
      card: z.number(),
      usdt: z.number(),
      wechat: z.number(),
      alipay: z.number(),
    }),
    withdraw_min: z.string(),
    daily_withdraw_count: z.number(),
    turnover_multiple: z.string(),
  }),
});
export type AdminSettings = z.infer<typeof adminSettings>;

// ---- receiving bank accounts ----------------------------------------------------------------------

/**
 * The operator's bank accounts receiving bank-transfer deposits (the player's getpaybank), at most
 * PAY_BANKS_MAX, each changed on its own with its audit row (`pay_bank.create|update|delete`).
 * Without one, the bank way is neither offered (get_pay_way card 0) nor accepted (recharge 422).
 */
export const PAY_BANKS_MAX = 5;

const payBankFields = {
  bank_name: z
    .string({ error: MSG.payBankNameInvalid })
    .trim()
    .min(1, { error: MSG.payBankNameInvalid })
    .max(64, { error: MSG.payBankNameInvalid }),
  bank_owner: z
    .string({ error: MSG.payBankOwnerInvalid })
    .trim()
    .min(1, { error: MSG.payBankOwnerInvalid })
    .max(64, { error: MSG.payBankOwnerInvalid }),
  bank_no: z
    .string({ error: MSG.payBankNoInvalid })
    .trim()
    .regex(/^[0-9][0-9 ]{6,38}[0-9]$/, { error: MSG.payBankNoInvalid }),
  bank_address: z.preprocess(
    (v: OptionalTextInput) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: MSG.payBankAddressInvalid })
      .trim()
      .max(128, { error: MSG.payBankAddressInvalid }),
  ),
};

// POST /api/admin/pay-banks {} -> AdminPayBank[] (in the order players see them)
export const adminPayBank = z.object({
  id: z.number(),
  bank_name: z.string(),
  bank_owner: z.string(),
  bank_no: z.string(),
  bank_address: z.string(),
});
export type AdminPayBank = z.infer<typeof adminPayBank>;
export const adminPayBankList = z.array(adminPayBank);

// POST /api/admin/pay-banks/create {bank_name, bank_owner, bank_no, bank_address?} -> AdminPayBank
export const adminPayBankCreatePayload = z.object(payBankFields);
export type AdminPayBankCreatePayload = z.output<typeof adminPayBankCreatePayload>;

// POST /api/admin/pay-banks/update {id, bank_name, bank_owner, bank_no, bank_address?} -> AdminPayBank
export const adminPayBankUpdatePayload = z.object({
  id: idOf(MSG.payBankIdInvalid),
  ...payBankFields,
});
export type AdminPayBankUpdatePayload = z.output<typeof adminPayBankUpdatePayload>;

// POST /api/admin/pay-banks/delete {id} -> {id}
export const adminPayBankDeletePayload = z.object({ id: idOf(MSG.payBankIdInvalid) });
export const adminPayBankDeleted = z.object({ id: z.number() });

// ---- audit --------------------------------------------------------------------------------------

// POST /api/admin/audit {page} -> Page<AdminAuditRow>, newest first
export const adminAuditPayload = z.object({ page });

export const adminAuditRow = z.object({
  id: z.number(),
  operator_id: z.number(),
  operator_name: z.string(),
  /** login, login_failed, logout, deposit.approve, deposit.reject, withdrawal.approve, … */
  action: z.string(),
  /** What the action was about: `deposit:12`, `settings`, `operator:3`. */
  target: z.string(),
  /** What changed, or the payload without passwords. */
  detail: z.unknown(),
  ip: z.string(),
  /** Epoch milliseconds. */
  created_at: z.number(),
});
export type AdminAuditRow = z.infer<typeof adminAuditRow>;
export const adminAuditPage = pageSchema(adminAuditRow);
