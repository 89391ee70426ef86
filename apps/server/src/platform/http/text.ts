/**
 * Text no database of ours can store as sent: a NUL character (PostgreSQL refuses it in `text`
 * and `varchar`) and a lone UTF-16 surrogate (it has no UTF-8 form, so it would be stored as
 * U+FFFD, a different text from the one sent). Such input is refused with a 400 before any handler
 * runs (DESIGN §4: bad input is a 400, never a 500).
 */

/**
 * In JSON text, the only way to write either is an escape: `\u0000` or `\uD800`–`\uDFFF` (a raw
 * NUL is not valid JSON, and invalid UTF-8 bytes decode to U+FFFD). A body without such an escape
 * needs no walk. `\\u0000` (an escaped backslash) matches too and is then cleared by the walk.
 */
const SUSPECT_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

export function jsonMayHoldUnstorableText(json: string): boolean {
  return SUSPECT_ESCAPE.test(json);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A NUL or a lone surrogate. */
export function isUnstorableString(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Whether any string in a parsed JSON value, key or value at any depth, cannot be stored. */
export function holdsUnstorableText(value: unknown): boolean {
  // A loop with its own stack: a body nested 100,000 deep must not overflow the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isUnstorableString(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (isUnstorableString(key)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

/**
 * Whether a request target carries a percent-encoded NUL (in its path or its query), which
 * Fastify would decode into a parameter or a query value. A raw NUL never gets this far: Node's
 * HTTP parser refuses it.
 */
export function urlHoldsNul(url: string): boolean {
  return url.includes('%00');
}
