import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { createContext } from '../../platform/context.ts';
import { manualClock } from '../../platform/time.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { fundedPlayer, getJson, orderId } from './lottery.test-helpers.ts';

const OPS = { name: 'lotteryops', password: 'ops-secret-123' };
/** 2026-11-23 12:00:05 Beijing. */
const START = Date.UTC(2026, 10, 23, 4, 0, 5);

describe.each(TEST_DATABASES)('operator lottery editing on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: manualClock(START) });
    await ensureOperator(createContext(t.config, t.store), OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const admin = (path: string, body: unknown = {}) =>
    call(t.app, `/api/admin/lottery/${path}`, body, ops);
  const audit = (action: string) =>
    t.store.db
      .selectFrom('audit_log')
      .select(['target', 'detail'])
      .where('action', '=', action)
      .execute();

  it('needs an operator', async () => {
    const { token } = await fundedPlayer(
      t.app,
      t.store,
      `lao${kind.slice(0, 2)}${Date.now().toString(36).slice(-5)}`,
      0,
    );
    expect((await call(t.app, '/api/admin/lottery/rooms', {})).status).toBe(401);
    expect((await call(t.app, '/api/admin/lottery/rooms', {}, token)).status).toBe(401);
  });

  it('lists the seeded rooms, edits odds and limits (audited); new orders take the new odds', async () => {
    const rooms = (await admin('rooms')).data;
    expect(
      rooms.map((r: { id: number; lottery: { type: number } }) => [r.id, r.lottery.type]),
    ).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 2],
    ]);
    const edited = await admin('rooms/update', {
      room_id: 3,
      odds: { big: '1.95' },
      limits: { bet_min: 2, bet_max: 3000, play_issue_max: 6000, issue_max: 30000 },
    });
    expect(edited.code).toBe(200);
    expect(edited.data.limits).toEqual({
      bet_min: '2.00',
      bet_max: '3000.00',
      play_issue_max: '6000.00',
      issue_max: '30000.00',
    });
    const [row] = await audit('lottery.room.update');
    expect(row?.target).toBe('lottery_room:3');
    expect(JSON.parse(row!.detail)).toMatchObject({ odds: { big: '1.95' } });

    const p = await fundedPlayer(
      t.app,
      t.store,
      `lap${kind.slice(0, 2)}${Date.now().toString(36).slice(-5)}`,
      100,
    );
    const room = (await getJson(t.app, '/api/lotteryRoom?room_id=3', p.token)).data;
    expect(
      room.playbox
        .flatMap((g: { childrens: { id: string; odds: string }[] }) => g.childrens)
        .find((c: { id: string }) => c.id === 'big').odds,
    ).toBe('1.95');
    expect(
      (
        await call(
          t.app,
          '/api/lotteryOrder',
          {
            room_id: 3,
            expect: room.nextexpect,
            order: { id: orderId(), total: 1, data: [['大', 'big', 1]] },
          },
          p.token,
        )
      ).message,
    ).toBe('单注最低2.00元');
    expect(
      (
        await call(
          t.app,
          '/api/lotteryOrder',
          {
            room_id: 3,
            expect: room.nextexpect,
            order: { id: orderId(), total: 2, data: [['大', 'big', 2]] },
          },
          p.token,
        )
      ).code,
    ).toBe(200);
    const line = await t.store.db
      .selectFrom('lottery_bets')
      .select('odds')
      .where('room_id', '=', 3)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(line.odds).toBe('1.95');
  });

  it('refuses odds, limits and rules that do not make sense, writing nothing', async () => {
    expect((await admin('rooms/update', { room_id: 3, odds: { big: '0.9' } })).message).toBe(
      MSG.lotteryOddsInvalid,
    );
    expect((await admin('rooms/update', { room_id: 3, odds: { nope: '2' } })).status).toBe(422);
    expect(
      (
        await admin('rooms/update', {
          room_id: 3,
          limits: { bet_min: 10, bet_max: 5, play_issue_max: 6000, issue_max: 30000 },
        })
      ).message,
    ).toBe(MSG.lotteryLimitsInvalid);
    expect((await admin('rooms/update', { room_id: 999, title: 'x' })).status).toBe(404);
    expect(
      (await admin('rules/update', { lottery_id: 2, rules: { extremeRange: 'sideways' } })).message,
    ).toBe(MSG.lotteryRulesInvalid);
    const changed = await admin('rules/update', {
      lottery_id: 2,
      rules: { extremeRange: 'narrow', straightWraps: true },
    });
    expect(changed.code).toBe(200);
    expect(changed.data.find((r: { id: number }) => r.id === 3).lottery.rules).toMatchObject({
      extremeRange: 'narrow',
      straightWraps: true,
    });
    expect(await audit('lottery.rules.update')).toHaveLength(1);
  });
});
