import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER, type PlayerHandlers } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { VENUE_LIST } from '../test-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function openTransfer(handlers: PlayerHandlers = {}, transferstatus = 0) {
  setToken('tok-1');
  const server = mockApi({
    user: () => ({ data: { ...PLAYER, transferstatus } }),
    balance: () => ({ data: { balance: '1000.00' } }),
    balanceList: () => ({ data: VENUE_LIST }),
    ...handlers,
  });
  const app = renderApp('/transfer');
  return { server, app };
}

/** The wallet a side shows, e.g. "转出：中心钱包". */
const side = (label: '转出' | '转入', name: string) =>
  screen.findByRole('button', { name: `${label}：${name}` });

async function pick(label: '转出' | '转入', current: string, choice: string) {
  await user().click(await side(label, current));
  const popup = (await screen.findAllByText(choice))
    .map((node) => node.closest('.adm-picker'))
    .find((node): node is HTMLElement => node !== null);
  if (!popup) throw new Error(`no picker offers ${choice}`);
  const item = within(popup)
    .getAllByText(choice)
    .find((node) => node.closest('.adm-picker-view-column-item'));
  // A tap, not a drag: the wheel's drag handling needs pointer capture, which jsdom lacks.
  fireEvent.click(item!);
  await waitFor(() => expect(item?.closest('[data-selected="true"]')).not.toBeNull());
  // The wheel hands its choice to the picker's 确定 through a zero-wait debounce: a timer whose
  // render must land before the tap. Inside act, that render is flushed when the timer has run,
  // whatever the machine's load (a bare sleep let the tap come first when timers bunched up).
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  fireEvent.click(within(popup).getByText('确定'));
}

