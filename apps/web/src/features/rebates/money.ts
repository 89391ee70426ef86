/**
 * A money string to exactly 2 places without going through floating point ("12" → "12.00",
 * "3.456" → "3.45", truncated as the server's amounts already are). Anything else is shown as is.
 */
export function twoPlaces(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction = ''] = match;
  return `${sign}${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** Whether a money string is more than zero. */
export function isPositive(amount: string): boolean {
  const value = Number(amount);
  return Number.isFinite(value) && value > 0;
}
