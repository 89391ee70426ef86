import { z } from 'zod';
import { MSG } from './messages.ts';
import type { OptionalTextInput } from './wire.ts';

/**
 * The two-factor fields of the operator's sign-in (admin.ts `adminLoginPayload`) and enrolment
 * (admin-auth.ts). Kept apart so that admin.ts and admin-auth.ts need not import each other.
 */

/** A TOTP code as a form takes it: 6 digits, a space between the two groups of 3 allowed. */
export const TOTP_CODE_AS_TYPED = /^\s*\d{3}\s?\d{3}\s*$/;

/** A TOTP code: 6 digits; spaces people type between the groups are dropped. Nothing: undefined. */
export const totpCodeInput = z.preprocess(
  (v: OptionalTextInput) =>
    v === undefined || v === null || v === ''
      ? undefined
      : typeof v === 'string'
        ? v.replace(/\s+/g, '')
        : v,
  z
    .string({ error: MSG.adminCodeFormat })
    .regex(/^\d{6}$/, { error: MSG.adminCodeFormat })
    .optional(),
);

/** A recovery code as typed: case, spaces and dashes are not significant. Nothing: undefined. */
export const recoveryCodeInput = z.preprocess(
  (v: OptionalTextInput) =>
    v === undefined || v === null || v === ''
      ? undefined
      : typeof v === 'string'
        ? v.replace(/[\s-]+/g, '').toLowerCase()
        : v,
  z
    .string({ error: MSG.adminRecoveryCodeInvalid })
    .regex(/^[a-z0-9]{1,32}$/, { error: MSG.adminRecoveryCodeInvalid })
    .optional(),
);
