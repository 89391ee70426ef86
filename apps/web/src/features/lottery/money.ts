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

/* Shown with @app/contract/money: formatMinor (1250 → '12.50'), formatMoneyShort ('12.50' → '12.5'). */
