import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { drawNumbers } from '@app/domain/lottery/draw';
import { settleLine } from '@app/domain/lottery/settle';
import { DEFAULT_TYPE2_RULES } from '@app/domain/lottery/rules';
import { manualClock } from '../../platform/time.ts';
import { verifyLedger, playerBalance } from '../ledger/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { runDueJobs } from '../../test/jobs.ts';
import { fundedPlayer, getJson, orderId, sha256Hex } from './lottery.test-helpers.ts';

/** 2026-11-23 12:00:05 Beijing: inside an issue of both demo lotteries. */
const START = Date.UTC(2026, 10, 23, 4, 0, 5);

describe.each(TEST_DATABASES)('lottery rooms on %s', (kind) => {
  const clock = manualClock(START);
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let serial = 0;
  const name = () => `lt${kind.slice(0, 2)}${(serial += 1)}${Date.now().toString(36).slice(-5)}`;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  const order = (
    token: string,
    room_id: number,
    expect_: string,
    data: [string, string, string][],
    id = orderId(),
  ) => {
    const total = data.reduce((sum, [, , amount]) => sum + Number(amount) * 100, 0) / 100;
    return call(
      t.app,
      '/api/lotteryOrder',
      { room_id, expect: expect_, order: { id, total: total.toFixed(2), data } },
      token,
    );
  };

  it('answers a room with the spec payload names, for each type; refuses a visitor', async () => {
    const { token } = await fundedPlayer(t.app, t.store, name(), 0);
    expect((await getJson(t.app, '/api/lotteryRoom?room_id=1')).status).toBe(401);
    for (const roomId of [1, 3]) {
      const room = await getJson(t.app, `/api/lotteryRoom?room_id=${roomId}`, token);
      expect(room.code).toBe(200);
      const data = room.data;
      expect(Object.keys(data)).toEqual(
        expect.arrayContaining([
          'title',
          'ftime',
          'lottery',
          'playbox',
          'chatdata',
          'nextexpect',
          'expect',
          'timeout',
          'last',
        ]),
      );
      expect(data.lottery.type).toBe(roomId === 1 ? 1 : 2);
      expect(data.ftime).toBe(30);
      expect(data.nextexpect).toMatch(/^20261123\d{4}$/);
      expect(data.timeout).toBeGreaterThan(0);
      expect(data.commit).toMatch(/^[0-9a-f]{64}$/);
      for (const group of data.playbox) {
        expect(group).toEqual(
          expect.objectContaining({
            name: expect.any(String),
            desc: expect.any(String),
            special: expect.any(Number),
          }),
        );
        for (const child of group.childrens)
          expect(child).toEqual(
            expect.objectContaining({
              id: expect.any(String),
              name: expect.any(String),
              odds: expect.any(String),
            }),
          );
      }
    }
    expect((await getJson(t.app, '/api/lotteryRoom?room_id=999', token)).status).toBe(404);
    expect((await getJson(t.app, '/api/lotteryRoom?room_id=abc', token)).status).toBe(400);
  });

  it('takes an order in one transfer, replays it by id, and refuses what breaks a rule', async () => {
    const { token, userId } = await fundedPlayer(t.app, t.store, name(), 1_000);
    const room = (await getJson(t.app, '/api/lotteryRoom?room_id=3', token)).data;
    const placed = await order(
      token,
      3,
      room.nextexpect,
      [
        ['大', 'big', '10'],
        ['13点', 'sum_13', '5.50'],
      ],
      'ord-a1',
    );
    expect(placed.code).toBe(200);
    expect(placed.data).toEqual({
      order_id: 'ord-a1',
      expect: room.nextexpect,
      total: '15.50',
      lines: 2,
      balance: '984.50',
    });
    // The same order again: the first answer, nothing moves.
    const again = await order(
      token,
      3,
      room.nextexpect,
      [
        ['大', 'big', '10'],
        ['13点', 'sum_13', '5.50'],
      ],
      'ord-a1',
    );
    expect(again.data.balance).toBe('984.50');
    expect(await playerBalance(t.store, userId)).toBe(98_450n);
    // The same id with other lines is a conflict.
    expect((await order(token, 3, room.nextexpect, [['大', 'big', '20']], 'ord-a1')).status).toBe(
      409,
    );
    // Anti-abuse: 大 with 小 in one issue.
    const opposite = await order(token, 3, room.nextexpect, [['小', 'small', '10']]);
    expect(opposite).toMatchObject({ status: 422, message: MSG.lotteryOpposites });
    // Limits name the figure.
    expect((await order(token, 3, room.nextexpect, [['单', 'odd', '6000']])).message).toBe(
      '单注最高5000.00元',
    );
    // Total must match; unknown play; bad picks.
    const mismatch = await call(
      t.app,
      '/api/lotteryOrder',
      {
        room_id: 3,
        expect: room.nextexpect,
        order: { id: orderId(), total: '11', data: [['单', 'odd', '10']] },
      },
      token,
    );
    expect(mismatch).toMatchObject({ status: 422, message: MSG.lotteryTotalMismatch });
    expect((await order(token, 3, room.nextexpect, [['乱', 'nope', '10']])).status).toBe(422);
    // Past issue, balance.
    expect((await order(token, 3, '202611220001', [['单', 'odd', '10']])).status).toBe(422);
    expect(
      (
        await order(token, 3, room.nextexpect, [
          ['单', 'odd', '5000'],
          ['双', 'even', '5000'],
        ])
      ).status,
    ).toBe(422);
    const poor = await fundedPlayer(t.app, t.store, name(), 5);
    expect(await order(poor.token, 3, room.nextexpect, [['单', 'odd', '10']])).toMatchObject({
      status: 422,
      message: MSG.insufficientBalance,
    });
    // The bets show in the records as unsettled.
    const records = await call(t.app, '/api/betrecord', { date: 1 }, token);
    expect(
      records.data.order.data.filter(
        (r: { platform_type: string }) => r.platform_type === 'lottery',
      ),
    ).toHaveLength(2);
    expect(records.data.order.data[0]).toMatchObject({ status: 2, plat_name: '彩票' });
  });

  it('seals, draws provably, settles once, and pays as the odds say', async () => {
    const a = await fundedPlayer(t.app, t.store, name(), 1_000);
    const b = await fundedPlayer(t.app, t.store, name(), 1_000);
    const room = (await getJson(t.app, '/api/lotteryRoom?room_id=3', a.token)).data;
    const linesA: [string, string, string][] = [
      ['大', 'big', '100'],
      ['单', 'odd', '50'],
      ['豹子', 'triple', '10'],
    ];
    const linesB: [string, string, string][] = [
      ['小双', 'small_even', '40'],
      ['13点', 'sum_13', '20'],
      ['红波', 'red', '30'],
    ];
    expect((await order(a.token, 3, room.nextexpect, linesA)).code).toBe(200);
    expect((await order(b.token, 3, room.nextexpect, linesB)).code).toBe(200);

    // Sealed: refused with the spec's words.
    clock.set(START + (room.timeout - 20) * 1000);
    expect(await order(a.token, 3, room.nextexpect, [['双', 'even', '10']])).toMatchObject({
      status: 422,
      message: '封盘中禁止投注',
    });
    const before = await getJson(t.app, `/api/lotteryVerify?room_id=3&expect=${room.nextexpect}`);
    expect(before.data).toMatchObject({ drawn: false, seed: '', numbers: [], commit: room.commit });

    // The draw time passes: draw, then settlement.
    clock.set(START + (room.timeout + 1) * 1000);
    await runDueJobs(t.ctx);

    const runs = await t.ctx.jobs.recentRuns({ limit: 200 });
    expect(
      runs
        .filter((r) => r.state === 'failed' || r.error)
        .map((r) => `${r.job} ${r.slot} ${r.error}`),
    ).toEqual([]);
    expect(
      runs.filter((r) => r.job === 'lottery.settle' && r.state === 'done').map((r) => r.slot),
    ).toEqual(expect.arrayContaining([`3:${room.nextexpect}`, `4:${room.nextexpect}`]));
    const verify = (await getJson(t.app, `/api/lotteryVerify?room_id=4&expect=${room.nextexpect}`))
      .data;
    expect(verify.drawn).toBe(true);
    expect(sha256Hex(verify.seed)).toBe(room.commit);
    expect(
      await drawNumbers({
        type: 2,
        seedHex: verify.seed,
        lottery: 'pc28',
        expect: room.nextexpect,
        beacon: '',
      }),
    ).toEqual(verify.numbers);

    const result = { type: 2 as const, numbers: verify.numbers, drawAtMs: 0 };
    for (const [player, lines] of [
      [a, linesA],
      [b, linesB],
    ] as const) {
      const stake = lines.reduce((s, [, , amount]) => s + BigInt(amount) * 100n, 0n);
      const payout = lines.reduce(
        (s, [, play, amount]) =>
          s +
          settleLine(
            result,
            DEFAULT_TYPE2_RULES,
            {
              play,
              picks: [],
              amountMinor: BigInt(amount) * 100n,
              odds: room.playbox
                .flatMap((g: { childrens: { id: string; odds: string }[] }) => g.childrens)
                .find((c: { id: string }) => c.id === play).odds,
            },
            stake,
          ).payoutMinor,
        0n,
      );
      expect(await playerBalance(t.store, player.userId)).toBe(100_000n - stake + payout);
      const records = await call(t.app, '/api/betrecord', { date: 1 }, player.token);
      const lottery = records.data.order.data.filter(
        (r: { platform_type: string }) => r.platform_type === 'lottery',
      );
      expect(lottery.map((r: { status: number }) => r.status)).toEqual([1, 1, 1]);
    }
    // Settling again changes nothing.
    const { settleIssue } = await import('./settlement.ts');
    const lottery = (await import('./catalogue.ts')).findRoom;
    const found = await lottery(t.store.db, 3);
    const repeat = await settleIssue(t.ctx, found!.lottery, 3, room.nextexpect);
    expect(repeat.alreadySettled).toBe(true);

    // The room shows the draw as its last result; its chatdata carries bets, results and wins,
    // not the lines its head shows (open, seal, drawing), which are stored and published.
    clock.advance(1000);
    const after = (await getJson(t.app, '/api/lotteryRoom?room_id=3', a.token)).data;
    expect(after.expect).toBe(room.nextexpect);
    expect(after.last.extend.digits).toEqual(verify.numbers);
    const kinds = after.chatdata.map((m: { kind: string }) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['bet', 'result']));
    for (const headOnly of ['open', 'seal', 'drawing']) expect(kinds).not.toContain(headOnly);
    const stored = await t.store.db
      .selectFrom('lottery_chat')
      .select(['kind', 'message'])
      .where('room_id', '=', 3)
      .execute();
    expect(stored.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['open', 'seal', 'drawing', 'result']),
    );
    // The result and the next issue's open carry what the room shows of them (a client moves its
    // room by them instead of loading it again).
    type Message = Record<string, unknown> & { kind: string; expect?: string };
    const feed = after.chatdata as Message[];
    const drawnMessage = feed.find((m) => m.kind === 'result' && m.expect === room.nextexpect)!;
    expect({
      expect: drawnMessage.expect,
      opentime2: drawnMessage.opentime2,
      extend: drawnMessage.extend,
    }).toEqual(after.lottery.openlist[0]);
    const opened = stored
      .filter((row) => row.kind === 'open')
      .map((row) => JSON.parse(row.message) as Message)
      .find((m) => m.expect === after.nextexpect)!;
    expect(opened.commit).toBe(after.commit);
    expect(Math.ceil(((opened.draw_at as number) - after.server_time) / 1000)).toBe(after.timeout);
    const trend = (await getJson(t.app, '/api/lotteryTrend?room_id=3')).data;
    expect(trend.draws[0]).toMatchObject({ expect: room.nextexpect, numbers: verify.numbers });
  });

  it('lists every open room to a visitor with its lottery, countdown and last result', async () => {
    const p = await fundedPlayer(t.app, t.store, name(), 0);
    const answer = await getJson(t.app, '/api/lotteryLobby');
    expect(answer.code).toBe(200);
    const rooms = answer.data as Record<string, unknown>[];
    expect(rooms.map((room) => room.room_id)).toEqual([1, 2, 3, 4]);
    for (const summary of rooms) {
      const room = (await getJson(t.app, `/api/lotteryRoom?room_id=${summary.room_id}`, p.token))
        .data;
      expect(summary).toEqual({
        room_id: room.room_id,
        title: room.title,
        lottery: { code: room.lottery.code, title: room.lottery.title, type: room.lottery.type },
        ftime: room.ftime,
        nextexpect: room.nextexpect,
        timeout: room.timeout,
        state: room.state,
        last: room.lottery.openlist[0] ?? null,
        server_time: room.server_time,
      });
    }
    // 幸运28 was drawn above: its rooms show that result.
    expect(rooms[2]!.last).not.toBeNull();
  });

  it('counts hedged lines (特码大 with 特码小) only by their net exposure as turnover', async () => {
    const p = await fundedPlayer(t.app, t.store, name(), 1_000);
    const room = (await getJson(t.app, '/api/lotteryRoom?room_id=1', p.token)).data;
    const placed = await order(p.token, 1, room.nextexpect, [
      ['特码大', 't_big', '100'],
      ['特码小', 't_small', '80'],
      ['特码 07', 'tm:07', '5'],
    ]);
    expect(placed.code).toBe(200);
    clock.advance((room.timeout + 1) * 1000);
    await runDueJobs(t.ctx);
    const records = await call(t.app, '/api/betrecord', { date: 1 }, p.token);
    const lines = records.data.order.data.filter(
      (r: { platform_type: string }) => r.platform_type === 'lottery',
    );
    expect(lines.map((r: { status: number }) => r.status)).toEqual([1, 1, 1]);
    const valid = lines.map((r: { bet_amount: string; valid_bet: string }) => [
      r.bet_amount,
      r.valid_bet,
    ]);
    // 49 as the special returns the 两面 stakes: then neither side counts.
    const verify = (await getJson(t.app, `/api/lotteryVerify?room_id=1&expect=${room.nextexpect}`))
      .data;
    const tie = verify.numbers[6] === 49;
    expect(valid).toEqual(
      expect.arrayContaining([
        ['100.00', tie ? '0.00' : '20.00'],
        ['80.00', '0.00'],
        ['5.00', '5.00'],
      ]),
    );
  });

  it('never overdraws under 200 simultaneous orders of one player', async () => {
    const p = await fundedPlayer(t.app, t.store, name(), 100);
    const room = (await getJson(t.app, '/api/lotteryRoom?room_id=2', p.token)).data;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        order(p.token, 2, room.nextexpect, [['特码 07', 'tm:07', '10']]),
      ),
    );
    const accepted = answers.filter((a) => a.code === 200).length;
    expect(accepted).toBe(10);
    expect(answers.every((a) => a.code === 200 || a.status === 422)).toBe(true);
    expect(await playerBalance(t.store, p.userId)).toBe(0n);
  });
});
