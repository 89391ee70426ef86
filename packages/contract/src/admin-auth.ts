import { z } from 'zod';
import { ADMIN_LIMITS, OPERATOR_NAME_PATTERN } from './admin.ts';
import { totpCodeInput } from './admin-auth-fields.ts';
import { STAFF_ROLES } from './staff-roles.ts';
import { idOf } from './ids.ts';
import { MSG } from './messages.ts';
import { pageSchema } from './page.ts';
import type { NumberInput, OptionalTextInput } from './wire.ts';

/**
 * Operators' two-factor sign-in (TOTP, RFC 6238) and operator management (admin only). The sign-in
 * itself is `adminLoginPayload` of admin.ts; see docs/decisions/console.md "Operator sign-in and roles".
 */

export const TWO_FACTOR = {
  /** The issuer an authenticator app shows above the code. */
  issuer: '游戏平台后台',
  digits: 6,
  periodSeconds: 30,
  /** A code of the step before or after the current one is still taken (clock drift). */
  toleranceSeconds: 30,
  /** Single-use codes given at enrolment, each can stand in for a code once. */
  recoveryCodeCount: 10,
  /** An enrolment not confirmed within this time must ask for a new secret. */
  setupTtlMs: 10 * 60_000,
} as const;

/**
 * The calls an operator who must enrol (production, two-factor not on yet) may make; every other
 * call answers 403 MSG.adminTwoFactorEnrolFirst.
 */
export const CALLS_BEFORE_ENROLMENT = [
  'me',
  'logout',
  'twoFactorSetup',
  'twoFactorConfirm',
] as const;

// POST /api/admin/two-factor/setup {} -> {secret, uri}: a new secret to scan (pending until confirmed)
export const adminTwoFactorSetupData = z.object({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  /** otpauth://totp/… for the QR code. */
  uri: z.string(),
});
export type AdminTwoFactorSetupData = z.infer<typeof adminTwoFactorSetupData>;

// POST /api/admin/two-factor/confirm {code} -> {recovery_codes}: shown once, stored only hashed
export const adminTwoFactorConfirmPayload = z.object({
  code: totpCodeInput.refine((c) => c !== undefined, { error: MSG.adminCodeFormat }),
});
export const adminTwoFactorConfirmData = z.object({ recovery_codes: z.array(z.string()) });
export type AdminTwoFactorConfirmData = z.infer<typeof adminTwoFactorConfirmData>;

// ---- operator management (admin) ----------------------------------------------------------------

export const OPERATOR_STATUS = { active: 1, disabled: 0 } as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const operatorName = z
  .string({ error: MSG.adminOperatorNameInvalid })
  .trim()
  .regex(OPERATOR_NAME_PATTERN, { error: MSG.adminOperatorNameInvalid });

/** A new password: 8–64 characters, no NUL, no broken character. */
const operatorPassword = z
  .string({ error: MSG.adminOperatorPasswordInvalid })
  .min(ADMIN_LIMITS.passwordMin, { error: MSG.adminOperatorPasswordInvalid })
  .max(ADMIN_LIMITS.passwordMax, { error: MSG.adminOperatorPasswordInvalid })
  .refine((p) => !p.includes('\u0000') && !LONE_SURROGATE.test(p), {
    error: MSG.adminOperatorPasswordInvalid,
  });

const role = z.enum(STAFF_ROLES, { error: MSG.adminOperatorRoleInvalid });
const operatorId = idOf(MSG.adminOperatorUnknown);

const page = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v,
  z
    .number({ error: MSG.adminPageInvalid })
    .int()
    .min(1)
    .max(100_000, { error: MSG.adminPageInvalid }),
);

/** An operator as the admin sees it (times in Beijing time, '' for never). */
export const adminOperatorRow = z.object({
  id: z.number(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** 1 active, 0 disabled. */
  status: z.number(),
  two_factor: z.boolean(),
  last_login_at: z.string(),
  created_at: z.string(),
});
export type AdminOperatorRow = z.infer<typeof adminOperatorRow>;

// POST /api/admin/operators {page} -> Page<AdminOperatorRow>, oldest first
export const adminOperatorsPayload = z.object({ page });
export const adminOperatorPage = pageSchema(adminOperatorRow);

// POST /api/admin/operators/create {name, password, role} -> AdminOperatorRow
export const adminOperatorCreatePayload = z.object({
  name: operatorName,
  password: operatorPassword,
  role,
});
export type AdminOperatorCreatePayload = z.output<typeof adminOperatorCreatePayload>;

// POST /api/admin/operators/update {id, role?, status?} -> AdminOperatorRow
export const adminOperatorUpdatePayload = z.object({
  id: operatorId,
  role: role.optional(),
  status: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
    z
      .number({ error: MSG.adminOperatorStatusInvalid })
      .refine((s) => s === 0 || s === 1, { error: MSG.adminOperatorStatusInvalid })
      .optional(),
  ),
});
export type AdminOperatorUpdatePayload = z.output<typeof adminOperatorUpdatePayload>;

// POST /api/admin/operators/reset-password {id, password} -> AdminOperatorRow (sessions end)
export const adminOperatorResetPasswordPayload = z.object({
  id: operatorId,
  password: z.preprocess((v: OptionalTextInput) => v ?? '', operatorPassword),
});

// POST /api/admin/operators/reset-two-factor {id} -> AdminOperatorRow (sessions end; enrols anew)
export const adminOperatorIdPayload = z.object({ id: operatorId });
