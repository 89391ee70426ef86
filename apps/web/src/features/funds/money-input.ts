/**
 * Keeps a typed amount to what the money fields accept: digits with at most one point and at
 * most 2 places, at most 12 whole digits. Anything else typed is dropped.
 */
export function cleanAmount(typed: string): string {
  const digitsAndPoint = typed.replace(/[^\d.]/g, '');
  const point = digitsAndPoint.indexOf('.');
  const whole = (point === -1 ? digitsAndPoint : digitsAndPoint.slice(0, point)).slice(0, 12);
  if (point === -1) return whole;
  const places = digitsAndPoint
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole === '' ? '0' : whole}.${places}`;
}

/** "100.00" → "100", "12.50" → "12.5": a server amount as a player reads it in a sentence. */
export function plainAmount(amount: string): string {
  if (!amount.includes('.')) return amount;
  return amount.replace(/\.?0+$/, '');
}
