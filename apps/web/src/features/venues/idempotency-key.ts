/**
 * A fresh Idempotency-Key (DESIGN §4) for one money-moving tap. getRandomValues works on plain
 * http too (randomUUID needs a secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
