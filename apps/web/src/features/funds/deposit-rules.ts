import { MSG } from '@app/contract/messages';
import { parseMinor } from '@app/contract/money-format';

/** A positive amount of at most 2 places, or null. */
export function positiveMinor(amount: string): bigint | null {
  const minor = parseMinor(amount.trim());
  return minor !== null && minor > 0n ? minor : null;
}

/** Manual USDT deposit (spec part 2 §5), in this order: screenshot first, then the quantity. */
export function manualDepositError(input: { url: string; num: string }): string | null {
  if (input.url === '') return MSG.uploadFirst;
  if (positiveMinor(input.num) === null) return MSG.depositAmountRequired;
  return null;
}

/** Auto USDT deposit: the quantity is required. */
export function autoDepositError(input: { amount: string }): string | null {
  return positiveMinor(input.amount) === null ? MSG.depositAmountRequired : null;
}

export interface BankDepositInput {
  owner: string;
  bank: string;
  cardNo: string;
  address: string;
}

/**
 * Older deposit screen (spec part 2 §5): the amount within the pay way's range, then for the bank
 * way the depositor name, bank type, card number and bank address.
 */
export function oldDepositError(
  amount: string,
  range: { min_price: string; max_price: string },
  rangeText: { min: string; max: string },
  bank: BankDepositInput | null,
): string | null {
  const minor = parseMinor(amount.trim());
  const min = parseMinor(range.min_price);
  const max = parseMinor(range.max_price);
  if (
    minor === null ||
    minor <= 0n ||
    (min !== null && minor < min) ||
    (max !== null && minor > max)
  ) {
    return MSG.depositRange(rangeText.min, rangeText.max);
  }
  if (bank === null) return null;
  if (bank.owner.trim() === '') return MSG.depositorRequired;
  if (bank.bank.trim() === '') return MSG.bankTypeRequired;
  if (bank.cardNo.trim() === '') return MSG.bankCardRequired;
  if (bank.address.trim() === '') return MSG.bankAddressRequired;
  return null;
}
