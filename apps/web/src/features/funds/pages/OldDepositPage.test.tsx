import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER, type PlayerHandlers } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import '../../../test/jsdom-pointer.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function server(extra: PlayerHandlers = {}) {
  return mockApi({
    user: () => ({ data: PLAYER }),
    getPayWay: () => ({ data: { card: 1, usdt: 1, wechat: 0, alipay: 0, manual: 1 } }),
    getPayRange: (body) =>
      (body as { type: string }).type === 'bank'
        ? { data: { min_price: '200.00', max_price: '50000.00' } }
        : { data: { min_price: '10.00', max_price: '100000.00' } },
    bankList: () => ({
      data: [
        { bank_name: '中国银行', ico: '' },
        { bank_name: '招商银行', ico: '' },
      ],
    }),
    getPayBank: () => ({ data: [] }),
    usdtInfo: () => ({
      data: {
        bank_name: 'USDT-TRC20',
        qrcodeurl: '',
        account: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
        rate: '7.20',
        auto_protocols: ['TRC20', 'ERC20'],
      },
    }),
    ...extra,
  });
}

describe('/recharge (older deposit screen)', () => {
  test('the bank way checks the range, then name, bank, card number and address in order', async () => {
    setToken('tok-1');
    const api = server({ recharge: () => ({ message: 'D2024', data: { deposit_no: 'D2024' } }) });
    const app = renderApp('/recharge');
    await user().click(await screen.findByText('银行卡'));
    const submit = () => user().click(screen.getByRole('button', { name: '立即存款' }));
    const type = (label: string, text: string) => user().type(screen.getByLabelText(label), text);

    await waitFor(() => expect(screen.getByPlaceholderText('单笔 200 - 50000')).toBeTruthy());
    await type('存款金额', '100');
    await submit();
    expect(await screen.findByText('请输入金额在200-50000之间！')).toBeTruthy();

    await user().clear(screen.getByLabelText('存款金额'));
    await type('存款金额', '500');
    await submit();
    expect(await screen.findByText('请输入存款人姓名')).toBeTruthy();
    await type('存款人姓名', '张三');
    await submit();
    expect(await screen.findByText('请输入银行类型')).toBeTruthy();

    await user().click(screen.getByRole('button', { name: '选择' }));
    await user().click(await screen.findByText('招商银行'));
    expect((screen.getByLabelText('银行类型') as HTMLInputElement).value).toBe('招商银行');
    await submit();
    expect(await screen.findByText('请输入银行卡号')).toBeTruthy();
    await type('银行卡号', '6225880112345678');
    await submit();
    expect(await screen.findByText('请输入银行开户行地址')).toBeTruthy();
    await type('开户行地址', '深圳南山支行');
    await submit();

    expect(await screen.findByText('提交成功，等待后台审核')).toBeTruthy();
    expect(api.callsTo('recharge')[0]?.body).toEqual({
      paytype: 'bank',
      amount: '500',
      bank: '招商银行',
      bank_address: '深圳南山支行',
      bank_no: '6225880112345678',
      bank_owner: '张三',
    });
    await waitFor(() => expect(app.location()).toBe('/transRecord'), { timeout: 6_000 });
  }, 15_000);

  test('before the server answers the range is 100-10000', async () => {
    setToken('tok-1');
    server({ getPayRange: () => ({ code: 404, message: 'x' }) });
    renderApp('/recharge');
    await user().click(await screen.findByText('银行卡'));
    await user().type(screen.getByLabelText('存款金额'), '99');
    await user().click(screen.getByRole('button', { name: '立即存款' }));
    expect(await screen.findByText('请输入金额在100-10000之间！')).toBeTruthy();
  });

  test('the USDT way creates an order and opens /payInfo', async () => {
    setToken('tok-1');
    const api = server({ recharge: () => ({ data: { deposit_no: 'D77' } }) });
    const app = renderApp('/recharge');
    expect(await screen.findByText('TRC20')).toBeTruthy();
    await user().type(await screen.findByLabelText('存款金额'), '20');
    await user().click(screen.getByRole('button', { name: '立即存款' }));
    await waitFor(() => expect(app.location()).toBe('/payInfo?deposit_no=D77'), {
      timeout: 6_000,
    });
    expect(api.callsTo('recharge')[0]?.body).toEqual({
      paytype: 'usdt',
      catepay: 'TRC20',
      amount: '20',
    });
    expect(api.callsTo('getPayRange')[0]?.body).toEqual({ type: 'usdt-trc20' });
  });

  test("the bank way shows the operator's receiving accounts, or says none is set", async () => {
    setToken('tok-1');
    server({
      getPayBank: () => ({
        data: [
          {
            bank_name: '工商银行',
            bank_owner: '星河科技有限公司',
            bank_no: '6222 0200 1234 5678',
            bank_address: '深圳分行',
          },
        ],
      }),
    });
    const first = renderApp('/recharge');
    await user().click(await screen.findByText('银行卡'));
    const accounts = await screen.findByRole('region', { name: '收款账户' });
    expect(await within(accounts).findByText('工商银行')).toBeTruthy();
    expect(within(accounts).getByText('户名：星河科技有限公司')).toBeTruthy();
    expect(within(accounts).getByText('6222 0200 1234 5678')).toBeTruthy();
    expect(within(accounts).getByRole('button', { name: '复制卡号' })).toBeTruthy();
    first.unmount();

    server();
    renderApp('/recharge');
    await user().click(await screen.findByText('银行卡'));
    expect(await screen.findByText('暂未设置收款账户，请先联系客服再转账')).toBeTruthy();
  });

  test('only the offered pay ways are shown, once known', async () => {
    setToken('tok-1');
    server({
      getPayWay: () => ({ data: { card: 0, usdt: 1, wechat: 0, alipay: 0, manual: 1 } }),
    });
    renderApp('/recharge');
    expect(await screen.findByText('USDT')).toBeTruthy();
    expect(screen.queryByText('银行卡')).toBeNull();
  });

  test('USDT offers only the automatic protocols: BEP20 when listed, none: no submit', async () => {
    setToken('tok-1');
    const usdt = (auto_protocols: ('TRC20' | 'ERC20' | 'BEP20')[]) => ({
      data: {
        bank_name: '',
        qrcodeurl: '',
        account: '',
        rate: '7.20',
        auto_protocols,
      },
    });
    const api = server({
      usdtInfo: () => usdt(['TRC20', 'BEP20']),
      recharge: () => ({ data: { deposit_no: 'D78' } }),
    });
    const first = renderApp('/recharge');
    await user().click(await screen.findByText('BEP20'));
    expect(screen.queryByText('ERC20')).toBeNull();
    await user().type(screen.getByLabelText('存款金额'), '20');
    await user().click(screen.getByRole('button', { name: '立即存款' }));
    await waitFor(() =>
      expect(api.callsTo('recharge')[0]?.body).toEqual({
        paytype: 'usdt',
        catepay: 'BEP20',
        amount: '20',
      }),
    );
    first.unmount();

    server({ usdtInfo: () => usdt([]) });
    renderApp('/recharge');
    expect(
      await screen.findByText('该协议暂不支持自动到账，请选择其他协议或人工充值'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立即存款' })).toBeNull();
  });
});