describe('/transfer', () => {
  test('starts from the platform wallet to the first venue, with both balances', async () => {
    openTransfer();
    expect(await side('转出', '中心钱包')).toBeTruthy();
    expect(await side('转入', '演示真人一')).toBeTruthy();
    expect(screen.getByText('可转余额 ¥1000.00')).toBeTruthy();
  });

  test("?target= picks the venue to move money into (a game's 转入资金 link)", async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: { ...PLAYER, transferstatus: 0 } }),
      balance: () => ({ data: { balance: '1000.00' } }),
      balanceList: () => ({
        data: [
          ...VENUE_LIST,
          { platname: 'house', name: '自营游戏', category: 'slots', balance: '0.00' },
        ],
      }),
    });
    renderApp('/transfer?target=house');
    expect(await side('转入', '自营游戏')).toBeTruthy();
    expect(await side('转出', '中心钱包')).toBeTruthy();
  });

  test('an empty amount is refused with 请输入操作金额！ and nothing is sent', async () => {
    const { server } = openTransfer();
    await side('转入', '演示真人一');
    await user().click(screen.getByRole('button', { name: '确认转账' }));
    expect(await screen.findByText('请输入操作金额！')).toBeTruthy();
    expect(server.callsTo('transfer')).toHaveLength(0);
  });

  test('two venue wallets are refused with 场馆内钱包不支持互转', async () => {
    const { server } = openTransfer();
    await side('转入', '演示真人一');
    await user().click(screen.getByRole('button', { name: '交换转出和转入' }));
    expect(await side('转出', '演示真人一')).toBeTruthy();
    await pick('转入', '中心钱包', '演示真人二');
    expect(await side('转入', '演示真人二')).toBeTruthy();
    await user().type(screen.getByRole('textbox', { name: '转账金额' }), '10');
    await user().click(screen.getByRole('button', { name: '确认转账' }));
    expect(await screen.findByText('场馆内钱包不支持互转')).toBeTruthy();
    expect(server.callsTo('transfer')).toHaveLength(0);
  });

  test('all-in fills the source balance and the transfer is sent once, with an Idempotency-Key', async () => {
    const { server } = openTransfer({
      transfer: () => ({
        data: { order_no: 'VT1', platname: 'demo1', direction: 'in', amount: '1000.00', state: 1 },
      }),
    });
    await side('转入', '演示真人一');
    await user().click(screen.getByRole('button', { name: '全部' }));
    const amount = screen.getByRole('textbox', { name: '转账金额' }) as HTMLInputElement;
    expect(amount.value).toBe('1000.00');
    await user().click(screen.getByRole('button', { name: '确认转账' }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    const [sent] = server.callsTo('transfer');
    expect(sent?.body).toEqual({
      amount: '1000.00',
      sourcetype: 'userbalance',
      targettype: 'demo1',
    });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(amount.value).toBe(''));
  });

  test('a transfer the venue has not confirmed yet says so', async () => {
    openTransfer({
      transfer: () => ({
        data: { order_no: 'VT2', platname: 'demo1', direction: 'in', amount: '5.00', state: 2 },
      }),
    });
    await side('转入', '演示真人一');
    await user().type(screen.getByRole('textbox', { name: '转账金额' }), '5');
    await user().click(screen.getByRole('button', { name: '确认转账' }));
    expect(await screen.findByText('场馆处理中，请稍后查看')).toBeTruthy();
  });

  test('the server refusal is shown as it says', async () => {
    openTransfer({ transfer: () => ({ code: 422, message: '余额不足' }) });
    await side('转入', '演示真人一');
    await user().type(screen.getByRole('textbox', { name: '转账金额' }), '5000');
    await user().click(screen.getByRole('button', { name: '确认转账' }));
    expect(await screen.findByText('余额不足')).toBeTruthy();
  });

  test('the venue balances show 4 entries counting the platform wallet, and expand', async () => {
    openTransfer();
    const list = await screen.findByRole('region', { name: '场馆余额' });
    await within(list).findByText('演示真人一');
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.venue-balances__name')?.textContent);
    expect(names()).toEqual(['中心钱包', '演示真人一', '演示真人二', '演示真人三']);
    await user().click(within(list).getByRole('button', { name: /展开全部/ }));
    expect(names()).toHaveLength(11);
    // A venue that did not answer shows "--", not an invented number.
    const fg = within(list).getByText('演示电子二').closest('li');
    expect(fg?.textContent).toContain('--');
    await user().click(within(list).getByRole('button', { name: /收起/ }));
    expect(names()).toHaveLength(4);
  });

  test('one-click recovery calls transall and reports what came back', async () => {
    const { server } = openTransfer({
      transAll: () => ({ data: { recovered: '120.50', pending: 0, failed: 0 } }),
    });
    const list = await screen.findByRole('region', { name: '场馆余额' });
    await user().click(within(list).getByRole('button', { name: '一键回收' }));
    expect(await screen.findByText('已回收 ¥120.50')).toBeTruthy();
    expect(server.callsTo('transAll')).toHaveLength(1);
  });

  test('one-click recovery: what came back and what did not, in one toast; nothing there: 操作成功', async () => {
    let answer = { recovered: '30.00', pending: 0, failed: 1 };
    openTransfer({ transAll: () => ({ data: answer }) });
    const list = await screen.findByRole('region', { name: '场馆余额' });
    await user().click(within(list).getByRole('button', { name: '一键回收' }));
    expect(await screen.findByText('已回收 ¥30.00，1 个场馆暂时无法回收，请稍后再试')).toBeTruthy();
    answer = { recovered: '0.00', pending: 0, failed: 0 };
    await waitFor(() =>
      expect(
        (within(list).getByRole('button', { name: '一键回收' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    await user().click(within(list).getByRole('button', { name: '一键回收' }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  test('with automatic transfer on the form is closed; the switch turns it off', async () => {
    const { server } = openTransfer(
      { upTransferStatus: (body) => ({ data: { transferstatus: Number(body.transferstatus) } }) },
      1,
    );
    expect(await screen.findByText('已开启自动转账，无需手动转账')).toBeTruthy();
    expect((screen.getByRole('button', { name: '确认转账' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user().click(screen.getByRole('switch', { name: '自动免转' }));
    await waitFor(() =>
      expect(server.callsTo('upTransferStatus')[0]?.body).toEqual({ transferstatus: 0 }),
    );
    await waitFor(() => expect(screen.queryByText('已开启自动转账，无需手动转账')).toBeNull());
    expect((screen.getByRole('button', { name: '确认转账' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  test('balances are polled every 1.5 s while the screen is open', async () => {
    const { server } = openTransfer();
    await side('转入', '演示真人一');
    await waitFor(() => expect(server.callsTo('balanceList').length).toBeGreaterThanOrEqual(2), {
      timeout: 6_000,
    });
  });
});
