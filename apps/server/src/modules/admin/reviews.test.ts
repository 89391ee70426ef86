import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { createContext } from '../../platform/context.ts';
import { verifyLedger } from '../ledger/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { withPayBank } from '../../test/pay-banks.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { ensureOperator } from '../operators/index.ts';
import { PNG_1PX, upload } from '../../test/uploads.ts';
import { settledBets } from '../../test/rewards.ts';

const REVIEWER = { name: 'reviewer1', password: 'review-pass-1' };
const PLAYER_PASSWORD = 'secret123';

describe.each(TEST_DATABASES)('deposit and withdrawal reviews on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let admin: string;
  let operatorId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await withPayBank(t.ctx); // deposits by bank card need a receiving account
    await ensureOperator(createContext(t.config, t.store), REVIEWER.name, REVIEWER.password);
    admin = (await call(t.app, '/api/admin/login', REVIEWER)).data.token;
    operatorId = (await call(t.app, '/api/admin/me', {}, admin)).data.operator_id;
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  let serial = 0;
  const newPlayer = () =>
    registerPlayer(t.app, `rv${kind.slice(0, 2)}${++serial}x${Date.now() % 1e6}`, PLAYER_PASSWORD);
  const balance = async (token: string) =>
    (await call(t.app, '/api/balance', {}, token)).data.balance as string;

  /** A USDT deposit of `amount` by the player; answers its id as the operator lists it. */
  const deposit = async (token: string, amount: number) => {
    const answer = await call(
      t.app,
      '/api/recharge',
      { paytype: 'usdt', catepay: 'TRC20', amount },
      token,
    );
    expect(answer.code).toBe(200);
    const list = await call(t.app, '/api/admin/deposits', { state: 1, page: 1 }, admin);
    const row = list.data.data.find((d: { deposit_no: string }) => d.deposit_no === answer.message);
    expect(row).toMatchObject({ state: 1, amount: `${amount}.00` });
    return row.id as number;
  };

  /** Binds a bank card and asks for a withdrawal of `amount`; answers its id. */
  const withdraw = async (token: string, amount: number) => {
    const cards = await call(t.app, '/api/getcard', { type: 1 }, token);
    let cardId = cards.data?.[0]?.id as number | undefined;
    if (cardId === undefined) {
      const bound = await call(
        t.app,
        '/api/bindcard',
        {
          bank_owner: '张三',
          bank: '中国工商银行',
          bank_address: '北京分行',
          bank_no: '6222021234567890123',
          pay_pass: PLAYER_PASSWORD,
          ico: '',
        },
        token,
      );
      expect(bound.code).toBe(200);
      cardId = bound.data.id as number;
    }
    const answer = await call(
      t.app,
      '/api/withdraw',
      { amount, bank: cardId, password: PLAYER_PASSWORD },
      token,
    );
    expect(answer).toMatchObject({ code: 200, message: MSG.submitted });
    const list = await call(t.app, '/api/admin/withdrawals', { state: 1, page: 1 }, admin);
    const row = list.data.data.find(
      (w: { order_no: string }) => w.order_no === answer.data.order_no,
    );
    expect(row).toMatchObject({ state: 1, amount: `${amount}.00` });
    return row.id as number;
  };

  const audits = (action: string, target: string) =>
    t.store.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target', '=', target)
      .execute();

  const review = (
    kindPath: 'deposits' | 'withdrawals',
    id: number,
    approve: boolean,
    remark = approve ? '' : '审核未通过',
  ) => call(t.app, `/api/admin/${kindPath}/review`, { id, approve, remark }, admin);

  it('lists deposits as a page, filtered by state', async () => {
    const player = await newPlayer();
    await deposit(player, 10);
    const all = await call(t.app, '/api/admin/deposits', { page: 1 }, admin);
    expect(all).toMatchObject({ code: 200, data: { current_page: 1, last_page: 1 } });
    expect(all.data.total).toBe(all.data.data.length);
    const approved = await call(t.app, '/api/admin/deposits', { state: 2, page: 1 }, admin);
    expect(approved.data.data.every((d: { state: number }) => d.state === 2)).toBe(true);
    expect((await call(t.app, '/api/admin/deposits', { state: 7, page: 1 }, admin)).status).toBe(
      400,
    );
    expect((await call(t.app, '/api/admin/withdrawals', { page: -1 }, admin)).status).toBe(400);
  });

  it('approving a deposit credits the player once; a second review is 409 and moves nothing', async () => {
    const player = await newPlayer();
    const id = await deposit(player, 100);
    expect(await balance(player)).toBe('0.00');

    const approved = await review('deposits', id, true, '已到账');
    expect(approved).toMatchObject({
      code: 200,
      data: { id, state: 2, remark: '已到账', reviewed_by: operatorId },
    });
    const credited = approved.data.real_money as string;
    expect(credited).toBe('720.00'); // 100 USDT at the default rate 7.20
    expect(await balance(player)).toBe(credited);

    for (const again of [true, false]) {
      expect(await review('deposits', id, again)).toMatchObject({ status: 409, code: 409 });
      expect(await balance(player)).toBe(credited);
    }
    const rows = await audits('deposit.approve', `deposit:${id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.operator_id).toBe(operatorId);
    expect(JSON.parse(rows[0]!.detail)).toMatchObject({
      state: 2,
      real_money: credited,
      remark: '已到账',
    });
    expect(await audits('deposit.reject', `deposit:${id}`)).toEqual([]);
  });

  it('two operators approving the same deposit at once credit it once', async () => {
    const player = await newPlayer();
    const id = await deposit(player, 50);
    const answers = await Promise.all([review('deposits', id, true), review('deposits', id, true)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balance(player)).toBe('360.00');
    expect(await audits('deposit.approve', `deposit:${id}`)).toHaveLength(1);
  });

  it('rejecting a deposit credits nothing and is recorded', async () => {
    const player = await newPlayer();
    const id = await deposit(player, 20);
    const rejected = await review('deposits', id, false, '截图不符');
    expect(rejected).toMatchObject({ code: 200, data: { id, state: 3, remark: '截图不符' } });
    expect(await balance(player)).toBe('0.00');
    expect(await review('deposits', id, true)).toMatchObject({ status: 409 });
    expect(await balance(player)).toBe('0.00');
    const rows = await audits('deposit.reject', `deposit:${id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.operator_id).toBe(operatorId);
  });

  it('answers 404 for an unknown id and 400 for a malformed review', async () => {
    expect(await review('deposits', 99_999_999, true)).toMatchObject({ status: 404 });
    expect(await review('withdrawals', 99_999_999, true)).toMatchObject({ status: 404 });
    const bad = (body: unknown) => call(t.app, '/api/admin/deposits/review', body, admin);
    expect(await bad({ id: 1, approve: 'yes' })).toMatchObject({
      status: 400,
      message: MSG.adminApproveRequired,
    });
    expect(await bad({ approve: true })).toMatchObject({
      status: 400,
      message: MSG.adminReviewIdInvalid,
    });
    expect(await bad({ id: 0, approve: true })).toMatchObject({
      status: 400,
      message: MSG.adminReviewIdInvalid,
    });
    expect(await bad({ id: 1, approve: true, remark: 'x'.repeat(256) })).toMatchObject({
      status: 400,
      message: MSG.adminRemarkTooLong,
    });
  });

  it('rejecting a withdrawal returns the money; approving pays it; neither twice', async () => {
    const player = await newPlayer();
    await review('deposits', await deposit(player, 100), true);
    expect(await balance(player)).toBe('720.00');

    const first = await withdraw(player, 200);
    expect(await balance(player)).toBe('520.00');
    const rejected = await review('withdrawals', first, false, '卡号有误');
    expect(rejected).toMatchObject({
      code: 200,
      data: { id: first, state: 3, remark: '卡号有误' },
    });
    expect(await balance(player)).toBe('720.00');
    for (const again of [false, true]) {
      expect(await review('withdrawals', first, again)).toMatchObject({ status: 409 });
      expect(await balance(player)).toBe('720.00');
    }

    const second = await withdraw(player, 300);
    expect(await balance(player)).toBe('420.00');
    expect(await review('withdrawals', second, true, '已打款')).toMatchObject({
      code: 200,
      data: { id: second, state: 2 },
    });
    expect(await balance(player)).toBe('420.00');
    for (const again of [true, false]) {
      expect(await review('withdrawals', second, again)).toMatchObject({ status: 409 });
      expect(await balance(player)).toBe('420.00');
    }

    const rejectRows = await audits('withdrawal.reject', `withdrawal:${first}`);
    const approveRows = await audits('withdrawal.approve', `withdrawal:${second}`);
    expect(rejectRows).toHaveLength(1);
    expect(approveRows).toHaveLength(1);
    expect(rejectRows[0]!.operator_id).toBe(operatorId);
    expect(approveRows[0]!.operator_id).toBe(operatorId);
    expect(JSON.parse(approveRows[0]!.detail)).toMatchObject({ amount: '300.00', state: 2 });

    // The audit call names the operator.
    const log = await call(t.app, '/api/admin/audit', { page: 1 }, admin);
    expect(log.data.data[0]).toMatchObject({
      action: 'withdrawal.approve',
      target: `withdrawal:${second}`,
      operator_name: REVIEWER.name,
    });

    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('a refusal needs a remark; the deposit row shows the USDT amount, rate, credit and screenshot', async () => {
    const player = await newPlayer();
    const shot: string = (await upload(t.app, player, PNG_1PX)).data;
    const made = await call(t.app, '/api/uploadform', { url: shot, num: '12.5' }, player);
    expect(made.code, made.message).toBe(200);
    const list = await call(t.app, '/api/admin/deposits', { state: 1, page: 1 }, admin);
    const row = list.data.data.find(
      (d: { deposit_no: string }) => d.deposit_no === made.data.deposit_no,
    );
    // 12.50 USDT at the default 7.20 credits 90.00.
    expect(row).toMatchObject({
      method: 'manual',
      paytype: 'usdt',
      amount: '12.50',
      rate: '7.20',
      real_money: '90.00',
      screenshot_url: shot,
    });
    // The console shows the screenshot from the same site: the address serves the image.
    const image = await t.app.inject({ method: 'GET', url: shot });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    for (const remark of ['', '   ']) {
      expect(await review('deposits', row.id, false, remark)).toMatchObject({
        status: 400,
        message: MSG.queueRefuseRemark,
      });
    }
    expect(await audits('deposit.reject', `deposit:${row.id}`)).toHaveLength(0);
    expect(await review('deposits', row.id, false, '金额不符')).toMatchObject({
      code: 200,
      data: { state: 3, remark: '金额不符', rate: '7.20' },
    });
    const bank = await call(
      t.app,
      '/api/recharge',
      {
        paytype: 'bank',
        amount: 100,
        bank: '中国银行',
        bank_no: '6222000011112222',
        bank_owner: '李四',
        bank_address: '上海分行',
      },
      player,
    );
    expect(bank.code, bank.message).toBe(200);
    const bankRow = (await call(t.app, '/api/admin/deposits', { state: 1 }, admin)).data.data.find(
      (d: { deposit_no: string }) => d.deposit_no === bank.message,
    );
    expect(bankRow).toMatchObject({ rate: '', amount: '100.00', real_money: '100.00' });
  });

  it("answers a player's balance, turnover status and recent money and play beside a review", async () => {
    const player = await newPlayer();
    const me = await call(t.app, '/api/user', {}, player);
    const userId: number = me.data.id;
    const recent = (id: unknown) =>
      call(t.app, '/api/admin/players/recent', { user_id: id }, admin);
    expect(await recent(99_999_999)).toMatchObject({
      status: 404,
      message: MSG.queuePlayerUnknown,
    });
    expect(await recent('x')).toMatchObject({ status: 400, message: MSG.queuePlayerInvalid });
    expect(
      await call(t.app, '/api/admin/players/recent', { user_id: userId }, player),
    ).toMatchObject({ status: 401 });

    const setMultiple = (turnover_multiple: string) =>
      call(t.app, '/api/admin/settings/update', { wallet: { turnover_multiple } }, admin);
    expect((await setMultiple('1')).code).toBe(200);
    await review('deposits', await deposit(player, 100), true); // 720.00
    await settledBets(t.ctx, userId, 'demo1', [{ validMinor: 30_000n, at: Date.now() }]);
    const before = await recent(userId);
    expect((await setMultiple('0')).code).toBe(200);
    expect(before.code, before.message).toBe(200);
    expect(before.data).toMatchObject({
      user_id: userId,
      balance: '720.00',
      turnover: {
        since: '',
        deposits: '720.00',
        multiple: '1.00',
        required: '720.00',
        done: '300.00',
        other: '0.00',
        remaining: '420.00',
      },
      deposits: { approved_count: 1, approved_total: '720.00' },
      withdrawals: { paid_count: 0, paid_total: '0.00', recent: [] },
      bets: { days: 7, valid: '300.00', win_loss: '0.00' },
    });
    expect(before.data.deposits.recent).toEqual([
      expect.objectContaining({ amount: '100.00', real_money: '720.00', state: 2 }),
    ]);
  });
});
