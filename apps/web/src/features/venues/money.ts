import { formatMinor, parseMinor } from '@app/contract/money';

/** Adds 2-place money strings exactly (in fen); null entries (venue did not answer) add nothing. */
export function sumMoney(values: readonly (string | null | undefined)[]): string {
  let total = 0n;
  for (const value of values) {
    if (value === null || value === undefined) continue;
    total += parseMinor(value) ?? 0n;
  }
  return formatMinor(total);
}
