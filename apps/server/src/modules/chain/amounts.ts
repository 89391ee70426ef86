/**
 * USDT figures: the chain counts 10^-6 USDT (units); the wallet's screens and rows count 10^-2.
 */
export const UNITS_PER_CENT = 10_000n;

/** Units → a decimal string with 6 places. */
export function formatUnits(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  return `${sign}${abs / 1_000_000n}.${(abs % 1_000_000n).toString().padStart(6, '0')}`;
}

/** A decimal string of at most 6 places → units. */
export function parseUnits(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
}

/** Units → hundredths of a USDT, rounded down (what the deposit rows keep). */
export function unitsToCents(units: bigint): bigint {
  return units / UNITS_PER_CENT;
}
