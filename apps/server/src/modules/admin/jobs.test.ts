import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/time.ts';
import { startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { DEMO_OPERATOR, ensureOperator } from '../operators/index.ts';

describe.each(TEST_DATABASES)('GET /api/admin/jobs on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let token: string;

  beforeAll(async () => {
    // A stopped clock: on a loaded machine the ticks below may outlast a reconciliation interval,
    // and a second slot of it would start.
    t = await startTestApp(kind, {}, { clock: manualClock(Date.now()) });
    await ensureOperator(t.ctx, DEMO_OPERATOR.name, DEMO_OPERATOR.password);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { name: DEMO_OPERATOR.name, password: DEMO_OPERATOR.password },
    });
    token = login.json().data.token;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const list = (query = '', bearer: string | null = token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/jobs${query}`,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });

  it('lists the runs of the scheduled jobs (reconciliation, bet pulls, upload clean-up) for an operator', async () => {
    // The lottery's, the house tables' and the sportsbook's jobs run too (their issues, rounds,
    // feed ticks and settlements come every few seconds or minutes), and the daily VIP, rebate
    // and commission jobs whenever the test runs after their Beijing time: this test is about the
    // others.
    const others = <T extends { job: string }>(list: T[]) =>
      list.filter((run) => !/^(lottery|vip|rebates|agents|house|sports)\./.test(run.job));
    // A tick starts at most 16 runs: tick until one starts nothing.
    const started = [];
    for (let round = 0; round < 10; round++) {
      const runs = await t.ctx.jobs.tick();
      await t.ctx.jobs.idle();
      started.push(...runs);
      if (runs.length === 0) break;
    }
    expect(
      others(started)
        .map((run) => run.job)
        .sort(),
    ).toEqual(['bets.pull', 'uploads.cleanup', 'venues.reconcile']);
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    const runs = answer.json().data as { job: string; state: string; node: string }[];
    expect(
      others(runs)
        .map((r) => `${r.job}:${r.state}`)
        .sort(),
    ).toEqual(['bets.pull:done', 'uploads.cleanup:done', 'venues.reconcile:done']);
    expect(others(runs).every((r) => r.node === t.ctx.jobs.node)).toBe(true);
    // A second tick in the same slot runs nothing again.
    expect(others(await t.ctx.jobs.tick())).toEqual([]);

    const filtered = await list('?job=bets.pull&limit=1');
    expect(filtered.json().data).toHaveLength(1);
  });

  it('needs an operator, and refuses a bad filter with 400', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    expect((await list('?limit=0')).statusCode).toBe(400);
    expect((await list('?state=lost')).json()).toMatchObject({ code: 400 });
  });
});
