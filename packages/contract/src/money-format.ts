/*
 * Money as text, without zod (the player app's first screens load this, not the schemas):
 * formatMinor and parseMinor for the wire, and the display helpers every app uses.
 */

/**
 * Money crosses the wire as a decimal string with exactly 2 places ("1234.50"); inside the
 * server it is bigint minor units (fen). Payloads accept a number or such a string, never more
 * than 2 places.
 */
export function formatMinor(minor: bigint | number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
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

/*
 * Display: the one place the apps turn money into text (the player app, the console and the demo
 * venue's page all use these; no float arithmetic anywhere).
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * Money as the player reads it, exactly 2 places: fen (bigint) through formatMinor; a decimal
 * string or a number of yuan to 2 places ("12" → "12.00", "3.456" → "3.45", truncated as the
 * server's amounts already are); '' for none; any other text is shown as is.
 */
export function formatMoney(value: bigint | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'bigint') return formatMinor(value);
  const text = typeof value === 'number' ? (numberToText(value) ?? String(value)) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '0', fraction = ''] = match;
  return `${sign}${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** formatMoney with thousands separators: "1234.5" → "1,234.50", 200000n → "2,000.00". */
export function formatMoneyGrouped(value: bigint | string | number | null | undefined): string {
  const text = formatMoney(value);
  const match = DECIMAL.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '0', fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** A 2-place amount without its trailing zeros: "1250.00" → "1250", "12.50" → "12.5". */
export function formatMoneyShort(value: bigint | string | number | null | undefined): string {
  const text = formatMoney(value);
  return DECIMAL.test(text) ? text.replace(/\.?0+$/, '') || '0' : text;
}

/**
 * Adds 2-place money strings exactly (in fen). A null, missing or unreadable entry (a venue that
 * did not answer) adds nothing and makes the sum `partial`.
 */
export function sumMoney(values: readonly (string | null | undefined)[]): {
  total: string;
  partial: boolean;
} {
  let total = 0n;
  let partial = false;
  for (const value of values) {
    const minor = value === null || value === undefined ? null : parseMinor(value);
    if (minor === null) partial = true;
    else total += minor;
  }
  return { total: formatMinor(total), partial };
}
