import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { createContext } from '../../platform/context.ts';
import { beijingDate, beijingDayStart, manualClock } from '../../platform/time.ts';
import { houseTotal, playerBalance, verifyLedger } from '../ledger/index.ts';
import { ensureOperator } from '../operators/index.ts';
import { HOUSE_GAMES, HOUSE_PLATNAME, HOUSE_TABLES_LOBBY } from '../house/index.ts';
import { settleDay } from './accrual.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { runDueJobs } from '../../test/jobs.ts';
import { approvedDeposit, player, settledBets } from '../../test/rewards.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const OPS = { name: 'rebateops', password: 'ops-secret-123' };
/** Day D: the day after today, Beijing; the clock starts at 10:00 of it. */
const DAY_D = beijingDayStart(Date.now()) + DAY_MS;
const at = (day: number, hours: number, minutes = 0) =>
  DAY_D + day * DAY_MS + hours * HOUR_MS + minutes * 60_000;

describe.each(TEST_DATABASES)('rebates on %s', (kind) => {
  const clock = manualClock(at(0, 10));
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;
  const name = (tag: string) => `rb${tag}${kind.slice(0, 2)}${Date.now().toString(36).slice(-5)}`;
  const balance = async (userId: number) => playerBalance(t.store, userId);
  /** Every claim of the file (player, amount), to compare with the house account at the end. */
  let paidOut = 0n;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    await ensureOperator(createContext(t.config, t.store), OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    // The rebates house account paid exactly what players received.
    expect(-(await houseTotal(t.store, 'rebates'))).toBe(paidOut);
    await t.app.close();
    await t.store.close();
  });

  it('accrues floor(sum valid × rate) per platform and day, shows it, and pays it once on the claim', async () => {
    clock.set(at(0, 10));
    const p = await player(t.app, name('a'));
    await approvedDeposit(t.app, t.ctx, p.token, 100);
    // VIP1: 0.30 % everywhere. demo1 (live): 333.33 + 100.01 = 433.34 -> 130 fen (per bet it would
    // be 99 + 30 = 129); the lottery: 100.00 -> 30 fen; a voided bet accrues nothing.
    await settledBets(t.ctx, p.userId, 'demo1', [
      { validMinor: 33_333n, at: at(0, 9) },
      { validMinor: 10_001n, at: at(0, 9, 30) },
      { validMinor: 500_000n, at: at(0, 9, 45), status: 0 },
    ]);
    await settledBets(t.ctx, p.userId, 'lottery', [{ validMinor: 10_000n, at: at(0, 9, 50) }]);
    // Sports at VIP1 set to 0.20 % by the operator: 1,000.00 -> 2.00 (the category's percent).
    const edited = await call(
      t.app,
      '/api/admin/vip/levels/update',
      { level: 1, sport: '0.20' },
      ops,
    );
    expect(edited.code, edited.message).toBe(200);
    await settledBets(t.ctx, p.userId, 'demo9', [{ validMinor: 100_000n, at: at(0, 9, 55) }]);

    const today = await call(t.app, '/api/getfanshui', {}, p.token);
    expect(today.data).toEqual({
      dayliu: '1533.34',
      daixi: '1533.34',
      cailiu: '0.00',
      fanshui: '0.00',
      // Today's rebate so far: 1.30 + 0.30 + 2.00, claimable after tomorrow's settlement.
      accrued: '3.60',
      vip: 1,
      vipname: 'VIP1',
      joker: '0.30',
    });
    expect(await call(t.app, '/api/dofanshui', {}, p.token)).toMatchObject({
      status: 422,
      message: MSG.rebateNothing,
    });

    // 00:30 the next day: yesterday settles into claimable rows.
    clock.set(at(1, 0, 31));
    await runDueJobs(t.ctx);
    const centre = await call(t.app, '/api/getfanshui', { date: 2, page: 1 }, p.token);
    expect(centre.data).toMatchObject({ jisuan: '0.00', nojisuan: '3.60' });
    expect(centre.data.list.total).toBe(3);
    const rows = Object.fromEntries(
      centre.data.list.data.map((r: { api_type: string }) => [r.api_type, r]),
    );
    expect(rows.demo1).toMatchObject({
      valid_bet: '433.34',
      rate: '0.30',
      money: '1.30',
      state: 0,
      day: beijingDate(at(0, 0)),
      updated_at: '',
    });
    expect(rows.lottery).toMatchObject({ gamename: '彩票', valid_bet: '100.00', money: '0.30' });
    expect(rows.demo9).toMatchObject({ valid_bet: '1000.00', rate: '0.20', money: '2.00' });
    const lotteryOnly = await call(t.app, '/api/getfanshui', { api_type: 'lottery' }, p.token);
    expect(lotteryOnly.data.list.data.map((r: { money: string }) => r.money)).toEqual(['0.30']);
    expect((await call(t.app, '/api/getfanshui', {}, p.token)).data).toMatchObject({
      dayliu: '0.00',
      daixi: '0.00',
      fanshui: '3.60',
      accrued: '0.00',
    });

    const requiredBefore = (await call(t.app, '/api/getBetAmount', {}, p.token)).data.bet_amount;
    expect(requiredBefore).toBe('0.00');
    const before = await balance(p.userId);
    const claimed = await call(t.app, '/api/dofanshui', {}, p.token);
    expect(claimed).toMatchObject({ status: 200, data: { amount: '3.60' } });
    paidOut += 360n;
    expect((await balance(p.userId)) - before).toBe(360n);
    expect(claimed.data.balance).toBe(((Number(before) + 360) / 100).toFixed(2));
    expect(await call(t.app, '/api/dofanshui', {}, p.token)).toMatchObject({
      status: 422,
      message: MSG.rebateNothing,
    });
    const after = await call(t.app, '/api/getfanshui', { type: 2 }, p.token);
    expect(after.data).toMatchObject({ jisuan: '3.60', nojisuan: '0.00' });
    expect(after.data.list.data.every((r: { updated_at: string }) => r.updated_at !== '')).toBe(
      true,
    );

    // The claimed rebate carries 1× turnover: 3.60 until bets placed after the claim cover it.
    expect((await call(t.app, '/api/getBetAmount', {}, p.token)).data.bet_amount).toBe('3.60');
    await settledBets(t.ctx, p.userId, 'demo1', [{ validMinor: 100n, at: at(1, 0, 40) }]);
    expect((await call(t.app, '/api/getBetAmount', {}, p.token)).data.bet_amount).toBe('2.60');

    // The bet records' statistics show the rebate paid on those bets.
    const stats = await call(
      t.app,
      '/api/betrecord',
      { date: 2, page: 1, api_type: 'demo1' },
      p.token,
    );
    expect(stats.data.statistics.total_rebate_amount).toBe('1.30');

    // The operator's per-player view (days on: the operator signs in again).
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
    const view = await call(t.app, '/api/admin/rewards/player', { user_id: p.userId }, ops);
    expect(view.data).toMatchObject({ claimable: '0.00', claimed: '3.60', redpackets: [] });
    expect(view.data.rebates).toHaveLength(3);
    expect(view.data.vip.vip).toBe(1);
  });

  it('pays 100 simultaneous claims once', async () => {
    clock.set(at(2, 10));
    const p = await player(t.app, name('c'));
    await settledBets(t.ctx, p.userId, 'demo8', [{ validMinor: 1_234_567n, at: at(2, 9) }]);
    clock.set(at(3, 1));
    await runDueJobs(t.ctx);
    // Settling the day again (a retried or repeated slot) adds nothing.
    expect(await settleDay(t.ctx, beijingDate(at(2, 0)))).toEqual({ rows: 0 });
    // 棋牌 (joker) at 0.30 %: 12,345.67 -> 37.03.
    const before = await balance(p.userId);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => call(t.app, '/api/dofanshui', {}, p.token)),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.data.amount).toBe('37.03');
    expect(answers.filter((a) => a.status === 422 && a.message === MSG.rebateNothing)).toHaveLength(
      99,
    );
    paidOut += 3_703n;
    expect((await balance(p.userId)) - before).toBe(3_703n);

    // With an Idempotency-Key, a repeated claim answers the first answer and pays nothing more.
    await settledBets(t.ctx, p.userId, 'demo8', [{ validMinor: 100_000n, at: at(3, 9) }]);
    clock.set(at(4, 0, 40));
    await runDueJobs(t.ctx);
    const keyed = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/dofanshui',
        headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': `claim-${p.userId}-1` },
        payload: {},
      });
    const first = (await keyed()).json();
    const again = (await keyed()).json();
    expect(first).toMatchObject({ code: 200, data: { amount: '3.00' } });
    expect(again).toEqual(first);
    paidOut += 300n;
    expect((await balance(p.userId)) - before).toBe(4_003n);
  });

  it('auto-washes what is left unclaimed from 05:00 of the day after it became claimable', async () => {
    clock.set(at(4, 12));
    const p = await player(t.app, name('w'));
    await settledBets(t.ctx, p.userId, 'demo9', [{ validMinor: 200_000n, at: at(4, 11) }]);
    clock.set(at(5, 4, 59)); // settled at 00:30 of day 5: claimable, not yet washed
    await runDueJobs(t.ctx);
    const before = await balance(p.userId);
    clock.set(at(5, 5, 1)); // 05:00 of day 5 washes only what was claimable before day 5
    await runDueJobs(t.ctx);
    expect(await balance(p.userId)).toBe(before);
    clock.set(at(6, 5, 1));
    await runDueJobs(t.ctx);
    // Sports at VIP1 is 0.20 % since the first test: 2,000.00 -> 4.00.
    expect((await balance(p.userId)) - before).toBe(400n);
    paidOut += 400n;
    const claims = await t.store.db
      .selectFrom('rebate_claims')
      .select(['amount_minor', 'by_system'])
      .where('user_id', '=', p.userId)
      .execute();
    expect(claims).toEqual([{ amount_minor: 400n, by_system: 1 }]);
    expect(await call(t.app, '/api/dofanshui', {}, p.token)).toMatchObject({ status: 422 });
    expect(
      (await call(t.app, '/api/getfanshui', { date: 4 }, p.token)).data.list.data[0],
    ).toMatchObject({ state: 1, money: '4.00' });
  });

  it("rebates a day at the level held that day, not the next morning's promotion", async () => {
    clock.set(at(8, 12));
    const p = await player(t.app, name('l'));
    // Enough for VIP2 (1,000.00 deposited, 5,000.00 turnover): promoted at 00:10 of day 9.
    await approvedDeposit(t.app, t.ctx, p.token, 1_000);
    await settledBets(t.ctx, p.userId, 'demo1', [{ validMinor: 600_000n, at: at(8, 11) }]);
    clock.set(at(9, 0, 40)); // both the promotion (00:10) and the settlement (00:30) are due
    await runDueJobs(t.ctx);
    expect((await call(t.app, '/api/user', {}, p.token)).data.vip).toBe(2);
    // Day 8 at VIP1 (0.30 %): 6,000.00 -> 18.00, not VIP2's 0.40 % (24.00).
    const centre = await call(t.app, '/api/getfanshui', { date: 2 }, p.token);
    expect(
      centre.data.list.data.map((r: { money: string; rate: string }) => [r.money, r.rate]),
    ).toEqual([['18.00', '0.30']]);
  });

  it("rebates the house venue's bets at each game's category: slots at electron, sports at sport, one row each", async () => {
    clock.set(at(10, 12));
    const p = await player(t.app, name('h'));
    const slot = HOUSE_GAMES.find((game) => game.kind === 'slot')!.code;
    // VIP1: 0.30 % (electron, realperson), sport 0.20 % (set in the first test).
    await settledBets(t.ctx, p.userId, HOUSE_PLATNAME, [
      { validMinor: 100_000n, at: at(10, 9), gameCode: slot },
      { validMinor: 33_333n, at: at(10, 9, 5), gameCode: slot },
      { validMinor: 200_000n, at: at(10, 9, 10), gameCode: 'sports' },
      { validMinor: 50_000n, at: at(10, 9, 20), gameCode: HOUSE_TABLES_LOBBY.code },
      // A game the catalogue does not know: the venue's category (电子), as before.
      { validMinor: 66_667n, at: at(10, 9, 30), gameCode: 'retired' },
    ]);
    // Another venue is as before: demo1 (live) at realperson, whatever its game code.
    await settledBets(t.ctx, p.userId, 'demo1', [{ validMinor: 10_000n, at: at(10, 9, 40) }]);
    // Today's accrual already splits, floor(Σ valid × percent) per category: 电子 1,333.33 +
    // 666.67 = 2,000.00 × 0.30 % = 6.00 (per game it would be 3.99 + 2.00), 体育 2,000.00 × 0.20 %
    // = 4.00, 真人 500.00 × 0.30 % = 1.50; demo1 100.00 × 0.30 % = 0.30.
    expect((await call(t.app, '/api/getfanshui', {}, p.token)).data).toMatchObject({
      dayliu: '4600.00',
      accrued: '11.80',
    });

    clock.set(at(11, 0, 31));
    await runDueJobs(t.ctx);
    const centre = await call(t.app, '/api/getfanshui', { date: 2 }, p.token);
    expect(centre.data).toMatchObject({ nojisuan: '11.80' });
    const rows = centre.data.list.data.map(
      (r: {
        gamename: string;
        api_type: string;
        valid_bet: string;
        rate: string;
        money: string;
      }) => [r.gamename, r.api_type, r.valid_bet, r.rate, r.money],
    );
    expect(rows.sort()).toEqual(
      [
        ['自营游戏·电子', 'house', '2000.00', '0.30', '6.00'],
        ['自营游戏·体育', 'house', '2000.00', '0.20', '4.00'],
        ['自营游戏·真人', 'house', '500.00', '0.30', '1.50'],
        ['演示真人一', 'demo1', '100.00', '0.30', '0.30'],
      ].sort(),
    );
    // One platform's filter answers all of its categories.
    const house = await call(t.app, '/api/getfanshui', { api_type: HOUSE_PLATNAME }, p.token);
    expect(house.data.list.total).toBe(3);
    // A second settlement of the day adds nothing.
    expect(await settleDay(t.ctx, beijingDate(at(10, 0)))).toEqual({ rows: 0 });

    // One claim pays every row once.
    const before = await balance(p.userId);
    const claimed = await call(t.app, '/api/dofanshui', {}, p.token);
    expect(claimed).toMatchObject({ status: 200, data: { amount: '11.80' } });
    paidOut += 1_180n;
    expect((await balance(p.userId)) - before).toBe(1_180n);
    expect(await call(t.app, '/api/dofanshui', {}, p.token)).toMatchObject({
      status: 422,
      message: MSG.rebateNothing,
    });
    const after = await call(t.app, '/api/getfanshui', { date: 2 }, p.token);
    expect(after.data).toMatchObject({ jisuan: '11.80', nojisuan: '0.00' });
    expect(after.data.list.data.map((r: { state: number }) => r.state)).toEqual([1, 1, 1, 1]);
    // The bet records' statistics: the rebate claimed on the house venue's bets, every category.
    const stats = await call(
      t.app,
      '/api/betrecord',
      { date: 2, page: 1, api_type: HOUSE_PLATNAME },
      p.token,
    );
    expect(stats.data.statistics.total_rebate_amount).toBe('11.50');
  });
});
