import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { MSG } from '@app/contract/messages';
import { setToken } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeAll(() => {
  // jsdom has no pointer capture; the popup's drag gesture asks for it.
  if (!('setPointerCapture' in Element.prototype)) {
    Object.assign(Element.prototype, {
      setPointerCapture: () => {},
      releasePointerCapture: () => {},
      hasPointerCapture: () => false,
    });
  }
});

async function submitExpecting(message: string) {
  await user().click(screen.getByRole('button', { name: '确认绑定' }));
  expect(await screen.findByText(message)).toBeTruthy();
}

describe('/addBankCard', () => {
  test('checks the rules in the order of the spec before any call, then binds', async () => {
    setToken('tok-1');
    const server = mockApi({
      bankList: () => ({
        data: [
          { bank_name: '中国工商银行', ico: '/banks/icbc.png' },
          { bank_name: '招商银行', ico: '/banks/cmb.png' },
        ],
      }),
      bindCard: () => ({
        data: {
          id: 31,
          type: 1,
          bank: '招商银行',
          bank_owner: '张三',
          bank_no: '**** **** 1234',
          last4: '1234',
          bank_address: '深圳南山支行',
          ico: '/banks/cmb.png',
        },
      }),
    });
    const app = renderApp('/addBankCard');
    await screen.findByPlaceholderText('请输入持卡人姓名');

    await submitExpecting(MSG.holderRequired);
    await user().type(screen.getByPlaceholderText('请输入持卡人姓名'), '张三');
    await submitExpecting(MSG.bankRequired);

    await user().click(screen.getByRole('button', { name: '开户银行' }));
    await user().click(await screen.findByText('招商银行'));
    await submitExpecting(MSG.openingBankRequired);
    await user().type(screen.getByPlaceholderText(/请输入开户行地址/), '深圳南山支行');
    await submitExpecting(MSG.cardNoRequired);
    await user().type(screen.getByPlaceholderText('请输入银行卡号'), '6225');
    await submitExpecting(MSG.cardPayPasswordRequired);
    await user().type(screen.getByPlaceholderText('请输入6-18位支付密码'), '123');
    // Both too short: the card number is named first.
    await submitExpecting(MSG.cardNoLength);
    await user().type(screen.getByPlaceholderText('请输入银行卡号'), '88001234');
    await submitExpecting(MSG.cardPayPasswordLength);
    expect(server.callsTo('bindCard')).toHaveLength(0);

    await user().type(screen.getByPlaceholderText('请输入6-18位支付密码'), '456');
    await user().click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText(MSG.bound)).toBeTruthy();
    expect(server.callsTo('bindCard').map((c) => c.body)).toEqual([
      {
        bank_owner: '张三',
        bank: '招商银行',
        bank_address: '深圳南山支行',
        bank_no: '622588001234',
        pay_pass: '123456',
        ico: '/banks/cmb.png',
      },
    ]);
    await waitFor(() => expect(app.location()).toBe('/cards?tab=2'));
  });

  test('the card number is grouped by 4 as it is typed', async () => {
    setToken('tok-1');
    mockApi({});
    renderApp('/addBankCard');
    const input = await screen.findByPlaceholderText('请输入银行卡号');
    await user().type(input, '6222a0212-3456');
    expect((input as HTMLInputElement).value).toBe('6222 0212 3456');
  });

  test('without a bank list from the server, common banks are offered', async () => {
    setToken('tok-1');
    mockApi({ bankList: () => ({ code: 500, message: '服务器错误，请稍后再试' }) });
    renderApp('/addBankCard');
    await user().click(await screen.findByRole('button', { name: '开户银行' }));
    expect(await screen.findByText('中国建设银行')).toBeTruthy();
    expect(screen.getByText('上海浦东发展银行')).toBeTruthy();
    // Quietly: the failure is not shown to the player.
    expect(screen.queryByText('服务器错误，请稍后再试')).toBeNull();
  });

  test('a wrong payment password is shown and must be typed again', async () => {
    setToken('tok-1');
    mockApi({
      bankList: () => ({ data: [] }),
      bindCard: () => ({ code: 422, message: MSG.payPasswordWrong }),
    });
    const app = renderApp('/addBankCard');
    await user().type(await screen.findByPlaceholderText('请输入持卡人姓名'), '张三');
    await user().click(screen.getByRole('button', { name: '开户银行' }));
    await user().click(await screen.findByText('中国银行'));
    await user().type(screen.getByPlaceholderText(/请输入开户行地址/), '上海分行');
    await user().type(screen.getByPlaceholderText('请输入银行卡号'), '6216610100001234');
    const pay = screen.getByPlaceholderText('请输入6-18位支付密码') as HTMLInputElement;
    await user().type(pay, 'wrong123');
    await user().click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText(MSG.payPasswordWrong)).toBeTruthy();
    await waitFor(() => expect(pay.value).toBe(''));
    expect(app.location()).toBe('/addBankCard');
  });
});
