import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDate, beijingDayStart, manualClock } from '../../platform/time.ts';
import { settleDay } from './accrual.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { runDueJobs } from '../../test/jobs.ts';
import { player, settledBets } from '../../test/rewards.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Day D: the day after today, Beijing. */
const DAY_D = beijingDayStart(Date.now()) + DAY_MS;
const at = (day: number, hours: number, minutes = 0) =>
  DAY_D + day * DAY_MS + hours * HOUR_MS + minutes * 60_000;

interface Message {
  kind: string;
  title: string;
  content: string;
}

/** A settled day's rebates tell each player once, with the day's total, in the settlement. */
describe.each(TEST_DATABASES)('rebate messages on %s', (kind) => {
  const clock = manualClock(at(0, 10));
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const name = (tag: string) => `ri${tag}${kind.slice(0, 2)}${Date.now().toString(36).slice(-5)}`;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const rebateMessages = async (token: string): Promise<Message[]> =>
    ((await call(t.app, '/api/messageList', { page: 1 }, token)).data.data as Message[]).filter(
      (m) => m.kind === 'rebate',
    );

  it('one message per player and day (not per platform), none on a second settlement', async () => {
    const a = await player(t.app, name('a'));
    const b = await player(t.app, name('b'));
    const quiet = await player(t.app, name('q'));
    // VIP1: 0.30 % everywhere. A: 433.34 at demo1 (1.30) and 100.00 in the lottery (0.30); B: 0.30.
    await settledBets(t.ctx, a.userId, 'demo1', [
      { validMinor: 30_000n, at: at(0, 9) },
      { validMinor: 13_334n, at: at(0, 9, 30) },
    ]);
    await settledBets(t.ctx, a.userId, 'lottery', [{ validMinor: 10_000n, at: at(0, 9, 50) }]);
    await settledBets(t.ctx, b.userId, 'demo9', [{ validMinor: 10_000n, at: at(0, 11) }]);
    // 0.10 rebates 0.0003: rounds down to nothing, so no row and no message.
    await settledBets(t.ctx, quiet.userId, 'demo1', [{ validMinor: 10n, at: at(0, 11) }]);
    expect(await rebateMessages(a.token)).toEqual([]);

    clock.set(at(1, 0, 31)); // rebates.settle at 00:30
    await runDueJobs(t.ctx);
    const day = beijingDate(at(0, 0));
    expect(await rebateMessages(a.token)).toEqual([
      expect.objectContaining({
        title: '返水可领取',
        content: `您 ${day} 的返水共 1.60 元已结算，可前往返水中心领取；未领取的返水将由系统自动发放。`,
      }),
    ]);
    expect((await rebateMessages(b.token)).map((m) => m.content)).toEqual([
      `您 ${day} 的返水共 0.30 元已结算，可前往返水中心领取；未领取的返水将由系统自动发放。`,
    ]);
    expect(await rebateMessages(quiet.token)).toEqual([]);

    // Settling the day again inserts no row and sends nothing.
    expect(await settleDay(t.ctx, day)).toEqual({ rows: 0 });
    expect(await rebateMessages(a.token)).toHaveLength(1);
    expect(await rebateMessages(b.token)).toHaveLength(1);
  });

  it("a player's many rows of a day stay one message whatever the batch size", async () => {
    const c = await player(t.app, name('c'));
    // 230 platforms' rows in a day, more than one settlement batch of 200.
    clock.set(at(2, 10));
    for (let i = 0; i < 230; i++) {
      await settledBets(t.ctx, c.userId, `p${i}`, [{ validMinor: 1_000n, at: at(2, 9) }]);
    }
    clock.set(at(3, 0, 31));
    await runDueJobs(t.ctx);
    const messages = await rebateMessages(c.token);
    expect(messages).toHaveLength(1);
    // 230 × floor(10.00 × 0.30 %) = 230 × 0.03
    expect(messages[0]!.content).toContain('返水共 6.90 元');
  });
});
