import { z } from 'zod';
import { adminDepositRow, adminWithdrawalRow } from './admin.ts';
import { MSG } from './messages.ts';
import { formatMinor, parseMinor } from './money.ts';
import { pageSchema } from './page.ts';
import type { NumberInput, OptionalTextInput } from './wire.ts';

/**
 * Players in the operator console (issue 13 §5): search, the player page and its tabs, freeze,
 * password resets, and manual adjustments that above a threshold wait for a second operator.
 * Every call is POST under /api/admin/players…; lists are Page<T>, 20 rows a page.
 */

export const PLAYERS_ADMIN_LIMITS = {
  pageSize: 20,
  keywordMax: 64,
  reasonMin: 2,
  reasonMax: 255,
  /** Adjustment request keys (the console makes one per dialog; a repeat posts nothing new). */
  requestKeyPattern: /^[A-Za-z0-9_.:-]{8,64}$/,
  /** The largest single adjustment, 10,000,000.00. */
  adjustMaxMinor: 1_000_000_000n,
  /** The threshold when none was set: 1,000.00. */
  defaultThresholdMinor: 100_000n,
  /** How far up the referrer chain the player page walks. */
  referrerDepthMax: 10,
} as const;

/** Text an operator types: no NUL, no lone surrogate (they break JSON and the databases). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isCleanText = (text: string): boolean =>
  !text.includes('\u0000') && !LONE_SURROGATE.test(text);

const page = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v,
  z.number({ error: MSG.adminPageInvalid }).int().min(1).max(100_000, {
    error: MSG.adminPageInvalid,
  }),
);

const playerId = z.preprocess(
  (v: NumberInput) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
  z
    .number({ error: MSG.adminPlayerIdInvalid })
    .int({ error: MSG.adminPlayerIdInvalid })
    .min(1, { error: MSG.adminPlayerIdInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: MSG.adminPlayerIdInvalid }),
);

// ---- search --------------------------------------------------------------------------------------

/** What the keyword is matched against; `any` tries each. */
export const PLAYER_SEARCH_FIELDS = ['any', 'name', 'id', 'telegram', 'referrer'] as const;
export type PlayerSearchField = (typeof PLAYER_SEARCH_FIELDS)[number];

// POST /api/admin/players {keyword?, by?, page} -> Page<AdminPlayerRow>
export const adminPlayersPayload = z.object({
  keyword: z.preprocess(
    (v: OptionalTextInput) =>
      v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v,
    z
      .string({ error: MSG.adminKeywordInvalid })
      .max(PLAYERS_ADMIN_LIMITS.keywordMax, { error: MSG.adminKeywordInvalid })
      .refine(isCleanText, { error: MSG.adminKeywordInvalid }),
  ),
  by: z.enum(PLAYER_SEARCH_FIELDS, { error: MSG.adminKeywordInvalid }).default('any'),
  page,
});
export type AdminPlayersPayload = z.input<typeof adminPlayersPayload>;

/** Player status: 1 active, 0 frozen. */
export const PLAYER_ACTIVE = 1;
export const PLAYER_FROZEN = 0;

export const adminPlayerRow = z.object({
  id: z.number(),
  username: z.string(),
  realname: z.string(),
  telegram_id: z.string(),
  pid: z.number().nullable(),
  referrer: z.string(),
  status: z.number(),
  is_guest: z.number(),
  is_agent: z.number(),
  vip: z.number(),
  balance: z.string(),
  created_at: z.string(),
  last_login_at: z.string(),
});
export type AdminPlayerRow = z.infer<typeof adminPlayerRow>;
export const adminPlayerPage = pageSchema(adminPlayerRow);

// ---- the player page ------------------------------------------------------------------------------

// POST /api/admin/players/detail {user_id}
export const adminPlayerPayload = z.object({ user_id: playerId });

