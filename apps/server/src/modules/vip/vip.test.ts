import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { createContext } from '../../platform/context.ts';
import { beijingDayStart, manualClock } from '../../platform/time.ts';
import { listAudit } from '../audit/index.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { runDueJobs } from '../../test/jobs.ts';
import { approvedDeposit, player, settledBets } from '../../test/rewards.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const OPS = { name: 'vipops', password: 'ops-secret-123' };
/** 01:00 Beijing of the day after today (players register before it, at the real time). */
const START = beijingDayStart(Date.now()) + DAY_MS + HOUR_MS;

describe.each(TEST_DATABASES)('VIP levels on %s', (kind) => {
  const clock = manualClock(START);
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    await ensureOperator(createContext(t.config, t.store), OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it('answers the seeded ladder to anyone: ten levels, thresholds and percents rising', async () => {
    const answer = await call(t.app, '/api/uservip');
    expect(answer.code).toBe(200);
    const levels = answer.data;
    expect(levels).toHaveLength(10);
    expect(levels[0]).toMatchObject({ level: 1, vipname: 'VIP1', recharge: '0.00', flow: '0.00' });
    expect(levels[0].realperson).toBe('0.30');
    expect(levels[9].lottery).toBe('1.50');
    for (let i = 1; i < 10; i++) {
      expect(Number(levels[i].recharge)).toBeGreaterThan(Number(levels[i - 1].recharge));
      expect(Number(levels[i].flow)).toBeGreaterThan(Number(levels[i - 1].flow));
    }
  });

  it('lets an operator edit a level (audited) and refuses thresholds that do not rise', async () => {
    const refused = await call(
      t.app,
      '/api/admin/vip/levels/update',
      { level: 3, recharge: '1.00' },
      ops,
    );
    expect(refused).toMatchObject({ status: 422, message: MSG.vipLevelInvalid });
    const lower = await call(
      t.app,
      '/api/admin/vip/levels/update',
      { level: 2, sport: '0.10' },
      ops,
    );
    expect(lower).toMatchObject({ status: 422, message: MSG.vipLevelInvalid });
    expect((await call(t.app, '/api/admin/vip/levels/update', { level: 2 })).status).toBe(401);

    // The simulation's ladder: VIP n needs (n-1)×100 yuan deposited and (n-1)×1,000 turnover;
    // keeping VIP n needs n×1,000 turnover a quarter.
    for (let level = 1; level <= 10; level++) {
      const edited = await call(
        t.app,
        '/api/admin/vip/levels/update',
        {
          level,
          recharge: (level - 1) * 100,
          flow: (level - 1) * 1000,
          retention: level * 1000,
          joker: (0.3 + level * 0.1).toFixed(2),
        },
        ops,
      );
      expect(edited.code, edited.message).toBe(200);
    }
    const audited = (await listAudit(t.ctx, 1)).data.filter(
      (row) => row.action === 'vip.level.update',
    );
    expect(audited).toHaveLength(10);
    expect(audited.map((row) => row.target)).toContain('vip_level:5');
    const levels = (await call(t.app, '/api/admin/vip/levels', {}, ops)).data;
    expect(levels[4]).toMatchObject({
      level: 5,
      recharge: '400.00',
      flow: '4000.00',
      retention: '5000.00',
      joker: '0.80',
    });
  });

  it('over 100 days: climbs one level a day to VIP5, then drops one after a quarter without retention turnover', async () => {
    const p = await player(t.app, `vip${kind.slice(0, 2)}${Date.now().toString(36).slice(-5)}`);
    // 100 USDT at 7.20 = 720 yuan deposited; 4,500 yuan turnover: VIP5's thresholds at once.
    await approvedDeposit(t.app, t.ctx, p.token, 100);
    await settledBets(t.ctx, p.userId, 'demo1', [
      { validMinor: 300_000n, at: START - 2 * HOUR_MS },
      { validMinor: 150_000n, at: START - 2 * HOUR_MS },
      { validMinor: 999_999_00n, at: START - 2 * HOUR_MS, status: 0 },
    ]);
    let token = p.token;
    const info = async () => (await call(t.app, '/api/user', {}, token)).data;
    expect(await info()).toMatchObject({ vip: 1, current_vip: 'VIP1', paysum: '720.00' });

    const levels: number[] = [];
    for (let day = 0; day < 100; day++) {
      clock.set(START + day * DAY_MS);
      // Sessions expire on the app's clock (30 days): the player signs in again now and then.
      if (day % 20 === 0) token = await p.signIn();
      await runDueJobs(t.ctx);
      levels.push((await info()).vip);
    }
    // Day 0 (the first run after the deposit): VIP2; one level a day, never skipping, to VIP5.
    expect(levels.slice(0, 6)).toEqual([2, 3, 4, 5, 5, 5]);
    // VIP5 reached on day 3; its 90-day quarter ends on day 93 with no turnover: VIP4 from then
    // on (not promoted back: VIP5 was lost and its retention turnover has not been made since).
    expect(levels.slice(92)).toEqual([5, 4, 4, 4, 4, 4, 4, 4]);
    expect(levels.filter((level, i) => i > 0 && Math.abs(level - levels[i - 1]!) > 1)).toEqual([]);

    const progress = (await call(t.app, '/api/vipProgress', {}, token)).data;
    expect(progress).toMatchObject({ vip: 4, paysum: '720.00', flow: '4500.00' });
    expect(progress.history.map((h: { kind: string; to: number }) => [h.kind, h.to])).toEqual([
      ['demotion', 4],
      ['promotion', 5],
      ['promotion', 4],
      ['promotion', 3],
      ['promotion', 2],
    ]);
    expect(await info()).toMatchObject({ vip: 4, current_vip: 'VIP4' });

    // A run of the day's jobs again changes nothing (one row per player and day).
    await runDueJobs(t.ctx);
    expect((await info()).vip).toBe(4);
    // A hundred days of every daily job: a minute or more on a loaded machine.
  }, 300_000);
});
