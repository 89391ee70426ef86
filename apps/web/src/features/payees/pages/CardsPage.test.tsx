import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { MSG } from '@app/contract/messages';
import type { Card } from '@app/contract/payees';
import { setToken } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

// Overlays are still animating in jsdom; clicking through them is what a player does.
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const usdt = (id: number, last4: string): Card => ({
  id,
  type: 2,
  bank: 'USDT',
  bank_owner: 'TRC20',
  bank_no: `TQn9****${last4}`,
  last4,
  bank_address: '',
  ico: '',
});
const bank = (id: number, last4: string): Card => ({
  id,
  type: 1,
  bank: '招商银行',
  bank_owner: '张三',
  bank_no: `**** **** ${last4}`,
  last4,
  bank_address: '深圳南山支行',
  ico: '',
});

describe('/cards', () => {
  test('lists USDT addresses first and bank cards on the second tab, by their last 4', async () => {
    setToken('tok-1');
    const server = mockApi({
      getCard: (body) =>
        (body as { type: number }).type === 2
          ? { data: [usdt(1, 'bLSE')] }
          : { data: [bank(2, '7890')] },
    });
    renderApp('/cards');
    expect(await screen.findByText('bLSE')).toBeTruthy();
    expect(screen.getByText('TRC20 协议')).toBeTruthy();
    expect(server.callsTo('getCard').map((c) => c.body)).toEqual([{ type: 2 }]);

    await user().click(screen.getByText('银行卡'));
    expect(await screen.findByText('7890')).toBeTruthy();
    expect(screen.getByText('招商银行')).toBeTruthy();
    expect(screen.getByText('张三')).toBeTruthy();
    expect(server.callsTo('getCard').at(-1)?.body).toEqual({ type: 1 });
  });

  test('unbinding asks first; confirmed, it calls delcard, says 解绑成功 and the card goes', async () => {
    setToken('tok-1');
    let cards = [bank(11, '1111'), bank(12, '2222')];
    const server = mockApi({
      getCard: () => ({ data: cards }),
      delCard: (body) => {
        cards = cards.filter((c) => c.id !== (body as { id: number }).id);
        return { data: null };
      },
    });
    renderApp('/cards?tab=2');
    await screen.findByText('2222');

    // Cancelled: nothing happens.
    await user().click(screen.getByRole('button', { name: '解除绑定 2222' }));
    expect(await screen.findByText(MSG.unbindConfirm)).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText(MSG.unbindConfirm)).toBeNull());
    expect(server.callsTo('delCard')).toHaveLength(0);

    await user().click(screen.getByRole('button', { name: '解除绑定 2222' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MSG.unbindConfirm)).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText(MSG.unbound)).toBeTruthy();
    expect(server.callsTo('delCard').map((c) => c.body)).toEqual([{ id: 12 }]);
    await waitFor(() => expect(screen.queryByText('2222')).toBeNull());
    expect(screen.getByText('1111')).toBeTruthy();
  });

  test('the add button shows below 5 cards and leads to the add screen', async () => {
    setToken('tok-1');
    mockApi({
      getCard: () => ({
        data: Array.from({ length: 4 }, (_, i) => usdt(i + 1, `000${i}`)),
      }),
    });
    const app = renderApp('/cards');
    await screen.findByText('0003');
    expect(screen.getByText('已绑定 4/5')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: /添加USDT地址/ }));
    await waitFor(() => expect(app.location()).toBe('/addUsdtCard'));
  });

  test('the add button is hidden at 5 cards', async () => {
    setToken('tok-1');
    mockApi({
      getCard: () => ({
        data: Array.from({ length: 5 }, (_, i) => bank(i + 1, `000${i}`)),
      }),
    });
    renderApp('/cards?tab=2');
    await screen.findByText('0004');
    expect(screen.getByText('已绑定 5/5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /添加银行卡/ })).toBeNull();
    expect(screen.getByText(MSG.maxBankCards)).toBeTruthy();
  });

  test('with no cards it says so and offers to add one', async () => {
    setToken('tok-1');
    mockApi({ getCard: () => ({ data: [] }) });
    const app = renderApp('/cards?tab=2');
    expect(await screen.findByText('暂未绑定银行卡')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: /添加银行卡/ }));
    await waitFor(() => expect(app.location()).toBe('/addBankCard'));
  });

  test('a visitor is sent to log in first', async () => {
    mockApi({});
    const app = renderApp('/cards');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fcards'));
  });
});
