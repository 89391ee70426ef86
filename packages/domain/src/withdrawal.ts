import { MSG } from '@app/contract/messages';
import { formatMinor, parseMinor } from '@app/contract/money';

/** Minimum single withdrawal, in fen (spec part 2 §9: 100). */
export const WITHDRAW_MIN_MINOR = 10_000n;

/** Withdrawal tabs (spec part 2 §2): 1 USDT address, 2 bank card. */
export type WithdrawalType = 1 | 2;

export interface WithdrawalInput {
  type: WithdrawalType;
  /** Id of the chosen payee; null when none is chosen. */
  payeeId: number | null;
  /** The amount as typed (yuan, at most 2 places). */
  amount: string;
  password: string;
}

/**
 * The withdrawal rules of spec part 2 §5, in the order the player meets them: payee, amount of at
 * least 100, payment password. Returns the spec's message for the first rule broken, or null.
 */
export function withdrawalError(input: WithdrawalInput): string | null {
  if (input.payeeId === null) {
    return input.type === 1 ? MSG.chooseUsdtAddress : MSG.chooseBankCard;
  }
  const text = input.amount.trim();
  const minor = text === '' ? 0n : parseMinor(text);
  if (minor === null) return MSG.amountInvalid;
  if (minor < WITHDRAW_MIN_MINOR)
    return MSG.withdrawMin(formatMinor(WITHDRAW_MIN_MINOR).replace(/\.00$/, ''));
  if (input.password === '') return MSG.payPasswordRequired;
  return null;
}

export interface UsdtQuote {
  /** amount / rate, rounded down to 2 places (USDT). */
  usdt: string;
  /** usdt − fee, never below 0 (USDT). */
  received: string;
}

/**
 * The USDT side of a withdrawal (spec part 2 §5): the USDT equivalent of a yuan amount at the
 * reference rate (yuan per USDT), rounded down to 2 places, and what arrives after the per-
 * transaction chain fee. Exact: bigint minor units, no floats. Null when the amount or rate is
 * not a valid money value or the rate is not positive; a missing or invalid fee counts as 0.
 */
export function usdtQuote(amount: string, rate: string, fee: string): UsdtQuote | null {
  const amountMinor = parseMinor(amount.trim() === '' ? '0' : amount);
  const rateMinor = parseMinor(rate);
  if (amountMinor === null || rateMinor === null || rateMinor <= 0n || amountMinor < 0n) {
    return null;
  }
  // amount / rate in USDT cents: (amountMinor / 100) / (rateMinor / 100) * 100, floored.
  const usdtMinor = (amountMinor * 100n) / rateMinor;
  const feeMinor = parseMinor(fee);
  const feeValue = feeMinor === null || feeMinor < 0n ? 0n : feeMinor;
  const receivedMinor = usdtMinor > feeValue ? usdtMinor - feeValue : 0n;
  return { usdt: formatMinor(usdtMinor), received: formatMinor(receivedMinor) };
}
