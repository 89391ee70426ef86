import { z } from 'zod';
import { idOf } from './ids.ts';
import { MSG } from './messages.ts';
import { moneyField } from './money.ts';
import type { NumberInput, OptionalTextInput } from './wire.ts';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  TIMEOUT_DAYS,
  EXCLUSION_TERMS,
  REALITY_CHECK_MINUTES,
  SESSION_LIMIT_MINUTES,
  PROTECTION_REASON_MAX,
  LIMIT_MAX_MINOR,
} from './protection-constants.ts';

/**
 * Player protection (DESIGN §12; ours: the spec has no such screen, see docs/decisions/protection.md
 * § Player protection). Deposit and loss limits over rolling windows of 24 hours, 7 days and 30
 * days, a session time limit and the reality-check interval, a time-out (24 hours to 6 weeks) and
 * self-exclusion (6 months, 1 year, 5 years, for good). Lowering takes effect at once; raising or
 * removing waits PROTECTION_RAISE_DELAY_MS and then a second confirmation.
 */

export {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  LIMIT_PERIOD_MS,
  PROTECTION_RAISE_DELAY_MS,
  TIMEOUT_DAYS,
  EXCLUSION_TERMS,
  EXCLUSION_TERM_MONTHS,
  REALITY_CHECK_DEFAULT_MINUTES,
  REALITY_CHECK_MINUTES,
  SESSION_LIMIT_MINUTES,
  PLAY_BREAK_MS,
  PROTECTION_REASON_MAX,
  LIMIT_MAX_MINOR,
} from './protection-constants.ts';
export type { LimitKind, LimitPeriod, ExclusionTerm } from './protection-constants.ts';

const limitKind = z.enum(LIMIT_KINDS, { error: MSG.protectionLimitInvalid });
const limitPeriod = z.enum(LIMIT_PERIODS, { error: MSG.protectionLimitInvalid });
/** A limit amount: money > 0 and ≤ LIMIT_MAX_MINOR, or '' / null for "no limit". */
const limitAmount = z.preprocess(
  (v: number | string | null | undefined) => (v === '' || v === undefined ? null : v),
  moneyField
    .refine((m) => m > 0n && m <= LIMIT_MAX_MINOR, { message: MSG.protectionAmountInvalid })
    .nullable(),
);
const minutesOf = (choices: readonly number[]) =>
  z.preprocess(
    (v: NumberInput) =>
      v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v,
    z
      .number({ error: MSG.protectionLimitInvalid })
      .int()
      .refine((m) => choices.includes(m), { message: MSG.protectionLimitInvalid })
      .nullable(),
  );

// ---- what the player sees ----------------------------------------------------------------------

/** A change the player asked for that is not in force yet (a raise or a removal). */
export const pendingChange = z.object({
  id: z.number(),
  /** The value asked for: yuan '500.00', minutes as text, or null for "no limit". */
  value: z.string().nullable(),
  /** Beijing time when it may be confirmed, 'YYYY-MM-DD HH:mm:ss'. */
  effective_at: z.string(),
  /** 1 once the wait is over: the player may confirm it now. */
  ready: z.union([z.literal(0), z.literal(1)]),
});
export type PendingChange = z.infer<typeof pendingChange>;

export const moneyLimit = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force, yuan ('1000.00'), or null for none. */
  amount: z.string().nullable(),
  /** What counts against it now over its window, yuan. */
  used: z.string(),
  pending: pendingChange.nullable(),
});
export type MoneyLimit = z.infer<typeof moneyLimit>;

export const protectionBlock = z.object({
  kind: z.enum(['timeout', 'exclusion']),
  /** Beijing time it ends, or null for a permanent exclusion. */
  until: z.string().nullable(),
  /** 'player' or 'operator': who started it. */
  by: z.enum(['player', 'operator']),
});
export type ProtectionBlock = z.infer<typeof protectionBlock>;

/** The current play session: since the first stake after a break of PLAY_BREAK_MS. */
export const playSession = z.object({
  /** Epoch ms the session began, or null when the player is not playing. */
  started_at: z.number().nullable(),
  /** The session's net result, yuan, signed ('-12.50' is a loss). */
  net: z.string(),
});

