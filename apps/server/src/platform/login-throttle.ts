import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Limiter } from './limits.ts';

/**
 * Password logins (players and operators) slow guessing down without letting anyone lock an
 * account's owner out:
 *
 * - per (name, client address): after `pairFailuresMax` attempts without a success in the window,
 *   that address is refused on that name (429) until the window ends — even with the right
 *   password, so that the answer tells a guesser nothing. Another address is not affected.
 * - per name, across all addresses: failures only add a delay before the password is checked,
 *   growing from `delayBaseMs` after `delayAfterFailures` failures and never above `delayMaxMs`.
 *   The right password from an address that is not refused always gets in.
 *
 * Counts live in the app's limiter (Redis when REDIS_URL is set, so every node sees them). An
 * IPv6 client is counted by its /64, the block one subscriber usually holds. The per-address limit
 * of every sign-in call (`authRateLimitPerMinute`, @fastify/rate-limit) applies on top.
 */
export interface LoginThrottlePolicy {
  /** Attempts of one name from one address, since its last success, before it is refused. */
  pairFailuresMax: number;
  /** How long counts live, from the first one (fixed window). */
  windowMs: number;
  /** Failures of a name, from anywhere, answered without delay. */
  delayAfterFailures: number;
  /** The first delay; it doubles with each further failure. */
  delayBaseMs: number;
  /** The longest delay, at most LOGIN_DELAY_CEILING_MS: the owner must not wait longer. */
  delayMaxMs: number;
}

/** No login waits longer than this for others' failures. */
export const LOGIN_DELAY_CEILING_MS = 2_000;

export type LoginVerdict = { refused: true } | { refused: false; delayMs: number };

/** The delay before checking a password when the name has `failures` failures in the window. */
export function loginDelayMs(policy: LoginThrottlePolicy, failures: number): number {
  if (failures < policy.delayAfterFailures) return 0;
  const doublings = Math.min(failures - policy.delayAfterFailures, 30);
  return Math.min(policy.delayMaxMs, policy.delayBaseMs * 2 ** doublings);
}

/**
 * The key of a client address for limits: an IPv4 address as it is (also when written as
 * IPv4-mapped IPv6), an IPv6 address by its /64 prefix, anything else as given.
 */
export function addressKey(address: string): string {
  const bare = address.split('%')[0]!.toLowerCase();
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address === '' ? 'unknown' : address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const [head = '', tail = ''] = bare.split('::');
  const front = groups(head);
  const back = bare.includes('::') ? groups(tail) : [];
  const all = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** A login name as a key part: case-folded, escaped, and digested when longer than any name. */
function nameKey(name: string): string {
  const folded = name.trim().toLowerCase();
  if (folded.length > 64) return `sha256-${createHash('sha256').update(folded).digest('hex')}`;
  return encodeURIComponent(folded);
}

export interface LoginThrottle {
  /**
   * Counts this attempt of `name` from `address`: refused when that pair has used up its
   * attempts; otherwise the delay to wait before checking the password.
   */
  attempt(name: string, address: string): Promise<LoginVerdict>;
  /** Waits out the delay of a verdict that was not refused. */
  wait(verdict: { delayMs: number }): Promise<void>;
  /** A wrong name or password: one more failure of the name, from anywhere. */
  failed(name: string): Promise<void>;
  /** The right password: this address starts over on this name (the name's failures stay). */
  succeeded(name: string, address: string): Promise<void>;
}

/** A throttle under `scope` (`login`, `admin-login`) on the app's limiter. */
export function loginThrottle(
  limiter: Limiter,
  scope: string,
  policy: LoginThrottlePolicy,
): LoginThrottle {
  if (!(policy.pairFailuresMax >= 1 && policy.delayMaxMs <= LOGIN_DELAY_CEILING_MS)) {
    throw new RangeError(`login throttle ${scope}: bad policy ${JSON.stringify(policy)}`);
  }
  const pair = (name: string, address: string) =>
    `${scope}-fail:${nameKey(name)}@${addressKey(address)}`;
  const byName = (name: string) => `${scope}-fail:${nameKey(name)}`;
  return {
    async attempt(name, address) {
      // Counted before the password is checked, so that attempts sent at once are counted too.
      const attempts = await limiter.hit(pair(name, address), policy.windowMs);
      if (attempts > policy.pairFailuresMax) return { refused: true };
      const failures = await limiter.count(byName(name));
      return { refused: false, delayMs: loginDelayMs(policy, failures) };
    },
    async wait(verdict) {
      if (verdict.delayMs > 0) await sleep(verdict.delayMs);
    },
    async failed(name) {
      await limiter.hit(byName(name), policy.windowMs);
    },
    async succeeded(name, address) {
      await limiter.reset(pair(name, address));
    },
  };
}
