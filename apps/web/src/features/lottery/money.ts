/**
 * Stakes as integer fen (no floating point sums): the player types yuan with at most 2 places; the
 * order carries 2-place strings (DESIGN §4).
 */
const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** '10' → 1000, '12.5' → 1250; null when not a positive amount with at most 2 places. */
export function toFen(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fen > 0 ? fen : null;
}

/** 1250 → '12.50'. */
export function fenText(fen: number | bigint): string {
  const value = BigInt(fen);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** '1250.00' → '1250', '12.50' → '12.5': an amount as the player reads it. */
export function shortYuan(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
