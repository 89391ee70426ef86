/**
 * Rates and fees are operator settings written as decimals ("7.20"). They are held as integer
 * hundredths so that all arithmetic is exact; results round DOWN to the fen (or 0.01 USDT).
 */
export function parseRate(text: string): bigint {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`bad rate ${text}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** minor x (rate in hundredths) / 100, rounded down. */
export function multiplyRoundDown(minor: bigint, rateHundredths: bigint): bigint {
  return (minor * rateHundredths) / 100n;
}

/** minor / (rate in hundredths) x 100, rounded down: CNY fen -> USDT hundredths. */
export function divideRoundDown(minor: bigint, rateHundredths: bigint): bigint {
  if (rateHundredths <= 0n) throw new RangeError('rate must be positive');
  return (minor * 100n) / rateHundredths;
}
