/**
 * A fresh key for the Idempotency-Key header of a call that moves money (DESIGN §4): one per
 * attempt, so a repeat of the same attempt is answered once and moves nothing twice.
 * getRandomValues works on plain http too (randomUUID needs a secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