export const adminPlayerDetail = z.object({
  profile: adminPlayerRow.extend({
    avatar: z.string(),
    mobile: z.string(),
    email: z.string(),
    birthday: z.string(),
    has_pay_password: z.number(),
  }),
  wallet: z.object({
    balance: z.string(),
    /**
     * The player's wallet at each venue where they have an account. `balance` is what the venue
     * reports (null when it did not answer); `net_in` is ours: what our ledger sent there minus
     * what came back, which differs from the balance by the player's wins and losses there.
     */
    venues: z.array(
      z.object({
        platname: z.string(),
        name: z.string(),
        balance: z.string().nullable(),
        net_in: z.string(),
      }),
    ),
    /** Sum of the balances the venues reported; `venues_unanswered` did not answer. */
    venue_total: z.string(),
    venues_unanswered: z.number(),
  }),
  /** Referrers from the direct one upward (level 1 = direct). */
  referrers: z.array(
    z.object({ level: z.number(), id: z.number(), username: z.string(), is_agent: z.number() }),
  ),
  /** Players this one referred directly. */
  downline: z.number(),
  /** Adjustments of this player waiting for a second operator. */
  pending_adjustments: z.number(),
});
export type AdminPlayerDetail = z.infer<typeof adminPlayerDetail>;

// POST /api/admin/players/{ledger,bets,deposits,withdrawals,logins,downline} {user_id, page}
export const adminPlayerPagePayload = z.object({ user_id: playerId, page });

/** One movement of the player's platform wallet (ledger entry), newest first. */
export const adminPlayerLedgerRow = z.object({
  id: z.number(),
  transfer_id: z.number(),
  kind: z.string(),
  memo: z.string(),
  /** Signed: positive credits the wallet. */
  amount: z.string(),
  /** The wallet after this entry. */
  balance_after: z.string(),
  created_at: z.string(),
});
export const adminPlayerLedgerPage = pageSchema(adminPlayerLedgerRow);

export const adminPlayerBetRow = z.object({
  id: z.number(),
  platname: z.string(),
  bet_id: z.string(),
  game_code: z.string(),
  bet: z.string(),
  valid_bet: z.string(),
  win_loss: z.string(),
  /** 0 invalid, 1 settled, 2 unsettled. */
  status: z.number(),
  bet_at: z.string(),
});
export const adminPlayerBetPage = pageSchema(adminPlayerBetRow);

export const adminPlayerDepositPage = pageSchema(adminDepositRow);
export const adminPlayerWithdrawalPage = pageSchema(adminWithdrawalRow);

/** One sign-in (a session), newest first. */
export const adminPlayerLoginRow = z.object({
  id: z.number(),
  /** password, register, guest, telegram; '' for sessions made before this was recorded. */
  via: z.string(),
  ip: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** '' while live. */
  revoked_at: z.string(),
});
export const adminPlayerLoginPage = pageSchema(adminPlayerLoginRow);

export const adminPlayerDownlineRow = z.object({
  id: z.number(),
  username: z.string(),
  is_agent: z.number(),
  created_at: z.string(),
});
export const adminPlayerDownlinePage = pageSchema(adminPlayerDownlineRow);

// ---- actions ----------------------------------------------------------------------------------

const reason = z.preprocess(
  (v: OptionalTextInput) =>
    v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v,
  z
    .string({ error: MSG.adminReasonRequired })
    .min(PLAYERS_ADMIN_LIMITS.reasonMin, { error: MSG.adminReasonRequired })
    .max(PLAYERS_ADMIN_LIMITS.reasonMax, { error: MSG.adminReasonTooLong })
    .refine(isCleanText, { error: MSG.adminReasonInvalid }),
);

// POST /api/admin/players/freeze {user_id, frozen, reason} -> {status}
export const adminPlayerFreezePayload = z.object({
  user_id: playerId,
  frozen: z.boolean({ error: MSG.adminFrozenRequired }),
  reason,
});
export const adminPlayerFreezeData = z.object({ status: z.number() });

// POST /api/admin/players/password {user_id, kind} -> {password} (shown once, never stored)
export const adminPlayerPasswordPayload = z.object({
  user_id: playerId,
  kind: z.enum(['login', 'pay'], { error: MSG.adminPasswordKindInvalid }),
  reason,
});
export const adminPlayerPasswordData = z.object({ kind: z.string(), temporary: z.string() });

