import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawNumbers } from '@app/domain/lottery/draw';
import { currentIssue } from '@app/domain/lottery/schedule';
import { manualClock } from '../../platform/time.ts';
import { verifyLedger, playerBalance } from '../ledger/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { roundAfter, roundTimeMs } from './beacon.ts';
import { runDueJobs } from '../../test/jobs.ts';
import { fundedPlayer, getJson, orderId, sha256Hex } from './lottery.test-helpers.ts';
import { lotteryPayoutKeyPrefix } from './ledger-keys.ts';

/** 2026-11-23 12:00:05 Beijing. */
const START = Date.UTC(2026, 10, 23, 4, 0, 5);
const PC28 = { periodSeconds: 210, sealSeconds: 30, openFrom: '00:00', openTo: '24:00' };

describe.each(TEST_DATABASES)('lottery jobs on two nodes on %s', (kind) => {
  const clock = manualClock(START);
  let a: Awaited<ReturnType<typeof startTestApp>>;
  let b: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    a = await startTestApp(kind, {}, { clock });
    b = await startTestApp(kind, {}, { clock, store: a.store });
  });
  afterAll(async () => {
    const report = await verifyLedger(a.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await a.app.close();
    await b.app.close();
    await a.store.close();
  });

  it('draws each issue once, even late after the nodes were down, with the committed seed, and settles once', async () => {
    const p = await fundedPlayer(
      a.app,
      a.store,
      `ln${kind.slice(0, 2)}${Date.now().toString(36).slice(-6)}`,
      1_000,
    );
    const room = (await getJson(a.app, '/api/lotteryRoom?room_id=3', p.token)).data;
    const first = room.nextexpect;
    const lines: [string, string, number][] = [
      ['大', 'big', 100],
      ['单', 'odd', 100],
      ['豹子', 'triple', 50],
    ];
    const placed = await call(
      a.app,
      '/api/lotteryOrder',
      { room_id: 3, expect: first, order: { id: orderId(), total: 250, data: lines } },
      p.token,
    );
    expect(placed.code).toBe(200);

    // Both nodes were down for an hour: the committed issue is older than any derived slot.
    clock.advance(60 * 60 * 1000);
    await Promise.all([runDueJobs(a.ctx), runDueJobs(b.ctx)]);
    await Promise.all([runDueJobs(a.ctx), runDueJobs(b.ctx)]);

    const verify = (await getJson(b.app, `/api/lotteryVerify?room_id=3&expect=${first}`)).data;
    expect(verify.drawn).toBe(true);
    expect(sha256Hex(verify.seed)).toBe(room.commit);
    expect(
      await drawNumbers({
        type: 2,
        seedHex: verify.seed,
        lottery: 'pc28',
        expect: first,
        beacon: '',
      }),
    ).toEqual(verify.numbers);

    // One payout transfer at most, whatever both nodes did.
    const payouts = await a.store.db
      .selectFrom('ledger_transfers')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `${lotteryPayoutKeyPrefix(3, first)}%`)
      .execute();
    expect(payouts.length).toBeLessThanOrEqual(1);
    const settled = await a.store.db
      .selectFrom('lottery_settlements')
      .select(['lines', 'stake_minor'])
      .where('room_id', '=', 3)
      .where('expect', '=', first)
      .execute();
    expect(settled).toEqual([{ lines: 3, stake_minor: 25_000n }]);
    const balance = await playerBalance(a.store, p.userId);
    expect(balance === 75_000n || balance > 75_000n).toBe(true);

    // Every slot of the draw job ran once across both nodes.
    const runs = [...(await a.ctx.jobs.recentRuns({ limit: 200, job: 'lottery.draw' }))];
    const slots = runs.map((r) => r.slot);
    expect(new Set(slots).size).toBe(slots.length);
    expect(runs.every((r) => r.state === 'done')).toBe(true);

    // Issues drawn in order, each once: the open list is strictly descending.
    const trend = (await getJson(a.app, '/api/lotteryTrend?room_id=3')).data;
    const expects = trend.draws.map((d: { expect: string }) => d.expect);
    expect([...expects].sort().reverse()).toEqual(expects);
    expect(new Set(expects).size).toBe(expects.length);
    expect(expects).toContain(first);
    expect(expects[0]).toBe(currentIssue(PC28, clock.now() - 210_000).expect);
  });

  it('fixes a drand quicknet round after the seal', () => {
    const sealAt = Date.UTC(2026, 10, 23, 4, 0, 30);
    const round = roundAfter(sealAt);
    expect(roundTimeMs(round)).toBeGreaterThan(sealAt);
    expect(roundTimeMs(round - 1)).toBeLessThanOrEqual(sealAt);
  });
});
