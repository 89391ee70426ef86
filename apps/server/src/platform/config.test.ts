import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/app.ts';
import { loadConfig } from './config.ts';

describe('NODE_NAME', () => {
  it('names the node on the job runs it claims', async () => {
    const { nodeName } = loadConfig({ NODE_NAME: 'eu-1.web:2' });
    const { app, store, ctx } = await startTestApp('sqlite', { nodeName });
    try {
      expect(ctx.jobs.node).toBe('eu-1.web:2');
      const started = await ctx.jobs.tick();
      await ctx.jobs.idle();
      expect(started.length).toBeGreaterThan(0);
      const runs = await ctx.jobs.recentRuns();
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
