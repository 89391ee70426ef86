import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@app/contract/messages';
import type { AdminDashboardData, DashboardDay } from '@app/contract/admin-dashboard';
import { formatMinor } from '@app/contract/money';
import { createContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { beijingDate, beijingDayStart, manualClock } from '../../platform/time.ts';
import { openBets, settleBets } from '../bets/index.ts';
import { houseTotal, verifyLedger } from '../ledger/index.ts';
import { ensureOperator } from '../operators/index.ts';
import { settleDay } from '../rebates/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { approvedDeposit, player } from '../../test/rewards.ts';
import { DASHBOARD_FUND_KINDS } from '../wallet/index.ts';
import { isLedgerKind } from '@app/contract/ledger-kinds';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const PASSWORD = 'secret123';
const FINANCE = { name: 'dashfinance', password: 'dash-secret-1' };
const CONTENT = { name: 'dashcontent', password: 'dash-secret-2' };
/** Day 0 ("today" of the test): a fixed Beijing day, two days after the real one. */
const DAY_0 = beijingDayStart(Date.now()) + 2 * DAY_MS;
const at = (day: number, hours: number, minutes = 0) =>
  DAY_0 + day * DAY_MS + hours * HOUR_MS + minutes * 60_000;

/**
 * The dashboard against a known history: deposits approved, withdrawals paid, returned and
 * pending, bet records of several categories (settled, open, void, of a game the catalogue does
 * not know), a rebate claimed, an agent application; each built at its own Beijing day with a
 * manual app clock. Other modules stamp some rows with the system time (the ledger's transfers,
 * registrations), so the test moves the system time with the app clock (`vi.setSystemTime`, only
 * `Date` faked): both say the same instant, as they do in production.
 */
describe.each(TEST_DATABASES)('operator dashboard on %s', (kind) => {
  const clock = manualClock(at(-3, 10));
  const setTime = (instant: number) => {
    clock.set(instant);
    vi.setSystemTime(instant);
  };
  /** Moves both clocks and signs the operators in again (their sessions expire). */
  const moveTo = async (instant: number) => {
    setTime(instant);
    finance = (await call(t.app, '/api/admin/login', FINANCE)).data.token;
    content = (await call(t.app, '/api/admin/login', CONTENT)).data.token;
  };
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let finance: string;
  let content: string;
  let serial = 0;
  const name = (tag: string) => `db${tag}${kind.slice(0, 2)}${(serial += 1)}`;

  /** Bet records of a player: stake, valid, the player's win/loss, status (1 settled by default). */
  const bets = async (
    userId: number,
    platname: string,
    gameCode: string,
    rows: readonly {
      stake: bigint;
      winLoss: bigint;
      at: number;
      status?: 0 | 1 | 2;
      valid?: bigint;
    }[],
  ) => {
    const ids = rows.map(() => `dash-${kind}-${(serial += 1)}`);
    await inTransaction(t.store, async (tx) => {
      await openBets(
        tx,
        rows.map((row, i) => ({
          userId,
          platname,
          betId: ids[i]!,
          gameCode,
          stakeMinor: row.stake,
          betAt: row.at,
        })),
        clock.now(),
      );
      const settled = rows.flatMap((row, i) =>
        row.status === 2
          ? []
          : [
              {
                betId: ids[i]!,
                status: row.status ?? 1,
                validMinor: row.status === 0 ? 0n : (row.valid ?? row.stake),
                winLossMinor: row.status === 0 ? 0n : row.winLoss,
              },
            ],
      );
      if (settled.length > 0) await settleBets(tx, platname, settled);
    });
  };

  const bindCard = async (token: string) => {
    const bound = await call(
      t.app,
      '/api/bindcard',
      {
        bank_owner: '张三',
        bank: '中国工商银行',
        bank_address: '北京分行',
        bank_no: '6222021234567890123',
        pay_pass: PASSWORD,
        ico: '',
      },
      token,
    );
    expect(bound.code, bound.message).toBe(200);
    return bound.data.id as number;
  };
  const withdraw = async (token: string, card: number, amount: number) => {
    const answer = await call(
      t.app,
      '/api/withdraw',
      { amount, bank: card, password: PASSWORD },
      token,
    );
    expect(answer.code, answer.message).toBe(200);
    const list = await call(t.app, '/api/admin/withdrawals', { state: 1, page: 1 }, finance);
    return list.data.data.find((w: { order_no: string }) => w.order_no === answer.data.order_no)
      .id as number;
  };
  const reviewWithdrawal = async (id: number, approve: boolean) => {
    const answer = await call(
      t.app,
      '/api/admin/withdrawals/review',
      { id, approve, remark: approve ? '' : '收款信息不符' },
      finance,
    );
    expect(answer.code, answer.message).toBe(200);
  };

  let claimed = '';
  let board: AdminDashboardData;
  const dayOf = (day: number): DashboardDay => {
    const date = beijingDate(at(day, 12));
    const found = board.days.find((d) => d.date === date);
    if (!found) throw new Error(`no ${date} in the dashboard`);
    return found;
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setTime(at(-40, 9));
    t = await startTestApp(kind, {}, { clock });
    const ctx = createContext(t.config, t.store);
    await ensureOperator(ctx, FINANCE.name, FINANCE.password, 'finance');
    await ensureOperator(ctx, CONTENT.name, CONTENT.password, 'content');

    // Day −40: outside the 30 days shown.
    const c = await player(t.app, name('c'));
    await approvedDeposit(t.app, t.ctx, c.token, 10);

    // Day −3: A and B register; A deposits 100 USDT (720.00) and plays live and slots.
    await moveTo(at(-3, 10));
    const a = await player(t.app, name('a'));
    const b = await player(t.app, name('b'));
    await approvedDeposit(t.app, t.ctx, a.token, 100);
    await bets(a.userId, 'demo1', 'dice', [
      { stake: 20_000n, winLoss: -20_000n, at: at(-3, 11) }, // house +200.00 (真人)
      { stake: 1_000n, winLoss: 0n, at: at(-3, 11, 5), status: 2 }, // open: active, no money
    ]);
    await bets(a.userId, 'demo4', 'slot-fruit', [
      { stake: 5_000n, winLoss: 15_000n, at: at(-3, 12) },
    ]); // house −150.00 (电子)

    // Day −1: D registers; B deposits 50 USDT (360.00); A plays 1,000.00 live and wins 500.00;
    // B plays the lottery, a game the catalogue does not know and a void bet; A withdraws.
    await moveTo(at(-1, 9));
    await player(t.app, name('d'));
    await approvedDeposit(t.app, t.ctx, b.token, 50);
    await bets(a.userId, 'demo1', 'dice', [{ stake: 100_000n, winLoss: 50_000n, at: at(-1, 10) }]); // −500.00
    await bets(b.userId, 'lottery', 'jnd28', [
      { stake: 10_000n, winLoss: -10_000n, at: at(-1, 11) },
    ]); // +100.00
    await bets(b.userId, 'zz', 'mystery', [
      { stake: 2_000n, winLoss: -2_000n, at: at(-1, 11, 30) }, // +20.00 (其他)
      { stake: 50_000n, winLoss: 0n, at: at(-1, 11, 40), status: 0 }, // void
    ]);
    await moveTo(at(-1, 14));
    const card = await bindCard(a.token);
    await reviewWithdrawal(await withdraw(a.token, card, 100), true); // paid on day −1
    const laterPaid = await withdraw(a.token, card, 150); // asked on day −1, paid on day 0
    await reviewWithdrawal(await withdraw(a.token, card, 120), false); // returned: never counts
    await withdraw(a.token, card, 100); // still waiting

    // Day 0: yesterday's rebates settle at 00:30; A claims hers; the 150.00 is paid; a deposit, a
    // withdrawal and an agent application wait.
    await moveTo(at(0, 0, 31));
    await settleDay(t.ctx, beijingDate(at(-1, 12)));
    await moveTo(at(0, 10));
    const claim = await call(t.app, '/api/dofanshui', {}, a.token);
    expect(claim.code, claim.message).toBe(200);
    claimed = claim.data.amount as string;
    await reviewWithdrawal(laterPaid, true);
    const pendingDeposit = await call(
      t.app,
      '/api/recharge',
      { paytype: 'usdt', catepay: 'TRC20', amount: 10 },
      b.token,
    );
    expect(pendingDeposit.code, pendingDeposit.message).toBe(200);
    const applied = await call(
      t.app,
      '/api/applyagentdo',
      { mobile: '13800138000', apply_info: '有稳定的推广渠道' },
      b.token,
    );
    expect(applied.code, applied.message).toBe(200);

    await moveTo(at(0, 15));
    const answer = await call(t.app, '/api/admin/dashboard', {}, finance);
    expect(answer.code, answer.message).toBe(200);
    board = answer.data as AdminDashboardData;
  });
  afterAll(async () => {
    vi.useRealTimers();
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  it('answers 30 Beijing days ending today, by the app clock', () => {
    expect(board.today).toBe(beijingDate(at(0, 15)));
    expect(board.generated_at).toBe(at(0, 15));
    expect(board.days).toHaveLength(30);
    expect(board.days.at(-1)!.date).toBe(board.today);
    expect(board.days[0]!.date).toBe(beijingDate(at(-29, 12)));
  });

  it('counts deposits credited and withdrawals paid on their day, from the ledger', async () => {
    expect(dayOf(-3)).toMatchObject({ deposits: '720.00', withdrawals: '0.00' });
    expect(dayOf(-1)).toMatchObject({ deposits: '360.00', withdrawals: '100.00' });
    expect(dayOf(0)).toMatchObject({ deposits: '0.00', withdrawals: '150.00' });
    const sum = (field: 'deposits' | 'withdrawals') =>
      formatMinor(board.days.reduce((s, d) => s + BigInt(d[field].replace('.', '')), 0n));
    // Day −40's 72.00 is outside the window: the whole deposits clearing account has moved
    // 72.00 + 720.00 + 360.00 out and 250.00 back in (paid withdrawals).
    expect(sum('deposits')).toBe('1080.00');
    expect(sum('withdrawals')).toBe('250.00');
    expect(await houseTotal(t.store, 'deposits')).toBe(-(7_200n + 108_000n) + 25_000n);
  });

  it('filters on transfer kinds of the closed list that the code writes', async () => {
    // Every transfer this history posted has a kind of the contract's list (the verbs are typed
    // by it; this holds the stored values to it too), and each kind the dashboard's figures
    // filter on is one the deposits and withdrawals above really wrote: a renamed kind would
    // leave the figure at a silent zero.
    const stored = await t.store.db
      .selectFrom('ledger_transfers')
      .select('kind')
      .distinct()
      .execute();
    const kinds = stored.map((row) => row.kind);
    expect(kinds.filter((k) => !isLedgerKind(k))).toEqual([]);
    for (const [figure, filtered] of Object.entries(DASHBOARD_FUND_KINDS)) {
      expect(kinds, figure).toContain(filtered);
    }
  });

  it('counts new players (registrations) and active players (bet records)', () => {
    expect(dayOf(-3)).toMatchObject({ new_players: 2, active_players: 1 });
    expect(dayOf(-1)).toMatchObject({ new_players: 1, active_players: 2 });
    expect(dayOf(0)).toMatchObject({ new_players: 0, active_players: 0 });
    expect(board.days.reduce((s, d) => s + d.new_players, 0)).toBe(3);
  });

  it('sums valid bets and GGR per category from the settled bet records', () => {
    const slugs = board.categories.map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['live', 'slots', 'lottery', 'other']));
    expect(slugs).not.toContain('hot');
    expect(slugs).not.toContain('lobby');
    expect(board.categories.find((c) => c.slug === 'other')!.name).toBe('其他');

    expect(dayOf(-3)).toMatchObject({ valid_bets: '250.00', ggr: '50.00' });
    expect(dayOf(-3).ggr_by_category).toMatchObject({
      live: '200.00',
      slots: '-150.00',
      lottery: '0.00',
    });
    expect(dayOf(-1)).toMatchObject({ valid_bets: '1120.00', ggr: '-380.00' });
    expect(dayOf(-1).ggr_by_category).toMatchObject({
      live: '-500.00',
      slots: '0.00',
      lottery: '100.00',
      other: '20.00',
    });
    for (const day of board.days) {
      expect(Object.keys(day.ggr_by_category).sort()).toEqual([...slugs].sort());
      const total = Object.values(day.ggr_by_category).reduce(
        (s, v) => s + BigInt(v.replace('.', '')),
        0n,
      );
      expect(formatMinor(total)).toBe(day.ggr);
    }
  });

  it('shows the rebates paid out of the rebates house account on the day of the claim', async () => {
    // VIP1 rebates 0.30 %: A's 1,000.00 of day −1 -> 3.00 (B's rebate was not claimed).
    expect(claimed).toBe('3.00');
    expect(dayOf(0).rebates).toBe('3.00');
    expect(dayOf(-1).rebates).toBe('0.00');
    expect(formatMinor(-(await houseTotal(t.store, 'rebates')))).toBe('3.00');
    expect(formatMinor(-(await houseTotal(t.store, 'promotions')))).toBe(
      formatMinor(board.days.reduce((s, d) => s + BigInt(d.bonuses.replace('.', '')), 0n)),
    );
    expect(board.days.every((d) => d.commissions === '0.00')).toBe(true);
  });

  it("counts each queue's pending items", () => {
    expect(board.pending).toEqual({
      deposits: 1,
      withdrawals: 1,
      activity_applications: 0,
      agent_applications: 1,
    });
  });

  it('is for finance and admin only, and refuses a bad number of days', async () => {
    expect(await call(t.app, '/api/admin/dashboard', {}, content)).toMatchObject({ status: 403 });
    expect(await call(t.app, '/api/admin/dashboard', {})).toMatchObject({ status: 401 });
    for (const days of [3, 91, 7.5, 'x']) {
      expect(await call(t.app, '/api/admin/dashboard', { days }, finance)).toMatchObject({
        status: 400,
        message: MSG.dashboardDaysInvalid,
      });
    }
    const week = await call(t.app, '/api/admin/dashboard', { days: 7 }, finance);
    expect(week.data.days).toHaveLength(7);
    expect(week.data.days.at(-1)).toEqual(board.days.at(-1));
  });
});
