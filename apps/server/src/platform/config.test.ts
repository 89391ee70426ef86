import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { scheduleProblem } from '@app/domain/lottery/schedule';
import { startTestApp } from '../test/app.ts';
import { ConfigError, loadConfig } from './config.ts';

const PRODUCTION = { NODE_ENV: 'production' } as const;

/** The one line loadConfig throws with, for these variables. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('gives the demo (seed, demo operator) by default outside production, without the sandbox', () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.demoSeed).toBe(true);
    expect(config.paySandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).paySandbox).toBe(false);
    expect(loadConfig({ DEMO_SEED: '1' }).paySandbox).toBe(false);
  });

  it('starts a process per core with Redis (WORKERS), one without, and refuses more without it', () => {
    expect(loadConfig({}).workers).toBe(1);
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(loadConfig(redis).workers).toBe(os.availableParallelism());
    expect(loadConfig({ ...redis, WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(refusal({ WORKERS: '2' })).toBe(
      'WORKERS above 1 needs REDIS_URL: the processes share rooms, rate limits and revocations through Redis',
    );
    for (const bad of ['0', '65', '1.5', 'all']) {
      expect(refusal({ ...redis, WORKERS: bad })).toBe(
        'WORKERS must be a whole number from 1 to 64',
      );
    }
  });

  it('turns the sandbox payment provider on only when PAY_SANDBOX says so', () => {
    expect(loadConfig({ PAY_SANDBOX: '1' }).paySandbox).toBe(true);
    expect(loadConfig({ PAY_SANDBOX: 'true' }).paySandbox).toBe(true);
    expect(loadConfig({ PAY_SANDBOX: '0' }).paySandbox).toBe(false);
    expect(loadConfig({ PAY_SANDBOX: '' }).paySandbox).toBe(false);
    expect(loadConfig({ DEMO_SEED: '0', PAY_SANDBOX: '1' }).demoSeed).toBe(false);
  });

  it('has no demo seed and no sandbox in production by default', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.production).toBe(true);
    expect(config.demoSeed).toBe(false);
    expect(config.paySandbox).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEMO_SEED: '0', PAY_SANDBOX: 'off' })).toMatchObject({
      demoSeed: false,
      paySandbox: false,
    });
  });

  it('refuses DEMO_SEED and PAY_SANDBOX in production, each with one clear line', () => {
    for (const value of ['1', 'true', 'on', 'yes']) {
      const demo = refusal({ ...PRODUCTION, DEMO_SEED: value });
      expect(demo).toMatch(/^DEMO_SEED .*NODE_ENV=production/);
      expect(demo).not.toContain('\n');
      const sandbox = refusal({ ...PRODUCTION, PAY_SANDBOX: value });
      expect(sandbox).toMatch(/^PAY_SANDBOX .*NODE_ENV=production/);
      expect(sandbox).not.toContain('\n');
    }
  });

  it('refuses an ADMIN_BOOTSTRAP password shorter than 12 characters in production', () => {
    const short = refusal({ ...PRODUCTION, ADMIN_BOOTSTRAP: 'boss01:admin123' });
    expect(short).toMatch(/^ADMIN_BOOTSTRAP .*12 characters/);
    expect(short).not.toContain('admin123');
    expect(refusal({ ...PRODUCTION, ADMIN_BOOTSTRAP: 'boss01:elevenchars' })).toMatch(
      /ADMIN_BOOTSTRAP/,
    );
    expect(
      loadConfig({ ...PRODUCTION, ADMIN_BOOTSTRAP: 'boss01:twelve-chars' }).adminBootstrap,
    ).toEqual({ name: 'boss01', password: 'twelve-chars' });
    // Outside production the demo's short passwords still do.
    expect(loadConfig({ ADMIN_BOOTSTRAP: 'boss01:admin123' }).adminBootstrap).toEqual({
      name: 'boss01',
      password: 'admin123',
    });
    expect(refusal({ ADMIN_BOOTSTRAP: 'nocolon' })).toMatch(
      /ADMIN_BOOTSTRAP must be name:password/,
    );
  });

  it('still refuses CAPTCHA_TEST_CODE in production', () => {
    expect(refusal({ ...PRODUCTION, CAPTCHA_TEST_CODE: 'x' })).toMatch(/^CAPTCHA_TEST_CODE/);
  });

  it('refuses UPLOAD_S3_URL rather than leave uploads elsewhere than the operator thinks', () => {
    expect(refusal({ UPLOAD_S3_URL: 's3://bucket/uploads' })).toMatch(
      /^UPLOAD_S3_URL is not supported yet/,
    );
    expect(loadConfig({ UPLOAD_S3_URL: '' })).not.toHaveProperty('uploadDir');
  });
});
describe('NODE_NAME', () => {
  it('names the node on the job runs it claims', async () => {
    const { nodeName } = loadConfig({ NODE_NAME: 'eu-1.web:2' });
    const { app, store, ctx } = await startTestApp('sqlite', { nodeName });
    try {
      expect(ctx.jobs.node).toBe('eu-1.web:2');
      const started = await ctx.jobs.tick();
      await ctx.jobs.idle();
      expect(started.length).toBeGreaterThan(0);
      // Every run a node claimed carries its name (slots enqueued for later have none yet).
      const runs = (await ctx.jobs.recentRuns()).filter((run) => run.state !== 'pending');
      expect(runs.map((run) => run.node)).toEqual(runs.map(() => 'eu-1.web:2'));
    } finally {
      await app.close();
      await store.close();
    }
  });

  it('is unset by default (the runner then uses host, pid and a suffix)', () => {
    expect(loadConfig({}).nodeName).toBeUndefined();
  });

  it('refuses a name the job runs could not record', () => {
    for (const bad of ['node a', 'x'.repeat(65), 'nœud', 'a/b']) {
      expect(() => loadConfig({ NODE_NAME: bad }), bad).toThrow(/NODE_NAME/);
    }
  });
});

describe('the lottery settings', () => {
  it('LOTTERY_BEACON is drand or unset', () => {
    expect(loadConfig({}).lotteryBeacon).toBe('none');
    expect(loadConfig({ LOTTERY_BEACON: 'drand' }).lotteryBeacon).toBe('drand');
    expect(() => loadConfig({ LOTTERY_BEACON: 'dice' })).toThrow(/LOTTERY_BEACON/);
  });

  it('LOTTERY_DEMO_PERIOD_SECONDS takes what the schedule takes, and never in production', () => {
    expect(loadConfig({}).lotteryDemoPeriodSeconds).toBeUndefined();
    expect(loadConfig({ LOTTERY_DEMO_PERIOD_SECONDS: '30' }).lotteryDemoPeriodSeconds).toBe(30);
    for (const bad of ['20', '29', '3601', '45.5', 'fast']) {
      expect(() => loadConfig({ LOTTERY_DEMO_PERIOD_SECONDS: bad }), bad).toThrow(/30 to 3600/);
    }
    for (const seconds of [30, 31, 210, 3600]) {
      const schedule = {
        periodSeconds: seconds,
        sealSeconds: Math.min(30, Math.floor(seconds / 4)),
        openFrom: '00:00',
        openTo: '24:00',
      };
      expect(scheduleProblem(schedule), String(seconds)).toBeNull();
    }
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        LOTTERY_DEMO_PERIOD_SECONDS: '60',
        ADMIN_BOOTSTRAP: '',
      }),
    ).toThrow(/LOTTERY_DEMO_PERIOD_SECONDS/);
  });
});
