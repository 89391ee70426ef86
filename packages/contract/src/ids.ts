import { z } from 'zod';
import type { NumberInput } from './wire.ts';

/** Digits as text are read as the number (clients send ids both ways). */
const digits = (v: NumberInput) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v);

/** A positive id (a number or its digits as text); anything else is refused with `message`. */
export const idOf = (message: string) =>
  z.preprocess(
    digits,
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(Number.MAX_SAFE_INTEGER, { error: message }),
  );

/** Like `idOf`, but nothing, null or '' mean no id (undefined). */
export const optionalIdOf = (message: string) =>
  z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? undefined : digits(v)),
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(Number.MAX_SAFE_INTEGER, { error: message })
      .optional(),
  );
