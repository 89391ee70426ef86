import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { createContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { beijingDate, beijingDayStart, manualClock } from '../../platform/time.ts';
import { openBets, settleBets } from '../bets/index.ts';
import { houseTotal, playerBalance, verifyLedger } from '../ledger/index.ts';
import { ensureOperator } from '../operators/index.ts';
import { findUser } from '../users/index.ts';
import { call, captchaKey, TEST_CAPTCHA } from '../../test/app.ts';
import { startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { runDueJobs } from '../../test/jobs.ts';
import { approvedDeposit, settledBets } from '../../test/rewards.ts';
import { payCommissions } from './commission.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const OPS = { name: 'agentops', password: 'ops-secret-123' };
/** Day D: the day after today, Beijing; the clock starts at 10:00 of it. */
const DAY_D = beijingDayStart(Date.now()) + DAY_MS;
const at = (day: number, hours: number, minutes = 0) =>
  DAY_D + day * DAY_MS + hours * HOUR_MS + minutes * 60_000;

describe.each(TEST_DATABASES)('agents on %s', (kind) => {
  const clock = manualClock(at(0, 10));
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;
  let serial = 0;
  const name = (tag: string) =>
    `ag${tag}${kind.slice(0, 1)}${(serial += 1)}${Date.now().toString(36).slice(-4)}`;
  /** An operator's call, signed in afresh: the tests move the app's clock by days. */
  const admin = async (path: string, body: object = {}) =>
    call(
      t.app,
      `/api/admin/agents/${path}`,
      body,
      (await call(t.app, '/api/admin/login', OPS)).data.token,
    );

  /** Registers through /api/register with an invite `pid` (as the /reg2?pid= page sends it). */
  async function register(tag: string, pid?: number | string) {
    const username = name(tag);
    const answer = await call(t.app, '/api/register', {
      adult: 1,
      name: username,
      realname: username,
      password: 'secret123',
      confirmPass: 'secret123',
      code: TEST_CAPTCHA,
      key: await captchaKey(t.app),
      ...(pid === undefined ? {} : { pid }),
    });
    expect(answer.code, answer.message).toBe(200);
    const token: string = answer.data.api_token;
    const me = await call(t.app, '/api/user', {}, token);
    return { token, userId: me.data.id as number, name: username };
  }

  async function makeAgent(p: { token: string }, level?: number) {
    const applied = await call(
      t.app,
      '/api/applyagentdo',
      { mobile: '13800138000', apply_info: '有稳定的推广渠道' },
      p.token,
    );
    expect(applied.code, applied.message).toBe(200);
    const approved = await admin('applications/review', { id: applied.data.id, approve: true });
    expect(approved.code, approved.message).toBe(200);
    if (level !== undefined) {
      const set = await admin('level', { user_id: approved.data.user_id, level });
      expect(set.code, set.message).toBe(200);
    }
  }

  const inbox = async (token: string) => (await call(t.app, '/api/messageList', {}, token)).data;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    await ensureOperator(createContext(t.config, t.store), OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  it('registration keeps a known pid as the referrer and ignores an unknown one', async () => {
    const parent = await register('par');
    const child = await register('kid', String(parent.userId));
    const stray = await register('str', 987_654_321);
    const bad = await register('bad', 'x1');
    expect((await findUser(t.store, child.userId))?.pid).toBe(parent.userId);
    expect((await findUser(t.store, stray.userId))?.pid).toBeNull();
    expect((await findUser(t.store, bad.userId))?.pid).toBeNull();
  });

  it('applies once: checks the fields, refuses a second open application, also when racing', async () => {
    const p = await register('app');
    const apply = (body: object, token = p.token) => call(t.app, '/api/applyagentdo', body, token);
    expect(await apply({ mobile: '12345', apply_info: '理由' })).toMatchObject({
      status: 400,
      message: MSG.agentMobileInvalid,
    });
    expect(await apply({ mobile: '13800138000', apply_info: '  ' })).toMatchObject({
      status: 400,
      message: MSG.agentReasonRequired,
    });
    expect(await apply({ mobile: '13800138000', apply_info: '长'.repeat(201) })).toMatchObject({
      status: 400,
      message: MSG.agentReasonTooLong,
    });
    expect(
      await call(t.app, '/api/applyagentdo', { mobile: '13800138000', apply_info: 'x' }),
    ).toMatchObject({
      status: 401,
    });
    expect((await call(t.app, '/api/applyagentinfo', {}, p.token)).data).toEqual({
      isagent: 0,
      application: null,
    });
    const first = await apply({ mobile: ' 13800138000 ', apply_info: '我有很多朋友' });
    expect(first).toMatchObject({
      status: 200,
      data: { mobile: '13800138000', apply_info: '我有很多朋友', state: 1, state_name: '待审核' },
    });
    expect(await apply({ mobile: '13900139000', apply_info: '再来一次' })).toMatchObject({
      status: 409,
      message: MSG.agentApplicationPending,
    });

    // Ten at once from another player: exactly one application.
    const q = await register('race');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        apply({ mobile: '13700137000', apply_info: '并发申请' }, q.token),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const list = await admin('applications', { state: 1 });
    expect(list.code).toBe(200);
    expect(list.data.data.filter((r: { user_id: number }) => r.user_id === q.userId)).toHaveLength(
      1,
    );

    // A guest may not apply.
    const guest = await call(t.app, '/api/guest_login', {});
    expect(
      await apply({ mobile: '13800138000', apply_info: '试玩' }, guest.data.api_token),
    ).toMatchObject({ status: 403, message: MSG.guestNotAllowed });
  });

  it('the operator refuses with a reason or approves; each decision reaches the inbox and the audit', async () => {
    const p = await register('rev');
    const applied = await call(
      t.app,
      '/api/applyagentdo',
      { mobile: '13800138001', apply_info: '推广' },
      p.token,
    );
    const id = applied.data.id as number;
    expect(await admin('applications/review', { id, approve: false })).toMatchObject({
      status: 400,
      message: MSG.agentRefuseRemark,
    });
    expect(await admin('applications/review', { id: 99_999_999, approve: true })).toMatchObject({
      status: 404,
    });
    const refusedAnswer = await admin('applications/review', {
      id,
      approve: false,
      remark: '资料不全',
    });
    expect(refusedAnswer).toMatchObject({
      status: 200,
      data: { id, user_id: p.userId, username: p.name, state: 3, remark: '资料不全' },
    });
    expect(await admin('applications/review', { id, approve: true })).toMatchObject({
      status: 409,
      message: MSG.agentApplicationReviewed,
    });
    let messages = await inbox(p.token);
    expect(messages.data[0]).toMatchObject({
      kind: 'agent',
      title: MSG.inboxAgentRefusedTitle,
      content: expect.stringContaining('资料不全'),
    });
    expect((await call(t.app, '/api/applyagentinfo', {}, p.token)).data.application).toMatchObject({
      state: 3,
      state_name: '已拒绝',
      remark: '资料不全',
    });

    // Refused: a new application is allowed; approved: the player is an agent.
    const again = await call(
      t.app,
      '/api/applyagentdo',
      { mobile: '13800138001', apply_info: '补充了资料' },
      p.token,
    );
    expect(again.code).toBe(200);
    const approved = await admin('applications/review', { id: again.data.id, approve: true });
    expect(approved.data).toMatchObject({ state: 2, reviewed_by: expect.any(Number) });
    expect((await call(t.app, '/api/user', {}, p.token)).data.isagent).toBe(1);
    messages = await inbox(p.token);
    expect(messages.data[0]).toMatchObject({ kind: 'agent', title: MSG.inboxAgentApprovedTitle });
    expect(
      await call(
        t.app,
        '/api/applyagentdo',
        { mobile: '13800138001', apply_info: '又来' },
        p.token,
      ),
    ).toMatchObject({ status: 422, message: MSG.agentAlready });
    const audit = await call(
      t.app,
      '/api/admin/audit',
      { action: 'agent.application.review' },
      ops,
    );
    expect(audit.code, audit.message).toBe(200);
    const targets = audit.data.data.map((r: { target: string }) => r.target);
    expect(targets).toEqual(expect.arrayContaining([`agent_application:${id}`]));
  });

  it('getAgentLoginUrl: a visitor logs in, a player is sent to the application with a message, an agent gets the link', async () => {
    const get = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/getAgentLoginUrl',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await get()).statusCode).toBe(401);
    const p = await register('url');
    // Not an agent: an answer the screen can use, with the sentence it shows.
    const notAgent = await get(p.token);
    expect(notAgent.statusCode).toBe(200);
    expect(notAgent.json()).toMatchObject({
      code: 200,
      data: { url: '/#/applyagent', message: '仅代理可进入代理后台，请先申请成为代理' },
    });
    await makeAgent(p);
    expect((await get(p.token)).json()).toMatchObject({
      code: 200,
      // The console's agent centre on this site (no PUBLIC_URL in tests: the request's origin).
      data: { url: 'http://localhost:80/admin/#/agent', message: '' },
    });
    const set = await call(
      t.app,
      '/api/admin/game-links/update',
      { agent_login_url: 'https://agent.example.com/login' },
      ops,
    );
    expect(set.code).toBe(200);
    expect((await get(p.token)).json().data.url).toBe('https://agent.example.com/login');
    await call(t.app, '/api/admin/game-links/update', { agent_login_url: '' }, ops);
  });

  it('levels, settings and an agent level are the operator’s, checked and audited', async () => {
    const levels = await admin('levels');
    expect(levels.data).toMatchObject({ basis: 'valid_bets', depth: 3 });
    expect(levels.data.levels.slice(0, 3)).toEqual([
      { level: 1, name: '一级代理', rate_bp: 30, rate: '0.30' },
      { level: 2, name: '二级代理', rate_bp: 50, rate: '0.50' },
      { level: 3, name: '三级代理', rate_bp: 80, rate: '0.80' },
    ]);
    expect(await admin('levels/update', { level: 9, name: '九级', rate_bp: 500 })).toMatchObject({
      status: 422,
      message: MSG.agentNewLevelIncomplete,
    });
    expect(await admin('levels/update', { level: 1, rate_bp: 10_001 })).toMatchObject({
      status: 400,
      message: MSG.agentRateInvalid,
    });
    expect(await admin('settings/update', { depth: 11 })).toMatchObject({
      status: 400,
      message: MSG.agentDepthInvalid,
    });
    const added = await admin('levels/update', { level: 6, name: '六级代理', rate_bp: 200 });
    expect(added.data.levels.at(-1)).toEqual({
      level: 6,
      name: '六级代理',
      rate_bp: 200,
      rate: '2.00',
    });
    const p = await register('lvl');
    expect(await admin('level', { user_id: p.userId, level: 2 })).toMatchObject({
      status: 422,
      message: MSG.agentNotAgent,
    });
    await makeAgent(p);
    expect(await admin('level', { user_id: p.userId, level: 7 })).toMatchObject({
      status: 422,
      message: MSG.agentLevelUnknown,
    });
    expect((await admin('level', { user_id: p.userId, level: 6 })).data).toEqual({
      user_id: p.userId,
      level: 6,
    });
    const info = await call(t.app, '/api/inviteInfo', {}, p.token);
    expect(info.data).toMatchObject({ isagent: 1, level: 6, level_name: '六级代理', rate: '2.00' });
  });

  it('pays the daily differential commission up a 3-level chain once, and the ledger balances', async () => {
    // T (0.80 %) ← M (0.50 %) ← L (0.30 %) ← P ← Q; depth 3.
    const T = await register('top');
    const M = await register('mid', T.userId);
    const L = await register('low', M.userId);
    const P = await register('ply', L.userId);
    const Q = await register('deep', P.userId);
    await makeAgent(T, 3);
    await makeAgent(M, 2);
    await makeAgent(L, 1);
    clock.set(at(0, 10));
    await approvedDeposit(t.app, t.ctx, P.token, 10); // 72.00, approved on day D
    await settledBets(t.ctx, P.userId, 'demo1', [
      { validMinor: 60_000n, at: at(0, 11) },
      { validMinor: 40_000n, at: at(0, 12) },
      { validMinor: 900_000n, at: at(0, 13), status: 0 }, // voided: nothing
    ]);
    await settledBets(t.ctx, L.userId, 'lottery', [{ validMinor: 50_000n, at: at(0, 14) }]);
    await settledBets(t.ctx, Q.userId, 'demo1', [{ validMinor: 20_000n, at: at(0, 15) }]);
    await settledBets(t.ctx, P.userId, 'demo1', [{ validMinor: 70_000n, at: at(1, 9) }]); // day D+1

    // The invite figures are the downline's real numbers (7 days: P and Q bet, P deposited).
    const lowInfo = await call(t.app, '/api/inviteInfo', { period: 2 }, L.token);
    expect(lowInfo.data).toMatchObject({ pid: L.userId, members: 2, depth: 3 });
    expect(lowInfo.data.selected).toMatchObject({
      period: 2,
      active: 2,
      new_members: 2,
      deposits: '72.00',
      to: beijingDate(at(0, 10)),
    });
    expect(lowInfo.data.today).toMatchObject({ period: 1, active: 2, deposits: '72.00' });
    const topInfo = await call(t.app, '/api/inviteInfo', { period: 2 }, T.token);
    // T's downline three levels down: M, L, P (Q is the fourth level).
    expect(topInfo.data).toMatchObject({ members: 3, selected: { active: 2, deposits: '72.00' } });
    const friends = await call(t.app, '/api/inviteRecords', { type: 2, page: 1 }, L.token);
    expect(friends.data.total).toBe(2);
    expect(friends.data.data).toEqual([
      {
        dt: expect.any(String),
        money: '0.00',
        desc: expect.stringMatching(/^二级 \S{2}\*\*\*\S{2}$/),
      },
      { dt: expect.any(String), money: '72.00', desc: expect.stringMatching(/^直属 /) },
    ]);
    expect(friends.data.data[1].desc).toContain(P.name.slice(0, 2));
    expect(friends.data.data[1].desc).not.toContain(P.name);
    expect(await call(t.app, '/api/inviteRecords', { type: 3 }, L.token)).toMatchObject({
      status: 400,
      message: MSG.inviteTypeInvalid,
    });

    const before = new Map<number, bigint>();
    for (const p of [T, M, L, P]) before.set(p.userId, await playerBalance(t.store, p.userId));
    const houseBefore = await houseTotal(t.store, 'commissions');

    // 01:05 on D+1: day D's commissions.
    clock.set(at(1, 1, 5));
    await runDueJobs(t.ctx);
    // P 1000.00: L 0.30 % = 3.00, M 0.20 % = 2.00, T 0.30 % = 3.00.
    // L 500.00 (L's own bets earn L nothing): M 0.50 % = 2.50, T 0.30 % = 1.50.
    // Q 200.00 (chain P, L, M; T is the 4th level): L 0.60, M 0.40.
    const expected = new Map([
      [L.userId, 360n],
      [M.userId, 490n],
      [T.userId, 450n],
      [P.userId, 0n],
    ]);
    for (const [userId, amount] of expected) {
      expect((await playerBalance(t.store, userId)) - before.get(userId)!).toBe(amount);
    }
    expect(houseBefore - (await houseTotal(t.store, 'commissions'))).toBe(1300n);

    const dayD = beijingDate(at(0, 0));
    const bonus = await call(t.app, '/api/inviteRecords', { type: 1, page: 1 }, T.token);
    expect(bonus.data.data).toEqual([
      { dt: dayD, money: '4.50', desc: expect.stringContaining('有效投注 1500.00 × 0.80%') },
    ]);
    expect((await call(t.app, '/api/inviteInfo', {}, T.token)).data.commission_total).toBe('4.50');
    const midBonus = await call(t.app, '/api/inviteRecords', { type: 1 }, M.token);
    expect(midBonus.data.data[0].desc).toContain('扣除下级代理佣金');

    // Re-runs pay nothing twice: the job's next tick, and the day paid again by hand.
    await runDueJobs(t.ctx);
    expect(await payCommissions(t.ctx, dayD)).toMatchObject({ paid: 0, skipped: 3 });
    for (const [userId, amount] of expected) {
      expect((await playerBalance(t.store, userId)) - before.get(userId)!).toBe(amount);
    }
    const listed = await admin('commissions', { user_id: T.userId });
    expect(listed.data.data).toEqual([
      expect.objectContaining({ day: dayD, amount: '4.50', basis: '1500.00', rate: '0.80' }),
    ]);

    // Net loss as the basis on day D+1: P lost 100.00 and won 30.00 back (D+1's 700.00 of valid
    // bets counts nothing: it carries no loss).
    expect((await admin('settings/update', { basis: 'net_loss' })).data.basis).toBe('net_loss');
    await inTransaction(t.store, async (tx) => {
      await openBets(
        tx,
        [
          {
            userId: P.userId,
            platname: 'demo1',
            betId: `nl1-${kind}`,
            gameCode: 'x',
            stakeMinor: 10_000n,
            betAt: at(1, 10),
          },
          {
            userId: P.userId,
            platname: 'demo1',
            betId: `nl2-${kind}`,
            gameCode: 'x',
            stakeMinor: 3_000n,
            betAt: at(1, 11),
          },
        ],
        clock.now(),
      );
      await settleBets(tx, 'demo1', [
        { betId: `nl1-${kind}`, status: 1, validMinor: 10_000n, winLossMinor: -10_000n },
        { betId: `nl2-${kind}`, status: 1, validMinor: 3_000n, winLossMinor: 3_000n },
      ]);
    });
    const beforeNet = await playerBalance(t.store, T.userId);
    clock.set(at(2, 1, 5));
    // Two runs of the same day at once (two nodes, or the job and a hand-run): paid once.
    const dayD1 = beijingDate(at(1, 0));
    const [one, two] = await Promise.all([
      payCommissions(t.ctx, dayD1),
      payCommissions(t.ctx, dayD1),
    ]);
    expect(one.paid + two.paid).toBe(3);
    expect(one.skipped + two.skipped).toBe(3);
    await runDueJobs(t.ctx);
    // 70.00 net loss: L 0.21, M 0.14, T 0.21.
    expect((await playerBalance(t.store, T.userId)) - beforeNet).toBe(21n);
    expect(
      (await call(t.app, '/api/inviteRecords', { type: 1 }, L.token)).data.data[0],
    ).toMatchObject({
      dt: beijingDate(at(1, 0)),
      money: '0.21',
      desc: expect.stringContaining('净输赢 70.00'),
    });
    await admin('settings/update', { basis: 'valid_bets' });

    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('the bonus introduction is public operator content, checked on save', async () => {
    const intro = await call(t.app, '/api/inviteIntro', {});
    expect(intro.data.images).toHaveLength(3);
    expect(intro.data.images[0].src).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(intro.data.text).toContain('邀请链接');
    expect(
      await admin('intro/update', { images: [{ src: 'javascript:alert(1)', alt: 'x' }] }),
    ).toMatchObject({ status: 400, message: MSG.agentIntroInvalid });
    const saved = await admin('intro/update', {
      images: [{ src: 'https://cdn.example.com/invite.png', alt: '邀请' }],
    });
    expect(saved.data).toMatchObject({ images: [{ src: 'https://cdn.example.com/invite.png' }] });
    expect((await call(t.app, '/api/inviteIntro', {})).data.text).toBe(intro.data.text);
  });
});
