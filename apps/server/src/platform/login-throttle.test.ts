import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { startTestApp } from '../test/app.ts';
import { memoryLimiter, redisLimiter, type Limiter } from './limits.ts';
import { systemClock } from './time.ts';
import {
  addressKey,
  loginDelayMs,
  loginThrottle,
  type LoginThrottlePolicy,
} from './login-throttle.ts';

const POLICY: LoginThrottlePolicy = {
  pairFailuresMax: 3,
  windowMs: 60_000,
  delayAfterFailures: 2,
  delayBaseMs: 100,
  delayMaxMs: 2_000,
};

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and counts IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:7:7::1')).toBe('2001:db8:7:7::/64');
    expect(addressKey('2001:0DB8:0007:0007:ffff:1:2:3')).toBe('2001:db8:7:7::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('2001:db8:7:8::1')).not.toBe(addressKey('2001:db8:7:7::1'));
    expect(addressKey('')).toBe('unknown');
  });
});

describe('loginDelayMs', () => {
  it('is free at first, then doubles, and never passes the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50, 10_000].map((n) => loginDelayMs(POLICY, n))).toEqual([
      0, 0, 100, 200, 400, 800, 1_600, 2_000, 2_000,
    ]);
  });

  it('refuses a policy that could keep an owner waiting more than 2 s', () => {
    expect(() =>
      loginThrottle(memoryLimiter(systemClock), 'x', { ...POLICY, delayMaxMs: 2_001 }),
    ).toThrow(RangeError);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.disconnect());
const limiters: [string, () => Limiter][] = [['memory', () => memoryLimiter(systemClock)]];
if (redis) {
  limiters.push(['redis', () => redisLimiter(redis, `test:${Date.now()}:${Math.random()}:`)]);
}

describe.each(limiters)('loginThrottle on the %s limiter', (_kind, make) => {
  it('refuses a (name, address) pair after its attempts, not the name elsewhere', async () => {
    const throttle = loginThrottle(make(), 'login', POLICY);
    // Attempts sent at once are each counted.
    const verdicts = await Promise.all(
      Array.from({ length: 5 }, () => throttle.attempt('Victim01', '203.0.113.7')),
    );
    expect(verdicts.filter((v) => v.refused)).toHaveLength(2);
    expect(await throttle.attempt('victim01', '203.0.113.7')).toEqual({ refused: true });
    expect(await throttle.attempt('victim01', '198.51.100.1')).toEqual({
      refused: false,
      delayMs: 0,
    });
    expect((await throttle.attempt('other001', '203.0.113.7')).refused).toBe(false);
  });

  it('slows a name by its failures from anywhere, and a success does not clear them', async () => {
    const throttle = loginThrottle(make(), 'login', POLICY);
    for (let i = 0; i < 3; i++) await throttle.failed('bob001');
    expect(await throttle.attempt('bob001', '192.0.2.9')).toEqual({ refused: false, delayMs: 200 });
    await throttle.succeeded('bob001', '192.0.2.9');
    expect(await throttle.attempt('bob001', '192.0.2.9')).toEqual({ refused: false, delayMs: 200 });
  });

  it('a success lets that address start over on that name', async () => {
    const throttle = loginThrottle(make(), 'login', POLICY);
    for (let i = 0; i < 3; i++) await throttle.attempt('carol001', '192.0.2.1');
    await throttle.succeeded('carol001', '192.0.2.1');
    expect((await throttle.attempt('carol001', '192.0.2.1')).refused).toBe(false);
  });

  it('keeps names that look like keys apart', async () => {
    const throttle = loginThrottle(make(), 'login', POLICY);
    for (let i = 0; i < 4; i++) await throttle.attempt('dave@192.0.2.1', '192.0.2.2');
    for (let i = 0; i < 4; i++) await throttle.attempt('dave', '192.0.2.1@192.0.2.2');
    expect((await throttle.attempt('dave', '192.0.2.1')).refused).toBe(false);
    await throttle.failed('x'.repeat(10_000));
    await throttle.failed('x'.repeat(10_000));
    expect(await throttle.attempt('x'.repeat(10_000), '192.0.2.1')).toEqual({
      refused: false,
      delayMs: 100,
    });
    expect(await throttle.attempt('x'.repeat(64), '192.0.2.1')).toEqual({
      refused: false,
      delayMs: 0,
    });
  });
});

describe('the per-address limit of sign-in calls', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { authRateLimitPerMinute: 3 });
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const captcha = async (remoteAddress: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/captcha', remoteAddress })).statusCode;

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 1; i <= 3; i++) expect(await captcha(`2001:db8:5:5::${i}`)).toBe(200);
    expect(await captcha('2001:db8:5:5:ffff::9')).toBe(429);
    expect(await captcha('2001:db8:5:6::1')).toBe(200);
    expect(await captcha('203.0.113.50')).toBe(200);
  });
});