// POST /api/responsible {} -> the player's protection settings
export const protectionStatus = z.object({
  limits: z.array(moneyLimit),
  session_minutes: z.number().nullable(),
  session_pending: pendingChange.nullable(),
  reality_minutes: z.number(),
  block: protectionBlock.nullable(),
  play: playSession,
  /** Server time, epoch ms (the reality check counts from play.started_at by it). */
  now: z.number(),
});
export type ProtectionStatus = z.infer<typeof protectionStatus>;

// POST /api/responsible/limit {kind, period, amount|null} -> status; lowering is immediate, a raise
// or removal becomes a pending change
export const setLimitPayload = z.object({
  kind: limitKind,
  period: limitPeriod,
  amount: limitAmount,
});
// POST /api/responsible/session {minutes|null} -> status (same rule: shorter at once, longer waits)
export const setSessionPayload = z.object({ minutes: minutesOf(SESSION_LIMIT_MINUTES) });
// POST /api/responsible/reality {minutes} -> status (the reality-check interval; any change at once)
export const setRealityPayload = z.object({
  minutes: z.preprocess(
    (v: NumberInput) => (typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: MSG.protectionLimitInvalid })
      .int()
      .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), {
        message: MSG.protectionLimitInvalid,
      }),
  ),
});
// POST /api/responsible/confirm {id} -> status: the second confirmation of a ready pending change
// POST /api/responsible/cancel {id} -> status: drops a pending change
export const pendingChangePayload = z.object({ id: idOf(MSG.protectionChangeInvalid) });
// POST /api/responsible/timeout {days} -> status
export const timeoutPayload = z.object({
  days: z.preprocess(
    (v: NumberInput) => (typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: MSG.protectionTimeoutInvalid })
      .int()
      .refine((d) => (TIMEOUT_DAYS as readonly number[]).includes(d), {
        message: MSG.protectionTimeoutInvalid,
      }),
  ),
});
// POST /api/responsible/exclude {term} -> status (the screen asks twice before sending it)
export const excludePayload = z.object({
  term: z.enum(EXCLUSION_TERMS, { error: MSG.protectionTermInvalid }),
});
// POST /api/responsible/stop {} -> status: ends the play session (the reality check's 退出游戏)

// ---- the operator's view and actions ------------------------------------------------------------

const reason = z.preprocess(
  (v: OptionalTextInput) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: MSG.protectionReasonRequired })
    .min(1, MSG.protectionReasonRequired)
    .max(PROTECTION_REASON_MAX, MSG.protectionReasonRequired),
);
const userId = idOf(MSG.adminPlayerIdInvalid);

// POST /api/admin/players/protection {user_id} -> the player's status and history
export const adminProtectionPayload = z.object({ user_id: userId });
export const protectionHistoryRow = z.object({
  id: z.number(),
  /** 'deposit:day', 'loss:week', 'session', 'reality', 'timeout', 'exclusion'. */
  field: z.string(),
  value: z.string().nullable(),
  by: z.enum(['player', 'operator']),
  reason: z.string(),
  created_at: z.string(),
  /** 'applied', 'pending', 'cancelled'. */
  state: z.enum(['applied', 'pending', 'cancelled']),
});
export const adminProtection = protectionStatus.extend({
  history: z.array(protectionHistoryRow),
});
export type AdminProtection = z.infer<typeof adminProtection>;
// POST /api/admin/players/protection/limit {user_id, kind, period, amount, reason}: sets or lowers
export const adminProtectionLimitPayload = z.object({
  user_id: userId,
  kind: limitKind,
  period: limitPeriod,
  amount: moneyField.refine((m) => m > 0n && m <= LIMIT_MAX_MINOR, {
    message: MSG.protectionAmountInvalid,
  }),
  reason,
});
// POST /api/admin/players/protection/block {user_id, term|days, reason}: starts (or lengthens)
export const adminProtectionBlockPayload = z.object({
  user_id: userId,
  kind: z.enum(['timeout', 'exclusion'], { error: MSG.protectionTermInvalid }),
  days: timeoutPayload.shape.days.optional(),
  term: z.enum(EXCLUSION_TERMS, { error: MSG.protectionTermInvalid }).optional(),
  reason,
});
