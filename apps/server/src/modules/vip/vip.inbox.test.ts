import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDayStart, manualClock } from '../../platform/time.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { runDueJobs } from '../../test/jobs.ts';
import { approvedDeposit, player, settledBets } from '../../test/rewards.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const OPS = { name: 'vipinbox', password: 'ops-secret-123' };
/** 01:00 Beijing of the day after today (players register before it, at the real time). */
const START = beijingDayStart(Date.now()) + DAY_MS + HOUR_MS;

interface Message {
  kind: string;
  title: string;
  content: string;
}

/** The jobs' level changes each leave the player one inbox message, in the change's transaction. */
describe.each(TEST_DATABASES)('VIP change messages on %s', (kind) => {
  const clock = manualClock(START);
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    await ensureOperator(t.ctx, OPS.name, OPS.password);
    const ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
    // VIP n needs (n-1)×100 yuan deposited and (n-1)×1,000 turnover; keeping it n×1,000 a quarter.
    for (let level = 1; level <= 10; level++) {
      const edited = await call(
        t.app,
        '/api/admin/vip/levels/update',
        { level, recharge: (level - 1) * 100, flow: (level - 1) * 1000, retention: level * 1000 },
        ops,
      );
      expect(edited.code, edited.message).toBe(200);
    }
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const vipMessages = async (token: string): Promise<Message[]> =>
    ((await call(t.app, '/api/messageList', { page: 1 }, token)).data.data as Message[]).filter(
      (m) => m.kind === 'vip',
    );

  it('a promotion and, a quarter later, a demotion each leave exactly one message', async () => {
    const p = await player(t.app, `vi${kind.slice(0, 2)}${Date.now().toString(36).slice(-6)}`);
    // 720 yuan deposited and 1,500 turnover: VIP2 (VIP3 needs 2,000 turnover).
    await approvedDeposit(t.app, t.ctx, p.token, 100);
    await settledBets(t.ctx, p.userId, 'demo1', [
      { validMinor: 150_000n, at: START - 2 * HOUR_MS },
    ]);

    await runDueJobs(t.ctx);
    expect((await call(t.app, '/api/user', {}, p.token)).data.vip).toBe(2);
    expect(await vipMessages(p.token)).toEqual([
      expect.objectContaining({
        title: 'VIP等级提升',
        content: '恭喜您由 VIP1 晋升为 VIP2！新等级的返水比例与权益可在 VIP 页面查看。',
      }),
    ]);
    // The next days change nothing and send nothing.
    for (let day = 1; day <= 3; day++) {
      clock.set(START + day * DAY_MS);
      await runDueJobs(t.ctx);
    }
    expect(await vipMessages(p.token)).toHaveLength(1);

    // VIP2 needs 2,000 turnover in the quarter after the change; none was made: VIP1.
    clock.set(START + 91 * DAY_MS);
    await runDueJobs(t.ctx);
    // A quarter on: the first session has expired (on the app's clock), the player signs in again.
    const token = await p.signIn();
    expect((await call(t.app, '/api/user', {}, token)).data.vip).toBe(1);
    const after = await vipMessages(token);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({
      title: 'VIP等级调整',
      content:
        '由于上一个保级周期（90天）的有效投注未达到 VIP2 的保级要求，您的等级已调整为 VIP1。',
    });
    // The same day's jobs again: the (player, day) row exists, no second message.
    await runDueJobs(t.ctx);
    clock.set(START + 92 * DAY_MS);
    await runDueJobs(t.ctx);
    expect(await vipMessages(token)).toHaveLength(2);
    expect((await call(t.app, '/api/user', {}, token)).data.vip).toBe(1);
  });
});
