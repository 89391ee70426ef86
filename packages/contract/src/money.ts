import { z } from 'zod';
import { MSG } from './messages.ts';

/**
 * Money crosses the wire as a decimal string with exactly 2 places ("1234.50"); inside the
 * server it is bigint minor units (fen). Payloads accept a number or such a string, never more
 * than 2 places.
 */
export function formatMinor(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const yuan = abs / 100n;
  const fen = abs % 100n;
  return `${negative ? '-' : ''}${yuan.toString()}.${fen.toString().padStart(2, '0')}`;
}

const MONEY_PATTERN = /^-?\d{1,15}(\.\d{1,2})?$/;

/** Parses "12", "12.5", "12.50" or 12.5 into minor units; null when it is not such a value. */
export function parseMinor(input: string | number): bigint | null {
  const text = typeof input === 'number' ? numberToText(input) : input.trim();
  if (text === null || !MONEY_PATTERN.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole, part = ''] = (negative ? text.slice(1) : text).split('.');
  const minor = BigInt(whole!) * 100n + BigInt(part.padEnd(2, '0'));
  return negative ? -minor : minor;
}

function numberToText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  // Number -> shortest round-trip text; 0.1 stays "0.1", 1e21 is refused by the pattern.
  return String(value);
}

/** A payload field holding money: number or string, at most 2 places, returned as bigint fen. */
export const moneyField = z
  .union([z.number(), z.string().max(32)], { error: MSG.amountInvalid })
  .transform((value, ctx) => {
    const minor = parseMinor(value);
    if (minor === null) {
      ctx.addIssue({ code: 'custom', message: MSG.amountInvalid });
      return z.NEVER;
    }
    return minor;
  });
