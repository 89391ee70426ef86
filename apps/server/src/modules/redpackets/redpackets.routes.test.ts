import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMessage, MSG } from '@app/contract/messages';
import { parseMinor } from '@app/contract/money';
import { manualClock } from '../../platform/time.ts';
import { updateAppSettings } from '../content/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { ensureOperator } from '../operators/index.ts';
import { listDeposits, reviewDeposit } from '../wallet/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { PNG_1PX, upload } from '../../test/uploads.ts';

const OPS = { name: 'redpacketops', password: 'ops-secret-123' };
const HOUR = 60 * 60 * 1000;
/** 2026-11-23 10:30:00 Beijing: inside the default window (10:00–12:00). */
const START = Date.UTC(2026, 10, 23, 2, 30);

/** The rules the tests run on: a deposit of 100 gives 3 packets of 1.00–5.00. */
const RULES = {
  max_times: 5,
  rules: [
    {
      start_time: '10:00',
      end_time: '12:00',
      recharge: '100',
      day_flow: '0',
      nums: 3,
      min_money: '1.00',
      flow_money: '5.00',
    },
    {
      start_time: '10:00',
      end_time: '12:00',
      recharge: '100000',
      day_flow: '0',
      nums: 5,
      min_money: '2.00',
      flow_money: '9.00',
    },
  ],
};

