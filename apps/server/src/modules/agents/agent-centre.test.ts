import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { createContext } from '../../platform/context.ts';
import { beijingDate } from '../../platform/time.ts';
import { verifyLedger } from '../ledger/index.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, captchaKey, startTestApp, TEST_CAPTCHA } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { approvedDeposit, settledBets } from '../../test/rewards.ts';
import { payCommissions } from './commission.ts';

const OPS = { name: 'centreops', password: 'ops-secret-123' };
const PASSWORD = 'secret123';

describe.each(TEST_DATABASES)('the agent centre on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;
  let serial = 0;
  const name = (tag: string) =>
    `ac${tag}${kind.slice(0, 1)}${(serial += 1)}${Date.now().toString(36).slice(-4)}`;
  const centre = (path: string, body: object, token?: string) =>
    call(t.app, `/api/admin/agent/${path}`, body, token);

  async function register(tag: string, pid?: number) {
    const username = name(tag);
    const answer = await call(t.app, '/api/register', {
      adult: 1,
      name: username,
      realname: username,
      password: PASSWORD,
      confirmPass: PASSWORD,
      code: TEST_CAPTCHA,
      key: await captchaKey(t.app),
      ...(pid === undefined ? {} : { pid }),
    });
    expect(answer.code, answer.message).toBe(200);
    const token: string = answer.data.api_token;
    const me = await call(t.app, '/api/user', {}, token);
    return { token, userId: me.data.id as number, name: username };
  }

  async function makeAgent(p: { token: string }) {
    const applied = await call(
      t.app,
      '/api/applyagentdo',
      { mobile: '13800138000', apply_info: '有稳定的推广渠道' },
      p.token,
    );
    expect(applied.code, applied.message).toBe(200);
    const approved = await call(
      t.app,
      '/api/admin/agents/applications/review',
      { id: applied.data.id, approve: true },
      ops,
    );
    expect(approved.code, approved.message).toBe(200);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    await ensureOperator(createContext(t.config, t.store), OPS.name, OPS.password, 'finance');
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  it('signs in only an agent, with the player login rules; other tokens are refused', async () => {
    const agent = await register('agt');
    // A player who is not (yet) an agent: refused, and given no session.
    expect(await centre('login', { name: agent.name, password: PASSWORD })).toMatchObject({
      status: 403,
      message: MSG.agentOnly,
    });
    expect(await centre('login', { name: agent.name, password: 'wrong-pass' })).toMatchObject({
      status: 422,
      message: MSG.loginFailed,
    });
    expect(await centre('login', { name: '', password: '' })).toMatchObject({ status: 400 });
    // A player's token of a non-agent: 403; none: 401; an operator's: 401 (not a player's).
    expect(await centre('me', {}, agent.token)).toMatchObject({
      status: 403,
      message: MSG.agentOnly,
    });
    expect(await centre('me', {})).toMatchObject({ status: 401 });
    expect(await centre('me', {}, ops)).toMatchObject({ status: 401 });

    await makeAgent(agent);
    const signedIn = await centre('login', { name: agent.name, password: PASSWORD });
    expect(signedIn).toMatchObject({ code: 200, data: { name: agent.name } });
    const token: string = signedIn.data.token;
    expect(await centre('me', {}, token)).toMatchObject({
      code: 200,
      data: {
        user_id: agent.userId,
        username: agent.name,
        level: 1,
        members: 0,
        commission_total: '0.00',
        invite_link: `http://localhost:80/#/reg2?pid=${agent.userId}`,
      },
    });
    // The agent's player token opens no operator call.
    expect(await call(t.app, '/api/admin/deposits', {}, token)).toMatchObject({ status: 401 });
    // Logout ends that session (the player's other sessions stay).
    expect(await centre('logout', {}, token)).toMatchObject({ code: 200 });
    expect(await centre('me', {}, token)).toMatchObject({ status: 401 });
    expect(await centre('me', {}, agent.token)).toMatchObject({ code: 200 });
  });

  it("shows the downline's registrations, first deposits, deposits and valid bets, and the commission", async () => {
    const agent = await register('boss');
    await makeAgent(agent);
    const friend = await register('frd', agent.userId);
    const grandchild = await register('gkid', friend.userId);
    await register('other');
    const now = Date.now();
    const today = beijingDate(now);

    await approvedDeposit(t.app, t.ctx, friend.token, 10); // 72.00
    await approvedDeposit(t.app, t.ctx, friend.token, 15); // 108.00
    await settledBets(t.ctx, friend.userId, 'demo1', [{ validMinor: 100_000n, at: now }]);
    await settledBets(t.ctx, grandchild.userId, 'demo1', [{ validMinor: 50_000n, at: now }]);

    const daily = await centre('daily', { days: 3 }, agent.token);
    expect(daily.code, daily.message).toBe(200);
    expect(daily.data.days).toHaveLength(3);
    expect(daily.data.days[0]).toEqual({
      day: today,
      registrations: 2,
      first_deposits: 1,
      deposits: '180.00',
      valid_bets: '1500.00',
    });
    expect(daily.data.days[1]).toMatchObject({ registrations: 0, deposits: '0.00' });
    expect(daily.data.total).toEqual({
      registrations: 2,
      first_deposits: 1,
      deposits: '180.00',
      valid_bets: '1500.00',
    });

    const members = await centre('members', { days: 7, page: 1 }, agent.token);
    expect(members.data.total).toBe(2);
    expect(members.data.data).toEqual([
      expect.objectContaining({ user_id: grandchild.userId, depth: 2, valid_bets: '500.00' }),
      {
        user_id: friend.userId,
        name: `${friend.name.slice(0, 2)}***${friend.name.slice(-2)}`,
        depth: 1,
        registered: today,
        first_deposit: today,
        deposits: '180.00',
        valid_bets: '1000.00',
      },
    ]);

    // The day's commission (level 1: 0.30 % of 1500.00 = 4.50) appears in the records.
    await payCommissions(t.ctx, today);
    const records = await centre('commissions', { page: 1 }, agent.token);
    expect(records.data.data).toEqual([
      expect.objectContaining({ day: today, basis: '1500.00', rate: '0.30', amount: '4.50' }),
    ]);
    expect((await centre('me', {}, agent.token)).data).toMatchObject({
      members: 2,
      commission_total: '4.50',
    });

    expect(await centre('daily', { days: 91 }, agent.token)).toMatchObject({
      status: 400,
      message: MSG.agentCentreDaysInvalid,
    });
  });
});
