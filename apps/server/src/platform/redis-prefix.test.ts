import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp } from '../test/app.ts';
import { loadConfig } from './config.ts';

describe('REDIS_PREFIX', () => {
  it('defaults to gp: and a digest of the database address, without its password', () => {
    const prefix = (env: Record<string, string>) => loadConfig(env).redisPrefix;
    const a = prefix({ DATABASE_URL: 'postgres://app:secret@db.internal:5432/platform' });
    expect(a).toMatch(/^gp:[0-9a-f]{8}:$/);
    expect(prefix({ DATABASE_URL: 'postgres://app:rotated@db.internal:5432/platform' })).toBe(a);
    expect(prefix({ DATABASE_URL: 'postgres://app:secret@db.internal:5432/staging' })).not.toBe(a);
    expect(prefix({})).toMatch(/^gp:[0-9a-f]{8}:$/);
    expect(prefix({ REDIS_PREFIX: 'shop-eu:' })).toBe('shop-eu:');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two deployments may share one Redis: every key this server writes there (login-failure counts,
 * per-address rate limits) starts with its prefix.
 */
describe.skipIf(!redisUrl)('keys written to Redis', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  const name = `rp${randomBytes(4).toString('hex')}`;
  let redis: Redis;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    redis = new Redis(redisUrl!);
    t = await startTestApp('sqlite', { redisUrl, redisPrefix: prefix });
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('start with the prefix', async () => {
    const failed = await call(t.app, '/api/login_pc', { name, password: 'wrong-pass-1' });
    expect(failed.status).toBe(422);
    const ours = await redis.keys(`${prefix}*`);
    expect(ours.some((key) => key.includes(name))).toBe(true);
    expect(ours.some((key) => key.includes('/api/login_pc'))).toBe(true);
    const named = await redis.keys(`*${name}*`);
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((key) => key.startsWith(prefix))).toBe(true);
  });
});
