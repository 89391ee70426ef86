import { parseMinor } from '@app/contract/money-format';

/** Whether a money string is more than zero (exactly, in fen). */
export function isPositive(amount: string): boolean {
  return (parseMinor(amount) ?? 0n) > 0n;
}
