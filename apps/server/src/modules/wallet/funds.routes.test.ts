import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { createContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { creditFromHouse } from '../ledger/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { call, refusalOf, registerPlayer, startTestApp } from '../../test/app.ts';
import { withPayBank } from '../../test/pay-banks.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { listDeposits, reviewDeposit } from './deposits.service.ts';
import { reviewWithdrawal } from './withdrawals.service.ts';
import { signCallback, sandboxSecret } from './sandbox-provider.ts';
import { updateWalletSettings } from './wallet-settings.ts';
import { PNG_1PX, upload } from '../../test/uploads.ts';
import { addPayee } from './funds.test-helpers.ts';

describe.each(TEST_DATABASES)('deposits and withdrawals on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ctx: ReturnType<typeof createContext>;
  const OPERATOR = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { paySandbox: true });
    await withPayBank(t.ctx); // deposits by bank card need a receiving account
    ctx = createContext(t.config, t.store);
    // Reviews need an operator row for the audit trail of later modules; 0 = the test itself.
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  async function player(name: string, fundMinor = 0n) {
    const token = await registerPlayer(t.app, name, 'secret123');
    const me = await call(t.app, '/api/user', {}, token);
    if (fundMinor > 0n) {
      await inTransaction(t.store, (tx) =>
        creditFromHouse(t.ctx, tx, {
          userId: me.data.id,
          purpose: 'adjustments',
          amountMinor: fundMinor,
          key: `test-fund:${me.data.id}`,
          kind: 'adjustment',
        }),
      );
    }
    return { token, id: me.data.id as number };
  }
  const balance = async (token: string) =>
    (await call(t.app, '/api/balance', {}, token)).data.balance;

  it('answers the receiving address per protocol', async () => {
    const trc = await call(t.app, '/api/app/usdt_info', { paytype: 'TRC20' });
    const erc = await call(t.app, '/api/app/usdt_info', { paytype: 'ERC20' });
    expect(trc.data.account).toMatch(/^T/);
    expect(erc.data.account).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('answers the deposit rate beside the address, apart from the withdrawal rate', async () => {
    await updateWalletSettings(ctx, { usdt_deposit_rate: '7.20', withdrawusdtrate: '7.30' });
    const info = await call(t.app, '/api/app/usdt_info', { paytype: 'TRC20' });
    expect(info.data.rate).toBe('7.20');
    const p = await player('ratesboth1');
    expect((await call(t.app, '/api/user', {}, p.token)).data.withdrawusdtrate).toBe('7.30');
  });

  describe('manual deposit', () => {
    it('checks screenshot then quantity, and is credited once on approval', async () => {
      const p = await player('manualdep1');
      expect(await call(t.app, '/api/uploadform', { num: '100' }, p.token)).toMatchObject({
        status: 400,
        message: MSG.uploadFirst,
      });
      const shot = (await upload(t.app, p.token, PNG_1PX)).data;
      expect(await call(t.app, '/api/uploadform', { url: shot }, p.token)).toMatchObject({
        status: 400,
        message: MSG.depositAmountRequired,
      });
      expect(
        await call(t.app, '/api/uploadform', { url: '/uploads/not-ours.png', num: 100 }, p.token),
      ).toMatchObject({ status: 400, message: MSG.uploadFirst });
      const created = await call(t.app, '/api/uploadform', { url: shot, num: '100' }, p.token);
      expect(created.code).toBe(200);
      expect(await balance(p.token)).toBe('0.00');
      // The deposit pins its screenshot: the clean-up will keep it.
      const key = /^\/uploads\/([0-9a-f]{32})\./.exec(shot)![1]!;
      const stored = await t.store.db
        .selectFrom('uploads')
        .select('pinned_at')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      expect(stored.pinned_at).not.toBeNull();

      const pending = await listDeposits(ctx, { state: 1, page: 1 });
      const row = pending.data.find((d) => d.deposit_no === created.data.deposit_no)!;
      expect(row).toMatchObject({ amount: '100.00', real_money: '720.00', screenshot_url: shot });
      await reviewDeposit(ctx, { id: row.id, approve: true, remark: 'ok', operatorId: OPERATOR });
      expect(await balance(p.token)).toBe('720.00');
      expect(
        await refusalOf(
          reviewDeposit(ctx, { id: row.id, approve: true, remark: 'again', operatorId: OPERATOR }),
        ),
      ).toMatchObject({ code: 409 });
      expect(
        await refusalOf(
          reviewDeposit(ctx, { id: row.id, approve: false, remark: 'no', operatorId: OPERATOR }),
        ),
      ).toMatchObject({ code: 409 });
      expect(await balance(p.token)).toBe('720.00');
      const user = await call(t.app, '/api/user', {}, p.token);
      expect(user.data.paysum).toBe('720.00');
    });

    it("refuses another player's screenshot, and pins nothing of theirs", async () => {
      const owner = await player('shotowner1');
      const thief = await player('shotthief1');
      const shot = (await upload(t.app, owner.token, PNG_1PX)).data as string;
      expect(
        await call(t.app, '/api/uploadform', { url: shot, num: '100' }, thief.token),
      ).toMatchObject({ status: 400, message: MSG.uploadFirst });
      const key = /^\/uploads\/([0-9a-f]{32})\./.exec(shot)![1]!;
      const stored = await t.store.db
        .selectFrom('uploads')
        .select('pinned_at')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      expect(stored.pinned_at).toBeNull();
      const theirs = await t.store.db
        .selectFrom('deposits')
        .select('id')
        .where('user_id', '=', thief.id)
        .execute();
      expect(theirs).toEqual([]);
      // The owner may still cite it.
      expect(
        (await call(t.app, '/api/uploadform', { url: shot, num: '100' }, owner.token)).code,
      ).toBe(200);
    });

    it('a rejected deposit credits nothing', async () => {
      const p = await player('manualdep2');
      const shot = (await upload(t.app, p.token, PNG_1PX)).data;
      const created = await call(t.app, '/api/uploadform', { url: shot, num: 50 }, p.token);
      const row = (await listDeposits(ctx, { state: 1, page: 1 })).data.find(
        (d) => d.deposit_no === created.data.deposit_no,
      )!;
      await reviewDeposit(ctx, {
        id: row.id,
        approve: false,
        remark: '截图不清',
        operatorId: OPERATOR,
      });
      expect(await balance(p.token)).toBe('0.00');
      const records = await call(
        t.app,
        '/api/gettransrecord',
        { type: 1, date: 4, page: 1 },
        p.token,
      );
      expect(records.data.data[0]).toMatchObject({
        state: 3,
        state_name: '已拒绝',
        remark: '截图不清',
      });
    });
  });

  describe('auto deposit', () => {
    it('puts the order number in message, and the sandbox pays it once through the signed callback', async () => {
      const p = await player('autodep01');
      const created = await call(
        t.app,
        '/api/recharge',
        { paytype: 'usdt', catepay: 'TRC20', amount: '20' },
        p.token,
      );
      expect(created.code).toBe(200);
      expect(created.message).toMatch(/^D\d{20}$/);
      const depositNo = created.message;
      const info = await call(t.app, '/api/payinfo', { deposit_no: depositNo }, p.token);
      expect(info.data.info).toMatchObject({ amount: '20.00', real_money: '144.00', state: 1 });
      expect(info.data.info.expires_ms - info.data.info.created_ms).toBe(3_600_000);
      expect(info.data.cardlist.content).toBe('TRC20');
      expect(info.data.sandbox).toBe(1);

      expect(
        (await call(t.app, '/api/pay/sandbox/pay', { deposit_no: depositNo }, p.token)).code,
      ).toBe(200);
      expect(
        (await call(t.app, '/api/pay/sandbox/pay', { deposit_no: depositNo }, p.token)).code,
      ).toBe(200);
      expect(await balance(p.token)).toBe('144.00');
      expect(
        (await call(t.app, '/api/payinfo', { deposit_no: depositNo }, p.token)).data.info.state,
      ).toBe(2);
    });

    it('refuses a forged or altered callback', async () => {
      const p = await player('autodep02');
      const depositNo = (
        await call(
          t.app,
          '/api/recharge',
          { paytype: 'usdt', catepay: 'ERC20', amount: 30 },
          p.token,
        )
      ).message;
      const good = signCallback(await sandboxSecret(ctx), {
        deposit_no: depositNo,
        amount: '30.00',
        status: 'paid',
        ref: 'x',
      });
      const forged = { ...good, sign: 'a'.repeat(64) };
      const altered = { ...good, amount: '3000.00' };
      expect((await call(t.app, '/api/pay/callback/sandbox', forged)).status).toBe(403);
      expect((await call(t.app, '/api/pay/callback/sandbox', altered)).status).toBe(403);
      expect((await call(t.app, '/api/pay/callback/other', good)).status).toBe(404);
      expect(await balance(p.token)).toBe('0.00');
      expect((await call(t.app, '/api/pay/callback/sandbox', good)).code).toBe(200);
      expect(await balance(p.token)).toBe('216.00');
    });

    it('only the owner can read an order', async () => {
      const a = await player('orderowner1');
      const b = await player('orderother1');
      const depositNo = (
        await call(t.app, '/api/recharge', { paytype: 'usdt', amount: 20 }, a.token)
      ).message;
      expect((await call(t.app, '/api/payinfo', { deposit_no: depositNo }, b.token)).status).toBe(
        404,
      );
      expect(
        (await call(t.app, '/api/pay/sandbox/pay', { deposit_no: depositNo }, b.token)).status,
      ).toBe(404);
    });
  });

  describe('bank deposit (older screen)', () => {
    it('checks the range and the fields in the spec order', async () => {
      const p = await player('bankdep01');
      const base = {
        paytype: 'bank',
        amount: 500,
        bank_owner: '张三',
        bank: '招商银行',
        bank_no: '6225880011112222',
        bank_address: '深圳',
      };
      expect(await call(t.app, '/api/recharge', { ...base, amount: 50 }, p.token)).toMatchObject({
        status: 400,
        message: '请输入金额在100.00-10000.00之间！',
      });
      for (const [field, message] of [
        ['bank_owner', MSG.depositorRequired],
        ['bank', MSG.bankTypeRequired],
        ['bank_no', MSG.bankCardRequired],
        ['bank_address', MSG.bankAddressRequired],
      ] as const) {
        expect(await call(t.app, '/api/recharge', { ...base, [field]: '' }, p.token)).toMatchObject(
          {
            status: 400,
            message,
          },
        );
      }
      expect((await call(t.app, '/api/recharge', base, p.token)).code).toBe(200);
    });
  });

  describe('withdrawal', () => {
    it('checks payee, amount and password in the spec order, holds the money, pays or returns it', async () => {
      const p = await player('withdraw01', 100_000n);
      const usdt = await addPayee(t.ctx, p.id, {
        type: 2,
        bank: 'USDT',
        bank_owner: 'TRC20',
        bank_no: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
      });
      const card = await addPayee(t.ctx, p.id, {
        type: 1,
        bank: '招商银行',
        bank_owner: '张三',
        bank_no: '6225880011112222',
      });
      const w = (body: object) => call(t.app, '/api/withdraw', body, p.token);
      expect(await w({ amount: 200, password: 'secret123', type: 1 })).toMatchObject({
        status: 400,
        message: MSG.chooseUsdtAddress,
      });
      expect(await w({ amount: 200, password: 'secret123', type: 2 })).toMatchObject({
        status: 400,
        message: MSG.chooseBankCard,
      });
      expect(await w({ amount: 99.99, bank: card, password: 'secret123' })).toMatchObject({
        status: 400,
        message: '单笔取款不能低于100元',
      });
      expect(await w({ amount: 200, bank: card })).toMatchObject({
        status: 400,
        message: MSG.payPasswordRequired,
      });
      expect(await w({ amount: 200, bank: card, password: 'wrong' })).toMatchObject({
        status: 422,
        message: MSG.payPasswordWrong,
      });
      expect(await w({ amount: 2000, bank: card, password: 'secret123' })).toMatchObject({
        status: 422,
        message: MSG.insufficientBalance,
      });

      const paid = await w({ amount: 300, bank: card, password: 'secret123' });
      expect(paid).toMatchObject({ code: 200, message: MSG.submitted });
      expect(await balance(p.token)).toBe('700.00');
      const rejected = await w({ amount: 365, bank: usdt, password: 'secret123', type: 1 });
      expect(rejected.code).toBe(200);
      expect(await balance(p.token)).toBe('335.00');

      const rows = await t.store.db
        .selectFrom('withdrawals')
        .selectAll()
        .where('user_id', '=', p.id)
        .orderBy('id')
        .execute();
      // 365 / 7.30 = 50.00 USDT, less the 1.00 TRC20 fee.
      expect(rows[1]).toMatchObject({
        usdt_amount: '50.00',
        usdt_fee: '1.00',
        usdt_receive: '49.00',
      });
      await reviewWithdrawal(ctx, {
        id: rows[0]!.id,
        approve: true,
        remark: '',
        operatorId: OPERATOR,
      });
      await reviewWithdrawal(ctx, {
        id: rows[1]!.id,
        approve: false,
        remark: '地址有误',
        operatorId: OPERATOR,
      });
      expect(await balance(p.token)).toBe('700.00');
      expect(
        await refusalOf(
          reviewWithdrawal(ctx, {
            id: rows[1]!.id,
            approve: true,
            remark: '',
            operatorId: OPERATOR,
          }),
        ),
      ).toMatchObject({ code: 409 });
      expect(await balance(p.token)).toBe('700.00');
      const records = await call(
        t.app,
        '/api/gettransrecord',
        { type: 2, date: 1, page: 1 },
        p.token,
      );
      expect(records.data.data.map((r: { state_name: string }) => r.state_name)).toEqual([
        '已拒绝',
        '已通过',
      ]);
    });

    it("refuses another player's payee and a guest", async () => {
      const a = await player('payeeowner1', 50_000n);
      const b = await player('payeethief1', 50_000n);
      const card = await addPayee(t.ctx, a.id, {
        type: 1,
        bank: '中国银行',
        bank_owner: 'A',
        bank_no: '6217000011112222',
      });
      expect(
        await call(
          t.app,
          '/api/withdraw',
          { amount: 100, bank: card, password: 'secret123' },
          b.token,
        ),
      ).toMatchObject({ status: 404 });
      const guest = await call(t.app, '/api/guest_login');
      expect(
        await call(
          t.app,
          '/api/withdraw',
          { amount: 100, bank: card, password: 'x' },
          guest.data.api_token,
        ),
      ).toMatchObject({ status: 403, message: MSG.guestNotAllowed });
      expect(
        (await call(t.app, '/api/recharge', { paytype: 'usdt', amount: 20 }, guest.data.api_token))
          .status,
      ).toBe(403);
    });

    it('a turnover requirement blocks the withdrawal and is shown by getBetAmount', async () => {
      await updateWalletSettings(ctx, { turnover_multiple: '1.00' });
      try {
        const p = await player('turnover01');
        const depositNo = (
          await call(t.app, '/api/recharge', { paytype: 'usdt', amount: 20 }, p.token)
        ).message;
        await call(t.app, '/api/pay/sandbox/pay', { deposit_no: depositNo }, p.token);
        const card = await addPayee(t.ctx, p.id, {
          type: 1,
          bank: '中国银行',
          bank_owner: 'A',
          bank_no: '6217000011113333',
        });
        // What is left, and beside it the whole requirement and the part done.
        expect((await call(t.app, '/api/getBetAmount', {}, p.token)).data).toEqual({
          bet_amount: '144.00',
          bet_required: '144.00',
          bet_done: '0.00',
        });
        expect(
          await call(
            t.app,
            '/api/withdraw',
            { amount: 100, bank: card, password: 'secret123' },
            p.token,
          ),
        ).toMatchObject({ status: 422, message: MSG.turnoverShort });
      } finally {
        await updateWalletSettings(ctx, { turnover_multiple: '0.00' });
      }
    });

    it('100 simultaneous withdrawals of the whole balance: exactly one is accepted', async () => {
      const p = await player('racewd0001', 100_000n);
      const card = await addPayee(t.ctx, p.id, {
        type: 1,
        bank: '中国银行',
        bank_owner: 'A',
        bank_no: '6217000011114444',
      });
      await updateWalletSettings(ctx, { daily_withdraw_count: 100 });
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          call(
            t.app,
            '/api/withdraw',
            { amount: '1000.00', bank: card, password: 'secret123' },
            p.token,
          ),
        ),
      );
      await updateWalletSettings(ctx, { daily_withdraw_count: 5 });
      expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.code !== 200).every((a) => a.status === 422)).toBe(true);
      expect(await balance(p.token)).toBe('0.00');
      expect((await verifyLedger(t.store)).ok).toBe(true);
    });

    it('a repeated Idempotency-Key answers the first answer and moves nothing', async () => {
      const p = await player('idemwd0001', 100_000n);
      const card = await addPayee(t.ctx, p.id, {
        type: 1,
        bank: '中国银行',
        bank_owner: 'A',
        bank_no: '6217000011115555',
      });
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/withdraw',
          headers: {
            authorization: `Bearer ${p.token}`,
            'content-type': 'application/json',
            'idempotency-key': 'withdraw-key-0001',
          },
          payload: { amount: 100, bank: card, password: 'secret123' },
        });
      const first = (await send()).json();
      const second = (await send()).json();
      expect(second).toEqual(first);
      expect(await balance(p.token)).toBe('900.00');
    });
  });
});