/** A positive amount up to adjustMaxMinor, 2 places. */
const adjustAmount = z
  .union([z.number(), z.string().max(32)], { error: MSG.adminAdjustAmountInvalid })
  .transform((value, ctx) => {
    const minor = parseMinor(value);
    if (minor === null || minor <= 0n || minor > PLAYERS_ADMIN_LIMITS.adjustMaxMinor) {
      ctx.addIssue({ code: 'custom', message: MSG.adminAdjustAmountInvalid });
      return z.NEVER;
    }
    return minor;
  });

// POST /api/admin/players/adjust {user_id, direction, amount, reason, request_key} -> row
export const adminPlayerAdjustPayload = z.object({
  user_id: playerId,
  direction: z.enum(['credit', 'debit'], { error: MSG.adminAdjustDirectionInvalid }),
  amount: adjustAmount,
  reason,
  request_key: z
    .string({ error: MSG.adminRequestKeyInvalid })
    .regex(PLAYERS_ADMIN_LIMITS.requestKeyPattern, { error: MSG.adminRequestKeyInvalid }),
});
export type AdminPlayerAdjustPayload = z.input<typeof adminPlayerAdjustPayload>;

/** pending: waits for a second operator; posted: in the ledger; refused: never posted. */
export const ADJUSTMENT_STATES = ['pending', 'posted', 'refused'] as const;
export type AdjustmentState = (typeof ADJUSTMENT_STATES)[number];

export const adminAdjustmentRow = z.object({
  id: z.number(),
  user_id: z.number(),
  username: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.string(),
  reason: z.string(),
  state: z.enum(ADJUSTMENT_STATES),
  requested_by: z.number(),
  requested_by_name: z.string(),
  decided_by: z.number().nullable(),
  decided_by_name: z.string(),
  remark: z.string(),
  transfer_id: z.number().nullable(),
  created_at: z.string(),
  decided_at: z.string(),
});
export type AdminAdjustmentRow = z.infer<typeof adminAdjustmentRow>;

// POST /api/admin/adjustments {page, state?, user_id?} -> Page + threshold
export const adminAdjustmentsPayload = z.object({
  page,
  state: z
    .preprocess(
      (v: OptionalTextInput) => (v === '' || v === null ? undefined : v),
      z.enum(ADJUSTMENT_STATES, { error: MSG.adminStateInvalid }).optional(),
    )
    .optional(),
  user_id: z
    .preprocess((v: NumberInput) => (v === '' || v === null ? undefined : v), playerId.optional())
    .optional(),
});
export const adminAdjustmentPage = pageSchema(adminAdjustmentRow).extend({
  /** Adjustments above this need a second operator. */
  threshold: z.string(),
});

// POST /api/admin/adjustments/review {id, approve, remark?} -> row
export const adminAdjustmentReviewPayload = z.object({
  id: z.preprocess(
    (v: NumberInput) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
    z
      .number({ error: MSG.adminReviewIdInvalid })
      .int({ error: MSG.adminReviewIdInvalid })
      .min(1, { error: MSG.adminReviewIdInvalid }),
  ),
  approve: z.boolean({ error: MSG.adminApproveRequired }),
  remark: z.preprocess(
    (v: OptionalTextInput) =>
      v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v,
    z
      .string({ error: MSG.adminRemarkTooLong })
      .max(255, { error: MSG.adminRemarkTooLong })
      .refine(isCleanText, { error: MSG.adminReasonInvalid }),
  ),
});

// POST /api/admin/adjustments/threshold {threshold} -> {threshold} (admin)
export const adminAdjustmentThresholdPayload = z.object({
  threshold: z
    .union([z.number(), z.string().max(32)], { error: MSG.adminThresholdInvalid })
    .transform((value, ctx) => {
      const minor = parseMinor(value);
      if (minor === null || minor < 0n || minor > PLAYERS_ADMIN_LIMITS.adjustMaxMinor) {
        ctx.addIssue({ code: 'custom', message: MSG.adminThresholdInvalid });
        return z.NEVER;
      }
      return minor;
    }),
});
export const adminAdjustmentThresholdData = z.object({ threshold: z.string() });

export const DEFAULT_ADJUST_THRESHOLD = formatMinor(PLAYERS_ADMIN_LIMITS.defaultThresholdMinor);
