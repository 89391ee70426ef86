import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Globals } from '@react-spring/web';
import { MSG } from '@app/contract/messages';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER, type PlayerHandlers } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import '../../../test/jsdom-pointer.ts';

// Overlays are still animating in jsdom; clicking through them is what a player does.
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const USDT_CARDS = [
  {
    id: 11,
    type: 2,
    bank: 'USDT',
    bank_owner: 'TRC20',
    bank_no: 'TXYZ****AeBf',
    last4: 'AeBf',
    bank_address: '',
    ico: '',
  },
  {
    id: 12,
    type: 2,
    bank: 'USDT',
    bank_owner: 'ERC20',
    bank_no: '0x8f****A063',
    last4: 'A063',
    bank_address: '',
    ico: '',
  },
];
const BANK_CARDS = [
  {
    id: 21,
    type: 1,
    bank: '招商银行',
    bank_owner: '张三',
    bank_no: '**** **** 6789',
    last4: '6789',
    bank_address: '深圳分行',
    ico: '',
  },
];

function withdrawalServer(extra: PlayerHandlers = {}) {
  return mockApi({
    user: () => ({
      data: {
        ...PLAYER,
        balance: '1500.00',
        withdrawusdtrate: '7.30',
        withdrawfeeusdttrc: '1.00',
        withdrawcashfee: '5.00',
      },
    }),
    balance: () => ({ data: { balance: '1500.00' } }),
    balanceList: () => ({
      data: [
        { platname: 'demo1', name: 'AG视讯', category: 'live', balance: '10.50' },
        { platname: 'demo2', name: 'BG视讯', category: 'live', balance: '0.25' },
        { platname: 'demo6', name: '演示电子三', category: 'live', balance: '100.00' },
        { platname: 'demo5', name: '演示电子二', category: 'live', balance: '1.00' },
      ],
    }),
    getBetAmount: () => ({
      data: { bet_amount: '250.00', bet_required: '1000.00', bet_done: '750.00' },
    }),
    getCard: (body) => ({
      data: (body as { type: number }).type === 2 ? USDT_CARDS : BANK_CARDS,
    }),
    ...extra,
  });
}

const submit = () => user().click(screen.getByRole('button', { name: '立即取款' }));
const amountInput = () => screen.getByLabelText('取款金额') as HTMLInputElement;
const passwordInput = () => screen.getByLabelText('支付密码') as HTMLInputElement;

/** Opens the payee picker, picks the payee and waits until the picker has closed. */
async function choosePayee(name: RegExp) {
  await user().click(await screen.findByRole('button', { name: /收款地址|收款银行卡/ }));
  const item = await screen.findByText(name);
  await user().click(item);
  await waitFor(() =>
    expect((item.closest('.adm-popup') as HTMLElement | null)?.style.display).toBe('none'),
  );
}

