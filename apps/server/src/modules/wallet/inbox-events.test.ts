import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { verifyLedger } from '../ledger/index.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { withPayBank } from '../../test/pay-banks.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { listDeposits, listWithdrawals, reviewDeposit, reviewWithdrawal } from './index.ts';
import { signCallback, sandboxSecret } from './sandbox-provider.ts';
import { addPayee } from './funds.test-helpers.ts';

const OPS = { name: 'walletinbox', password: 'ops-secret-123' };
const PASSWORD = 'secret123';

interface Message {
  id: number;
  kind: string;
  title: string;
  content: string;
  read: 0 | 1;
}

/**
 * The player's inbox messages of deposits and withdrawals: each decision leaves exactly one
 * message with its text, sent in the decision's transaction (a rolled-back decision leaves none).
 */
describe.each(TEST_DATABASES)('deposit and withdrawal messages on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { paySandbox: true });
    await withPayBank(t.ctx); // deposits by bank card need a receiving account
    await ensureOperator(t.ctx, OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  const newPlayer = () =>
    registerPlayer(t.app, `wi${kind.slice(0, 2)}${++serial}x${Date.now() % 1e6}`, PASSWORD);
  const messages = async (token: string): Promise<Message[]> =>
    (await call(t.app, '/api/messageList', { page: 1 }, token)).data.data;
  const unread = async (token: string): Promise<number> =>
    (await call(t.app, '/api/messageUnread', {}, token)).data.unread;
  const review = (path: 'deposits' | 'withdrawals', id: number, approve: boolean, remark = '') =>
    call(t.app, `/api/admin/${path}/review`, { id, approve, remark }, ops);

  /** A deposit order of the player: auto USDT (sandbox) or bank; answers its number and id. */
  async function order(
    token: string,
    payload: Record<string, unknown>,
  ): Promise<{ no: string; id: number }> {
    const created = await call(t.app, '/api/recharge', payload, token);
    expect(created.code, created.message).toBe(200);
    const pending = await listDeposits(t.ctx, { state: 1, page: 1 });
    const row = pending.data.find((d) => d.deposit_no === created.message)!;
    return { no: created.message, id: row.id };
  }
  const usdtOrder = (token: string, amount: number) =>
    order(token, { paytype: 'usdt', catepay: 'TRC20', amount });
  const bankOrder = (token: string, amount: number) =>
    order(token, {
      paytype: 'bank',
      amount,
      bank: '中国工商银行',
      bank_no: '6222021234567890123',
      bank_owner: '张三',
      bank_address: '北京分行',
    });

  async function withdrawal(token: string, amount: number): Promise<{ no: string; id: number }> {
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
          pay_pass: PASSWORD,
          ico: '',
        },
        token,
      );
      expect(bound.code, bound.message).toBe(200);
      cardId = bound.data.id as number;
    }
    const answer = await call(
      t.app,
      '/api/withdraw',
      { amount, bank: cardId, password: PASSWORD },
      token,
    );
    expect(answer.code, answer.message).toBe(200);
    const pending = await listWithdrawals(t.ctx, { state: 1, page: 1 });
    const row = pending.data.find((w) => w.order_no === answer.data.order_no)!;
    return { no: answer.data.order_no, id: row.id };
  }

  it('an operator approving a USDT deposit leaves one message with the USDT and the yuan credited', async () => {
    const player = await newPlayer();
    const d = await usdtOrder(player, 100);
    expect(await messages(player)).toEqual([]);
    expect((await review('deposits', d.id, true, '已到账')).code).toBe(200);
    expect(await messages(player)).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        title: '充值到账',
        content: `您的充值订单 ${d.no}（100.00 USDT）已到账，折合 720.00 元已存入您的钱包。`,
        read: 0,
      }),
    ]);
    expect(await unread(player)).toBe(1);
    // A second review is refused and sends nothing more.
    expect((await review('deposits', d.id, false, 'again')).status).toBe(409);
    expect(await messages(player)).toHaveLength(1);
  });

  it('an approved bank deposit says the yuan credited', async () => {
    const player = await newPlayer();
    const d = await bankOrder(player, 500);
    expect((await review('deposits', d.id, true)).code).toBe(200);
    expect((await messages(player)).map((m) => m.content)).toEqual([
      `您的充值订单 ${d.no} 已到账，500.00 元已存入您的钱包。`,
    ]);
  });

  it('a rejected deposit leaves one message with the remark (and none without one)', async () => {
    const player = await newPlayer();
    const usdt = await usdtOrder(player, 20);
    expect((await review('deposits', usdt.id, false, '截图不符。')).code).toBe(200);
    const bank = await bankOrder(player, 300);
    // Through the console a refusal names its reason (400 without one); the wallet's own call
    // still words a message without one.
    expect(await review('deposits', bank.id, false, '  ')).toMatchObject({
      status: 400,
      message: MSG.queueRefuseRemark,
    });
    await reviewDeposit(t.ctx, { id: bank.id, approve: false, remark: '', operatorId: 0 });
    expect(await messages(player)).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        title: '充值未通过',
        content: `您的充值订单 ${bank.no}（300.00 元）未通过审核。如有疑问请联系客服。`,
      }),
      expect.objectContaining({
        kind: 'deposit',
        title: '充值未通过',
        content: `您的充值订单 ${usdt.no}（20.00 USDT）未通过审核。原因：截图不符。如有疑问请联系客服。`,
      }),
    ]);
    expect(await unread(player)).toBe(2);
  });

  it('the sandbox auto-pay (signed callback) leaves one message however often it calls back', async () => {
    const player = await newPlayer();
    const d = await usdtOrder(player, 20);
    for (let i = 0; i < 2; i++) {
      expect((await call(t.app, '/api/pay/sandbox/pay', { deposit_no: d.no }, player)).code).toBe(
        200,
      );
    }
    const callback = signCallback(await sandboxSecret(t.ctx), {
      deposit_no: d.no,
      amount: '20.00',
      status: 'paid',
      ref: 'provider-ref-1',
    });
    expect((await call(t.app, '/api/pay/callback/sandbox', callback)).code).toBe(200);
    expect(await messages(player)).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        title: MSG.inboxDepositApprovedTitle,
        content: `您的充值订单 ${d.no}（20.00 USDT）已到账，折合 144.00 元已存入您的钱包。`,
      }),
    ]);
  });

  it('a withdrawal paid or rejected leaves one message each; the rejection says the money is back', async () => {
    const player = await newPlayer();
    expect((await review('deposits', (await bankOrder(player, 1000)).id, true)).code).toBe(200);
    const paid = await withdrawal(player, 200);
    const returned = await withdrawal(player, 150);
    expect((await review('withdrawals', paid.id, true)).code).toBe(200);
    expect((await review('withdrawals', returned.id, false, '卡号有误')).code).toBe(200);
    expect((await call(t.app, '/api/balance', {}, player)).data.balance).toBe('800.00');
    const [rejected, approved] = await messages(player);
    expect(approved).toMatchObject({
      kind: 'withdrawal',
      title: '提现已出款',
      content: `您的提现订单 ${paid.no} 已出款，金额 200.00 元，请留意银行卡到账。`,
    });
    expect(rejected).toMatchObject({
      kind: 'withdrawal',
      title: '提现未通过',
      content: `您的提现订单 ${returned.no}（150.00 元）未通过审核。原因：卡号有误。款项已全额退回您的钱包。`,
    });
    expect(await messages(player)).toHaveLength(3); // and the deposit's
    expect((await review('withdrawals', paid.id, false, '重复')).status).toBe(409);
    expect(await messages(player)).toHaveLength(3);
  });

  it('a withdrawal paid to a USDT address says what arrives in USDT', async () => {
    const player = await newPlayer();
    expect((await review('deposits', (await bankOrder(player, 1000)).id, true)).code).toBe(200);
    const me = (await call(t.app, '/api/user', {}, player)).data;
    const address = await addPayee(t.ctx, me.id, {
      type: 2,
      bank: 'USDT',
      bank_owner: 'TRC20',
      bank_no: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
    });
    const answer = await call(
      t.app,
      '/api/withdraw',
      { amount: 365, bank: address, password: PASSWORD, type: 1 },
      player,
    );
    expect(answer.code, answer.message).toBe(200);
    const row = (await listWithdrawals(t.ctx, { state: 1, page: 1 })).data.find(
      (w) => w.order_no === answer.data.order_no,
    )!;
    expect((await review('withdrawals', row.id, true)).code).toBe(200);
    // 365 / 7.30 = 50.00 USDT, less the 1.00 TRC20 fee.
    expect((await messages(player))[0]).toMatchObject({
      kind: 'withdrawal',
      title: '提现已出款',
      content: `您的提现订单 ${answer.data.order_no} 已出款，金额 365.00 元，实际到账 49.00 USDT，请留意钱包地址到账。`,
    });
  });

  it('a decision whose transaction rolls back leaves no message (and moves nothing)', async () => {
    const player = await newPlayer();
    const d = await bankOrder(player, 400);
    const failing = async () => {
      throw new Error('audit failed');
    };
    await expect(
      reviewDeposit(t.ctx, { id: d.id, approve: true, remark: '', operatorId: 0 }, failing),
    ).rejects.toThrow('audit failed');
    await expect(
      reviewDeposit(t.ctx, { id: d.id, approve: false, remark: '', operatorId: 0 }, failing),
    ).rejects.toThrow('audit failed');
    expect(await messages(player)).toEqual([]);
    expect(await unread(player)).toBe(0);
    expect((await call(t.app, '/api/balance', {}, player)).data.balance).toBe('0.00');

    expect((await review('deposits', d.id, true)).code).toBe(200);
    const w = await withdrawal(player, 100);
    for (const approve of [true, false]) {
      await expect(
        reviewWithdrawal(t.ctx, { id: w.id, approve, remark: '', operatorId: 0 }, failing),
      ).rejects.toThrow('audit failed');
    }
    expect((await messages(player)).map((m) => m.kind)).toEqual(['deposit']);
    expect((await call(t.app, '/api/balance', {}, player)).data.balance).toBe('300.00');
  });
});
