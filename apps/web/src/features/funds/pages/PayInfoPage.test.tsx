import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PayInfo } from '@app/contract/funds';
import { setToken } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function order(info: Partial<PayInfo['info']> = {}, sandbox = 0): PayInfo {
  const now = Date.now();
  return {
    cardlist: { mch_id: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', content: 'TRC20' },
    info: {
      deposit_no: 'D202401010001',
      amount: '50.00',
      created_at: '2024-01-01 12:00:00',
      created_ms: now,
      expires_ms: now + 3_600_000,
      paytype: 'usdt',
      catepay: 'TRC20',
      real_money: '360.00',
      cash_fee: '0.00',
      state: 1,
      ...info,
    },
    sandbox,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/payInfo', () => {
  test('shows the order and where to pay it', async () => {
    setToken('tok-1');
    const server = mockApi({ payInfo: () => ({ data: order() }) });
    renderApp('/payInfo?deposit_no=D202401010001');
    expect(await screen.findByText('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf')).toBeTruthy();
    expect(screen.getByText('D202401010001')).toBeTruthy();
    expect(screen.getByText('¥360.00')).toBeTruthy();
    expect(screen.getByText('2024-01-01 12:00:00')).toBeTruthy();
    expect(screen.getByText('USDT-TRC20')).toBeTruthy();
    expect(screen.getByRole('img', { name: '收款二维码' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/(60:00|59:59)$/);
    expect(server.callsTo('payInfo')[0]?.body).toEqual({ deposit_no: 'D202401010001' });
    expect(screen.queryByRole('button', { name: '模拟支付（演示）' })).toBeNull();
  });

  test('the countdown reaches 0: 已超时 and one 支付时间已结束 toast', async () => {
    // Only the clock is faked: the screen's one-second tick stays real (faking intervals would
    // also stall antd-mobile's animation frames, shared with every later test).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-01-01T04:00:00Z'));
    setToken('tok-1');
    const start = Date.now();
    mockApi({
      payInfo: () => ({
        data: order({ created_ms: start, expires_ms: start + 3_000 }),
      }),
    });
    renderApp('/payInfo?deposit_no=D1');
    await waitFor(() => expect(screen.getByRole('timer').textContent).toContain('00:03'));

    vi.setSystemTime(start + 1_500);
    await waitFor(() => expect(screen.getByRole('timer').textContent).toContain('00:02'), {
      timeout: 6_000,
    });
    expect(screen.queryByText('已超时')).toBeNull();
    expect(screen.queryByText('支付时间已结束')).toBeNull();

    vi.setSystemTime(start + 3_000);
    await waitFor(() => expect(screen.getByText('已超时')).toBeTruthy(), { timeout: 6_000 });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(await screen.findByText('支付时间已结束')).toBeTruthy();
    // the address is no longer offered once the window is over
    expect(screen.queryByRole('img', { name: '收款二维码' })).toBeNull();

    // one toast, however long the screen stays open
    vi.setSystemTime(start + 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(screen.getAllByText('支付时间已结束')).toHaveLength(1);
    expect(screen.getByText('已超时')).toBeTruthy();
  }, 10_000);

  test('a paid order says 已到账; 完成支付 reloads the order', async () => {
    setToken('tok-1');
    const server = mockApi({
      payInfo: (_body, call) => ({ data: order({ state: call === 1 ? 1 : 2 }) }),
    });
    renderApp('/payInfo?deposit_no=D1');
    await user().click(await screen.findByRole('button', { name: '完成支付' }));
    expect(await screen.findByText('已到账')).toBeTruthy();
    expect(server.callsTo('payInfo')).toHaveLength(2);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  test('sandbox: 模拟支付（演示） pays through the demo provider and reloads', async () => {
    setToken('tok-1');
    let paid = false;
    const server = mockApi({
      payInfo: () => ({ data: order({ state: paid ? 2 : 1 }, 1) }),
      sandboxPay: () => {
        paid = true;
        return { message: '操作成功', data: { deposit_no: 'D9', state: 2 } };
      },
    });
    renderApp('/payInfo?deposit_no=D9');
    await user().click(await screen.findByRole('button', { name: '模拟支付（演示）' }));
    expect(await screen.findByText('已到账')).toBeTruthy();
    expect(server.callsTo('sandboxPay')[0]?.body).toEqual({
      deposit_no: 'D202401010001',
    });
  });

  test('资金明细 leads to /transRecord', async () => {
    setToken('tok-1');
    mockApi({ payInfo: () => ({ data: order() }) });
    const app = renderApp('/payInfo?deposit_no=D1');
    await user().click(await screen.findByRole('button', { name: '资金明细' }));
    await waitFor(() => expect(app.location()).toBe('/transRecord'));
  });
});
