/**
 * A random key for the Idempotency-Key header of a call that moves money or creates an order: one
 * per submission attempt, so a repeat of the same attempt is answered once (DESIGN §4).
 * getRandomValues works outside HTTPS too, unlike randomUUID.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The request option carrying a fresh key. */
export function idempotencyHeaders(): { headers: Record<string, string> } {
  return { headers: { 'Idempotency-Key': newIdempotencyKey() } };
}