describe.each(TEST_DATABASES)('red packets on %s', (kind) => {
  const clock = manualClock(START);
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;
  let serial = 0;
  const name = () => `rp${kind.slice(0, 2)}${(serial += 1)}${Date.now().toString(36).slice(-5)}`;

  const get = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/userredpacket',
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.statusCode, ...response.json() };
  };
  const draw = (token: string, key?: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/douserredpacket',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        payload: '{}',
      })
      .then((r) => ({ status: r.statusCode, ...r.json() }));
  const balance = async (token: string) =>
    (await call(t.app, '/api/balance', {}, token)).data.balance as string;
  const promotionsHouseMinor = async () => {
    const rows = await t.store.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('code', 'like', 'house:promotions:%')
      .execute();
    return rows.reduce((sum, r) => sum + r.balance_minor, 0n);
  };

  /** A player with nothing deposited. */
  async function player(): Promise<{ token: string; id: number }> {
    const token = await registerPlayer(t.app, name());
    const me = await call(t.app, '/api/user', {}, token);
    return { token, id: me.data.id };
  }

  /** A player whose 100 USDT deposit (720.00) was approved today, through the wallet's flow. */
  async function depositor(): Promise<{ token: string; id: number }> {
    const p = await player();
    const shot = (await upload(t.app, p.token, PNG_1PX)).data;
    const created = await call(t.app, '/api/uploadform', { url: shot, num: '100' }, p.token);
    expect(created.code).toBe(200);
    const pending = await listDeposits(t.ctx, { state: 1, page: 1 });
    const row = pending.data.find((d) => d.deposit_no === created.data.deposit_no)!;
    await reviewDeposit(t.ctx, { id: row.id, approve: true, remark: 'ok', operatorId: 0 });
    expect(await balance(p.token)).toBe('720.00');
    return p;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    await ensureOperator(t.ctx, OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
    const set = await call(t.app, '/api/admin/redpacket/rules/update', RULES, ops);
    expect(set.code).toBe(200);
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    // Every packet came from the promotions house account and nothing else touched it.
    const drawn = await t.store.db.selectFrom('redpacket_draws').select('amount_minor').execute();
    const total = drawn.reduce((sum, r) => sum + r.amount_minor, 0n);
    expect(await promotionsHouseMinor()).toBe(-total);
    await t.app.close();
    await t.store.close();
  });

  it("answers today's draws: left, drawn, maximum, window and rules", async () => {
    const p = await depositor();
    const info = await get(p.token);
    expect(info.code).toBe(200);
    expect(info.data).toMatchObject({
      sendnums: 3,
      acquirednum: 0,
      max_times: 5,
      state: 1,
      start_time: '10:00',
      end_time: '12:00',
    });
    expect(info.data.rules).toHaveLength(2);
    expect(info.data.rules[0]).toEqual({
      start_time: '10:00',
      end_time: '12:00',
      recharge: '100.00',
      day_flow: '0.00',
      nums: 3,
      min_money: '1.00',
      flow_money: '5.00',
    });
    const visitor = await t.app.inject({ method: 'GET', url: '/api/userredpacket' });
    expect(visitor.statusCode).toBe(401);
  });

  it('pays exactly the allowed draws under 100 simultaneous taps, each within the range', async () => {
    const p = await depositor();
    const houseBefore = await promotionsHouseMinor();
    const answers = await Promise.all(Array.from({ length: 100 }, () => draw(p.token)));
    const won = answers.filter((a) => a.code === 200);
    expect(won).toHaveLength(3);
    const refusedAnswers = answers.filter((a) => a.code !== 200);
    expect(
      refusedAnswers.every((a) => a.status === 422 && a.message === MSG.redPacketNoneLeft),
    ).toBe(true);
    const amounts = won.map((a) => parseMinor(a.data.redpacketmoney as string)!);
    for (const amount of amounts) {
      expect(amount).toBeGreaterThanOrEqual(100n);
      expect(amount).toBeLessThanOrEqual(500n);
    }
    const sum = amounts.reduce((a, b) => a + b, 0n);
    expect(parseMinor(await balance(p.token))).toBe(72_000n + sum);
    expect(houseBefore - (await promotionsHouseMinor())).toBe(sum);
    const info = await get(p.token);
    expect(info.data).toMatchObject({ sendnums: 0, acquirednum: 3 });
    // Used up: the next tap is refused with the used-up message, not the not-qualified one.
    expect(await draw(p.token)).toMatchObject({ status: 422, message: MSG.redPacketNoneLeft });
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);

    // The list: newest first, the day's deposits and each amount.
    const list = await call(t.app, '/api/redpacket', { page: 1 }, p.token);
    expect(list.code).toBe(200);
    expect(list.data).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
    const ids = list.data.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(list.data.data[0]).toMatchObject({
      money: '720.00',
      created_at: '2026-11-23 10:30:00',
      usetime: '2026-11-23 10:30:00',
    });
    expect(list.data.data.map((r: { redpacketmoney: string }) => r.redpacketmoney).sort()).toEqual(
      won.map((a) => a.data.redpacketmoney as string).sort(),
    );
    expect((await call(t.app, '/api/redpacket', { page: 2 }, p.token)).data.data).toEqual([]);
  });

  it('honours the Idempotency-Key: a repeat answers the first draw and pays nothing', async () => {
    const p = await depositor();
    const first = await draw(p.token, 'rp-key-00000001');
    expect(first.code).toBe(200);
    const again = await draw(p.token, 'rp-key-00000001');
    expect(again).toMatchObject({ code: 200, data: first.data });
    expect((await get(p.token)).data).toMatchObject({ sendnums: 2, acquirednum: 1 });
  });

  it('refuses outside the window: before it not started, after it finished', async () => {
    const p = await depositor();
    try {
      clock.set(START - 30 * 60 * 1000 - 60 * 1000); // 09:59
      expect((await get(p.token)).data.state).toBe(0);
      expect(await draw(p.token)).toMatchObject({
        status: 422,
        message: fillMessage(MSG.redPacketNotStarted, { start: '10:00' }),
      });
      clock.set(START + 1.5 * HOUR); // 12:00, the end is excluded
      expect((await get(p.token)).data.state).toBe(2);
      expect(await draw(p.token)).toMatchObject({ status: 422, message: MSG.redPacketFinished });
      expect((await get(p.token)).data).toMatchObject({ sendnums: 3, acquirednum: 0 });
    } finally {
      clock.set(START);
    }
  });

  it('refuses every call with 红包已关闭 while the switch is off', async () => {
    const p = await depositor();
    await updateAppSettings(t.ctx, { redpacket_switch: 0 });
    try {
      expect(await get(p.token)).toMatchObject({ status: 422, message: MSG.redPacketClosed });
      expect(await draw(p.token)).toMatchObject({ status: 422, message: MSG.redPacketClosed });
      expect(await call(t.app, '/api/redpacket', { page: 1 }, p.token)).toMatchObject({
        status: 422,
        message: MSG.redPacketClosed,
      });
    } finally {
      await updateAppSettings(t.ctx, { redpacket_switch: 1 });
    }
    expect((await draw(p.token)).code).toBe(200);
  });

  it('refuses a player who did not qualify today', async () => {
    const p = await player();
    expect((await get(p.token)).data).toMatchObject({ sendnums: 0, acquirednum: 0 });
    expect(await draw(p.token)).toMatchObject({ status: 422, message: MSG.redPacketNotQualified });
    // Yesterday's deposit does not count today.
    const d = await depositor();
    try {
      clock.set(START + 24 * HOUR);
      expect((await get(d.token)).data).toMatchObject({ sendnums: 0, acquirednum: 0 });
      expect(await draw(d.token)).toMatchObject({
        status: 422,
        message: MSG.redPacketNotQualified,
      });
    } finally {
      clock.set(START);
    }
  });

  it('lets only an operator read and replace the rules; the edit is audited, bad rules refused', async () => {
    const p = await player();
    expect((await call(t.app, '/api/admin/redpacket/rules', {}, p.token)).status).toBe(401);
    const read = await call(t.app, '/api/admin/redpacket/rules', {}, ops);
    expect(read.data).toMatchObject({ max_times: 5 });
    expect(read.data.rules).toHaveLength(2);

    const edited = await call(
      t.app,
      '/api/admin/redpacket/rules/update',
      { ...RULES, max_times: 4 },
      ops,
    );
    expect(edited.code).toBe(200);
    expect(edited.data.max_times).toBe(4);
    const audits = await t.store.db
      .selectFrom('audit_log')
      .select(['target', 'detail'])
      .where('action', '=', 'redpacket.rules.update')
      .execute();
    expect(audits).toHaveLength(2);
    // The first edit (beforeAll) replaced the migration's seed: the default window and four tiers.
    const seeded = JSON.parse(audits[0]!.detail) as {
      before: { max_times: number; rules: { start_time: string; end_time: string }[] };
    };
    expect(seeded.before.max_times).toBe(5);
    expect(seeded.before.rules).toHaveLength(4);
    expect(seeded.before.rules[0]).toMatchObject({ start_time: '10:00', end_time: '12:00' });
    const detail = JSON.parse(audits[1]!.detail) as {
      before: { max_times: number };
      after: { max_times: number };
    };
    expect(detail.before.max_times).toBe(5);
    expect(detail.after.max_times).toBe(4);

    const tier = RULES.rules[0]!;
    const bad = [
      [{ ...tier, start_time: '12:00', end_time: '10:00' }],
      [{ ...tier, end_time: '10:00', start_time: '10:00' }],
      [{ ...tier, min_money: '6.00', flow_money: '5.00' }],
      [{ ...tier, min_money: '0', flow_money: '5.00' }],
      [tier, { ...tier, end_time: '13:00' }],
      [tier, { ...tier, nums: 2 }],
      [tier, { ...tier, recharge: '500', nums: 2 }],
      [{ ...tier, recharge: '0', day_flow: '0' }],
    ];
    for (const rules of bad) {
      expect(
        await call(t.app, '/api/admin/redpacket/rules/update', { max_times: 3, rules }, ops),
      ).toMatchObject({ status: 422, message: MSG.redPacketRulesInvalid });
    }
    expect(
      await call(t.app, '/api/admin/redpacket/rules/update', { max_times: 3, rules: [] }, ops),
    ).toMatchObject({ status: 400 });
    expect((await call(t.app, '/api/admin/redpacket/rules', {}, ops)).data.max_times).toBe(4);
    // A maximum below the tier caps the draws.
    const capped = await depositor();
    expect((await get(capped.token)).data).toMatchObject({ sendnums: 3, max_times: 4 });
    await call(t.app, '/api/admin/redpacket/rules/update', { ...RULES, max_times: 2 }, ops);
    expect((await get(capped.token)).data).toMatchObject({ sendnums: 2, max_times: 2 });
    await call(t.app, '/api/admin/redpacket/rules/update', RULES, ops);
  });
});
