import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { createContext } from '../../platform/context.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { PNG_1PX, upload } from '../../test/uploads.ts';
import { listDeposits, reviewDeposit } from './deposits.service.ts';

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

  it('getpaybank: none until the operator sets accounts (audited), then those; players only', async () => {
    const token = await registerPlayer(t.app, `paybank${kind.slice(0, 2)}`, 'secret123');
    expect(await call(t.app, '/api/getpaybank')).toMatchObject({ status: 401 });
    expect(await call(t.app, '/api/getpaybank', {}, token)).toMatchObject({ code: 200, data: [] });

    const accounts = [
      {
        bank_name: '招商银行',
        bank_owner: '星河科技有限公司',
        bank_no: '6225 8800 1234 5678',
        bank_address: '深圳分行',
      },
    ];
    const saved = await call(
      t.app,
      '/api/admin/settings/update',
      { wallet: { pay_banks: accounts } },
      ops,
    );
    expect(saved.code).toBe(200);
    expect(saved.data.wallet.pay_banks).toEqual(accounts);
    expect(await call(t.app, '/api/getpaybank', {}, token)).toMatchObject({ data: accounts });
    const audit = await t.store.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'settings.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toContain('6225 8800 1234 5678');

    for (const bad of [
      [{ bank_name: '', bank_owner: 'x', bank_no: '62258800' }],
      [{ bank_name: '招商银行', bank_owner: 'x', bank_no: 'abc' }],
      Array.from({ length: 6 }, () => accounts[0]),
    ]) {
      expect(
        await call(t.app, '/api/admin/settings/update', { wallet: { pay_banks: bad } }, ops),
      ).toMatchObject({ status: 400, message: MSG.payBankInvalid });
    }
    expect(await call(t.app, '/api/getpaybank', {}, token)).toMatchObject({ data: accounts });
  });
});
