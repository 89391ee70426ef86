import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { memoryLimiter, redisLimiter, type Limiter } from './limits.ts';
import { systemClock } from './time.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.disconnect());

const limiters: [string, () => Limiter][] = [['memory', () => memoryLimiter(systemClock)]];
if (redis) limiters.push(['redis', () => redisLimiter(redis, `test:${Date.now()}:`)]);

describe.each(limiters)('%s limiter', (_name, make) => {
  it('counts hits within the window, resets, and forgets after the window', async () => {
    const limiter = make();
    expect(await limiter.hit('a', 200)).toBe(1);
    expect(await limiter.hit('a', 200)).toBe(2);
    expect(await limiter.count('a')).toBe(2);
    expect(await limiter.count('b')).toBe(0);
    await limiter.reset('a');
    expect(await limiter.count('a')).toBe(0);
    await limiter.hit('c', 50);
    await new Promise((r) => setTimeout(r, 120));
    expect(await limiter.count('c')).toBe(0);
  });
});