describe('/withdrawal', () => {
  // The payee picker closes through antd-mobile's react-spring animation, whose frames jsdom runs
  // unreliably on a busy machine: in this file every animation ends at once (isolate: true keeps
  // the setting to this file), so the tests see the close itself.
  beforeAll(() => {
    Globals.assign({ skipAnimation: true });
  });
  afterAll(() => {
    Globals.assign({ skipAnimation: false });
  });

  test('checks payee, amount and password in order with the spec messages, then submits once', async () => {
    setToken('tok-1');
    const server = withdrawalServer({
      withdraw: () => ({ message: MSG.submitted, data: { order_no: 'W1' } }),
    });
    const app = renderApp('/withdrawal');
    await screen.findByText('250.00'); // turnover requirement, read-only

    await submit();
    expect(await screen.findByText('请选择USDT地址')).toBeTruthy();

    await choosePayee(/TRC20 \*\*\*\* AeBf/);
    await user().type(amountInput(), '99.99');
    await submit();
    expect(await screen.findByText('单笔取款不能低于100元')).toBeTruthy();

    await user().clear(amountInput());
    await user().type(amountInput(), '100');
    await submit();
    expect(await screen.findByText('请输入您的支付密码')).toBeTruthy();
    expect(server.callsTo('withdraw')).toHaveLength(0);

    await user().type(passwordInput(), '123456');
    await submit();
    expect(await screen.findByText('提交成功，等待后台审核')).toBeTruthy();
    const [call] = server.callsTo('withdraw');
    expect(call?.body).toEqual({ amount: '100', bank: 11, password: '123456', type: 1 });
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    // the form is reset, then the records screen follows after 1.5 s
    expect(amountInput().value).toBe('');
    expect(passwordInput().value).toBe('');
    expect(screen.getByText('请选择USDT地址')).toBeTruthy();
    expect(app.location()).toBe('/withdrawal');
    // …on the withdrawals, where the one just submitted is.
    await waitFor(() => expect(app.location()).toBe('/transRecord?type=2'), { timeout: 6_000 });
  }, 15_000);

  test('the turnover shows what is done, what is required and what is left', async () => {
    setToken('tok-1');
    withdrawalServer();
    renderApp('/withdrawal');
    const box = await screen.findByRole('group', { name: '打码量' });
    await waitFor(() => expect(within(box).getByTestId('turnover').textContent).toBe('250.00'));
    expect(within(box).getByText('已完成 750.00 / 需完成 1000.00，还差 250.00')).toBeTruthy();
    expect(within(box).getByText('完成打码量后方可取款')).toBeTruthy();
  });

  test('with the turnover done it says the withdrawal may go ahead', async () => {
    setToken('tok-1');
    withdrawalServer({
      getBetAmount: () => ({
        data: { bet_amount: '0.00', bet_required: '144.00', bet_done: '144.00' },
      }),
    });
    renderApp('/withdrawal');
    const box = await screen.findByRole('group', { name: '打码量' });
    expect(await within(box).findByText('打码量已完成，可以取款')).toBeTruthy();
    expect(within(box).getByText('已完成 144.00 / 需完成 144.00，还差 0.00')).toBeTruthy();
  });

  test('each submission attempt carries a new idempotency key', async () => {
    setToken('tok-1');
    const server = withdrawalServer({
      withdraw: () => ({ code: 422, message: MSG.turnoverShort }),
    });
    renderApp('/withdrawal');
    await choosePayee(/TRC20/);
    await user().type(amountInput(), '200');
    await user().type(passwordInput(), '123456');
    await submit();
    expect(await screen.findByText(MSG.turnoverShort)).toBeTruthy();
    await submit();
    await waitFor(() => expect(server.callsTo('withdraw')).toHaveLength(2));
    const [first, second] = server.callsTo('withdraw');
    expect(first?.headers['Idempotency-Key']).not.toBe(second?.headers['Idempotency-Key']);
  });

  test('the bank tab asks for a bank card and sends type 2', async () => {
    setToken('tok-1');
    const server = withdrawalServer({
      withdraw: () => ({ message: MSG.submitted, data: { order_no: 'W2' } }),
    });
    renderApp('/withdrawal');
    await user().click(await screen.findByText('银行卡提现'));
    await submit();
    expect(await screen.findByText('请选择您要提现到的银行卡')).toBeTruthy();
    await choosePayee(/招商银行 \*\*\*\* 6789/);
    await user().type(amountInput(), '300.5');
    await user().type(passwordInput(), '654321');
    await submit();
    await waitFor(() => expect(server.callsTo('withdraw')).toHaveLength(1));
    expect(server.callsTo('withdraw')[0]?.body).toEqual({
      amount: '300.5',
      bank: 21,
      password: '654321',
      type: 2,
    });
    expect(server.callsTo('getCard').map((c) => c.body)).toContainEqual({ type: 1 });
    // no USDT quote on the bank tab
    expect(screen.queryByText('提现汇率')).toBeNull();
  });

  test('USDT amount = amount / rate rounded down, minus the payee protocol fee', async () => {
    setToken('tok-1');
    withdrawalServer();
    renderApp('/withdrawal');
    await choosePayee(/TRC20/);
    await user().type(amountInput(), '1000');
    // The rate is named for its way: withdrawals pay at 提现汇率 (deposits credit at their own).
    const rate = await screen.findByText('提现汇率');
    expect(rate.parentElement?.querySelector('dd')?.textContent).toBe('1 USDT = 7.30 元');
    // 1000 / 7.30 = 136.986… → 136.98; TRC20 fee 1.00
    await waitFor(() => expect(screen.getByTestId('usdt-amount').textContent).toBe('136.98'));
    expect(screen.getByTestId('usdt-fee').textContent).toBe('1.00 USDT/笔');
    expect(screen.getByTestId('usdt-received').textContent).toBe('135.98 USDT');

    // an ERC20 payee has its own fee; choosing clears the amount
    await choosePayee(/ERC20/);
    expect(amountInput().value).toBe('');
    await user().type(amountInput(), '30');
    // 30 / 7.30 = 4.10, fee 5.00 → never below 0
    await waitFor(() => expect(screen.getByTestId('usdt-amount').textContent).toBe('4.10'));
    expect(screen.getByTestId('usdt-fee').textContent).toBe('5.00 USDT/笔');
    expect(screen.getByTestId('usdt-received').textContent).toBe('0.00 USDT');
  });

  test('switching tab clears payee, amount, password and fee', async () => {
    setToken('tok-1');
    withdrawalServer();
    renderApp('/withdrawal');
    await choosePayee(/TRC20/);
    await user().type(amountInput(), '500');
    await user().type(passwordInput(), '123456');
    expect(screen.getByTestId('usdt-fee').textContent).toBe('1.00 USDT/笔');

    await user().click(screen.getByText('银行卡提现'));
    expect(await screen.findByText('请选择您要提现到的银行卡')).toBeTruthy();
    expect(amountInput().value).toBe('');
    expect(passwordInput().value).toBe('');

    await user().click(screen.getByText('USDT提现'));
    expect(await screen.findByText('请选择USDT地址')).toBeTruthy();
    expect(screen.getByTestId('usdt-fee').textContent).toBe('--');
    expect(amountInput().value).toBe('');
  });

  test('choosing a payee clears password and amount and closes the picker', async () => {
    setToken('tok-1');
    withdrawalServer();
    renderApp('/withdrawal');
    await choosePayee(/TRC20/);
    await user().type(amountInput(), '500');
    await user().type(passwordInput(), '123456');
    await choosePayee(/ERC20/);
    expect(amountInput().value).toBe('');
    expect(passwordInput().value).toBe('');
    await waitFor(() =>
      expect(
        (screen.getByText('选择USDT地址').closest('.adm-popup') as HTMLElement).style.display,
      ).toBe('none'),
    );
    expect(screen.getByRole('button', { name: /收款地址/ }).textContent).toContain('ERC20');
  });

  test('wallets: central balance, game wallet total, 3 venues until expanded, max fills the balance', async () => {
    setToken('tok-1');
    withdrawalServer();
    renderApp('/withdrawal');
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('111.75'));
    expect(screen.getByTestId('central-balance').textContent).toBe('1500.00');
    expect(screen.getByText('演示电子三')).toBeTruthy();
    expect(screen.queryByText('演示电子二')).toBeNull();
    await user().click(screen.getByRole('button', { name: /展开/ }));
    expect(screen.getByText('演示电子二')).toBeTruthy();

    await user().click(screen.getByRole('button', { name: '最大' }));
    expect(amountInput().value).toBe('1500.00');
  });

  test('a venue that did not answer shows -- and the total says it is partial', async () => {
    setToken('tok-1');
    withdrawalServer({
      balanceList: () => ({
        data: [
          { platname: 'demo1', name: 'AG视讯', category: 'live', balance: '10.50' },
          { platname: 'demo2', name: 'BG视讯', category: 'live', balance: null },
        ],
      }),
    });
    renderApp('/withdrawal');
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('10.50'));
    expect(screen.getByText(/部分场馆暂未响应/)).toBeTruthy();
    expect(screen.getByText('BG视讯').nextSibling?.textContent).toBe('--');
  });

  test('a failing venue list does not break the screen; one-click recovery refreshes', async () => {
    setToken('tok-1');
    let recovered = false;
    const server = withdrawalServer({
      balanceList: () => ({ code: 404, message: 'not yet' }),
      transAll: () => {
        recovered = true;
        return { message: '操作成功', data: { recovered: '111.75', pending: 0, failed: 0 } };
      },
      balance: () => ({ data: { balance: recovered ? '1611.75' : '1500.00' } }),
    });
    renderApp('/withdrawal');
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('--'));
    expect(screen.queryByText('not yet')).toBeNull(); // silent
    await user().click(screen.getByRole('button', { name: '一键回收' }));
    await waitFor(() => expect(screen.getByTestId('central-balance').textContent).toBe('1611.75'));
    expect(server.callsTo('transAll')).toHaveLength(1);
  });

  test('no saved address: the picker links to /addUsdtCard', async () => {
    setToken('tok-1');
    withdrawalServer({ getCard: () => ({ data: [] }) });
    const app = renderApp('/withdrawal');
    await user().click(await screen.findByRole('button', { name: /收款地址/ }));
    const popup = await screen.findByText('您还没有添加USDT地址');
    expect(popup).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '添加USDT地址' }));
    await waitFor(() => expect(app.location()).toBe('/addUsdtCard'));
  });

  test('a trial account sees why instead of the form', async () => {
    setToken('tok-guest');
    withdrawalServer({ user: () => ({ data: { ...PLAYER, is_guest: 1 } }) });
    renderApp('/withdrawal');
    expect(await screen.findByText(MSG.guestNotAllowed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立即取款' })).toBeNull();
    expect(within(document.body).queryByText('中心钱包')).toBeNull();
  });
});
