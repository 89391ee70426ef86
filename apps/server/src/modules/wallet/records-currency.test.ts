import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { createContext } from '../../platform/context.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { PNG_1PX, upload } from '../../test/uploads.ts';
import { withPayBank } from '../../test/pay-banks.ts';
import { listDeposits, reviewDeposit } from './deposits.service.ts';
import { updateWalletSettings } from './wallet-settings.ts';

const OPS = { name: 'paybank01', password: 'paybank-pass-1' };

describe.each(TEST_DATABASES)('transaction records in two currencies, pay banks on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ctx: ReturnType<typeof createContext>;
  let ops: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ctx = createContext(t.config, t.store);
    await ensureOperator(ctx, OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it('a 50 USDT deposit shows the USDT paid beside the yuan credited; a bank one only yuan', async () => {
    const token = await registerPlayer(t.app, `usdtrec${kind.slice(0, 2)}`, 'secret123');
    const shot = (await upload(t.app, token, PNG_1PX)).data;
    const created = await call(t.app, '/api/uploadform', { url: shot, num: '50' }, token);
    expect(created.code).toBe(200);
    const row = (await listDeposits(ctx, { state: 1, page: 1 })).data.find(
      (d) => d.deposit_no === created.data.deposit_no,
    )!;
    await reviewDeposit(ctx, { id: row.id, approve: true, remark: '', operatorId: 0 });
    await withPayBank(ctx);
    const bank = await call(
      t.app,
      '/api/recharge',
      {
        paytype: 'bank',
        amount: '200',
        bank: '中国银行',
        bank_no: '6217000011112222',
        bank_owner: '张三',
        bank_address: '北京分行',
      },
      token,
    );
    expect(bank.code).toBe(200);

    const records = await call(t.app, '/api/gettransrecord', { type: 1, date: 4, page: 1 }, token);
    const [bankRow, usdtRow] = records.data.data;
    // The demo rate is 7.20 yuan per USDT: 50 USDT credited 360.00.
    expect(usdtRow).toMatchObject({
      amount: '360.00',
      currency: 'USDT',
      usdt_amount: '50.00',
      state_name: '已通过',
    });
    expect(bankRow).toMatchObject({ amount: '200.00', currency: 'CNY', usdt_amount: '' });
    expect(await call(t.app, '/api/balance', {}, token)).toMatchObject({
      data: { balance: '360.00' },
    });
  });

  it('without a receiving bank account the bank way is neither offered nor accepted; the console adds, edits and removes accounts, audited', async () => {
    await updateWalletSettings(ctx, { pay_banks: [] });
    const token = await registerPlayer(t.app, `paybank${kind.slice(0, 2)}`, 'secret123');
    expect(await call(t.app, '/api/getpaybank')).toMatchObject({ status: 401 });
    expect(await call(t.app, '/api/getpaybank', {}, token)).toMatchObject({ code: 200, data: [] });
    const payWays = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/get_pay_way',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().data;
    expect(await payWays()).toMatchObject({ card: 0, usdt: 1 });
    const bankDeposit = () =>
      call(
        t.app,
        '/api/recharge',
        {
          paytype: 'bank',
          amount: '500',
          bank: '中国银行',
          bank_no: '6217000011112222',
          bank_owner: '张三',
          bank_address: '北京分行',
        },
        token,
      );
    const pendingBefore = (await listDeposits(ctx, { state: 1, page: 1 })).total;
    expect(await bankDeposit()).toMatchObject({ status: 422, message: MSG.bankDepositClosed });
    expect((await listDeposits(ctx, { state: 1, page: 1 })).total).toBe(pendingBefore);

    const account = {
      bank_name: '招商银行',
      bank_owner: '星河科技有限公司',
      bank_no: '6225 8800 1234 5678',
      bank_address: '深圳分行',
    };
    const created = await call(t.app, '/api/admin/pay-banks/create', account, ops);
    expect(created).toMatchObject({ code: 200, data: { ...account } });
    const id = created.data.id as number;
    expect(await call(t.app, '/api/getpaybank', {}, token)).toMatchObject({ data: [account] });
    expect(await payWays()).toMatchObject({ card: 1 });
    expect(await bankDeposit()).toMatchObject({ code: 200 });

    const moved = { ...account, bank_address: '上海分行' };
    expect(await call(t.app, '/api/admin/pay-banks/update', { id, ...moved }, ops)).toMatchObject({
      code: 200,
      data: { id, ...moved },
    });
    expect(await call(t.app, '/api/admin/pay-banks', {}, ops)).toMatchObject({
      data: [{ id, ...moved }],
    });
    const audit = async (action: string) =>
      t.store.db
        .selectFrom('audit_log')
        .select(['target', 'detail'])
        .where('action', '=', action)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    expect(await audit('pay_bank.create')).toMatchObject({ target: `pay_bank:${id}` });
    expect((await audit('pay_bank.create')).detail).toContain('6225 8800 1234 5678');
    expect(JSON.parse((await audit('pay_bank.update')).detail)).toEqual({
      bank_address: { before: '深圳分行', after: '上海分行' },
    });

    for (const [bad, message] of [
      [{ ...account, bank_name: '' }, MSG.payBankNameInvalid],
      [{ ...account, bank_owner: ' ' }, MSG.payBankOwnerInvalid],
      [{ ...account, bank_no: 'abc' }, MSG.payBankNoInvalid],
      [{ ...account, bank_address: 'x'.repeat(129) }, MSG.payBankAddressInvalid],
    ] as const) {
      expect(await call(t.app, '/api/admin/pay-banks/create', bad, ops)).toMatchObject({
        status: 400,
        message,
      });
    }
    for (let i = 0; i < 4; i += 1) {
      expect((await call(t.app, '/api/admin/pay-banks/create', account, ops)).code).toBe(200);
    }
    expect(await call(t.app, '/api/admin/pay-banks/create', account, ops)).toMatchObject({
      status: 422,
      message: MSG.payBanksFull,
    });
    // The site settings no longer carry the accounts: a list there changes nothing.
    await call(t.app, '/api/admin/settings/update', { wallet: { pay_banks: [] } }, ops);
    expect((await call(t.app, '/api/getpaybank', {}, token)).data).toHaveLength(5);

    for (const bank of (await call(t.app, '/api/admin/pay-banks', {}, ops)).data) {
      const removed = await call(t.app, '/api/admin/pay-banks/delete', { id: bank.id }, ops);
      expect(removed).toMatchObject({ code: 200, data: { id: bank.id } });
    }
    expect(await audit('pay_bank.delete')).toMatchObject({
      target: expect.stringMatching(/^pay_bank:/),
    });
    expect(await call(t.app, '/api/admin/pay-banks/delete', { id }, ops)).toMatchObject({
      status: 404,
      message: MSG.payBankNotFound,
    });
    expect(await call(t.app, '/api/getpaybank', {}, token)).toMatchObject({ data: [] });
    expect(await payWays()).toMatchObject({ card: 0 });
    expect(await bankDeposit()).toMatchObject({ status: 422, message: MSG.bankDepositClosed });
  });
});
