import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PayInfo, PayInfoChain } from '@app/contract/funds';
import { MSG } from '@app/contract/messages';
import { setToken } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function order(
  info: Partial<PayInfo['info']> = {},
  sandbox = 0,
  chain: PayInfoChain | null = null,
): PayInfo {
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
    chain,
  };
}

const HASH_A = `0x${'a1'.repeat(32)}`;
const HASH_B = `0x${'b2'.repeat(32)}`;

function chain(status: PayInfoChain['status'], more: Partial<PayInfoChain> = {}): PayInfoChain {
  return {
    status,
    confirmations: 0,
    required: 20,
    received: '0.00',
    transfers: [],
    ...more,
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

describe('/payInfo on chain (USDT on chain)', () => {
  test.each([
    ['waiting', chain('waiting'), MSG.chainWaiting],
    [
      'seen',
      chain('seen', {
        confirmations: 3,
        received: '50.00',
        transfers: [
          { tx_hash: HASH_A, log_index: 0, amount: '50.00', confirmations: 3, state: 'seen' },
        ],
      }),
      '已检测到，等待确认 3/20',
    ],
    ['review', chain('review', { received: '40.00' }), MSG.chainReview],
    ['rejected', chain('rejected', { received: '40.00' }), MSG.chainRejected],
    ['dropped', chain('dropped'), MSG.chainDropped],
  ] as const)('%s shows its text', async (_name, state, text) => {
    setToken('tok-1');
    mockApi({ payInfo: () => ({ data: order({}, 0, state) }) });
    renderApp('/payInfo?deposit_no=D1');
    expect((await screen.findByTestId('chain-state')).textContent).toContain(text);
  });

  test('seen: a progress bar of n/N and the USDT received', async () => {
    setToken('tok-1');
    mockApi({
      payInfo: () => ({
        data: order(
          {},
          0,
          chain('seen', {
            confirmations: 5,
            received: '50.00',
            transfers: [
              { tx_hash: HASH_A, log_index: 0, amount: '50.00', confirmations: 5, state: 'seen' },
            ],
          }),
        ),
      }),
    });
    renderApp('/payInfo?deposit_no=D1');
    const bar = await screen.findByRole('progressbar', { name: '确认进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('5');
    expect(bar.getAttribute('aria-valuemax')).toBe('20');
    expect(screen.getByTestId('chain-state').textContent).toContain('已收到 50.00 USDT');
    // one transfer: no list
    expect(screen.queryByRole('list', { name: '链上转账' })).toBeNull();
  });

  test('credited: 已到账 with the credited amount; several transfers are listed', async () => {
    setToken('tok-1');
    mockApi({
      payInfo: () => ({
        data: order(
          { state: 2 },
          0,
          chain('credited', {
            received: '50.00',
            transfers: [
              {
                tx_hash: HASH_A,
                log_index: 0,
                amount: '30.00',
                confirmations: 25,
                state: 'credited',
              },
              { tx_hash: HASH_B, log_index: 0, amount: '20.00', confirmations: 4, state: 'seen' },
            ],
          }),
        ),
      }),
    });
    renderApp('/payInfo?deposit_no=D1');
    const state = await screen.findByTestId('chain-state');
    expect(within(state).getByRole('status').textContent).toBe('已到账');
    expect(state.textContent).toContain('到账金额 ¥360.00');
    const list = within(state).getByRole('list', { name: '链上转账' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('0xa1a1a1…a1a1a1');
    expect(items[0]?.textContent).toContain('30.00 USDT');
    expect(items[0]?.textContent).toContain('已入账');
    expect(items[1]?.textContent).toContain('4/20 确认');
    // 已到账 once: the chain state replaces the generic line
    expect(screen.getAllByText('已到账')).toHaveLength(1);
  });

  test('polls every 5 s: waiting, then seen, then credited, and then stops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    setToken('tok-1');
    const answers = [
      order({}, 0, chain('waiting')),
      order(
        {},
        0,
        chain('seen', {
          confirmations: 2,
          received: '50.00',
          transfers: [
            { tx_hash: HASH_A, log_index: 0, amount: '50.00', confirmations: 2, state: 'seen' },
          ],
        }),
      ),
      order(
        { state: 2 },
        0,
        chain('credited', {
          received: '50.00',
          transfers: [
            {
              tx_hash: HASH_A,
              log_index: 0,
              amount: '50.00',
              confirmations: 20,
              state: 'credited',
            },
          ],
        }),
      ),
    ];
    const server = mockApi({
      payInfo: (_body, call) => ({ data: answers[Math.min(call, answers.length) - 1]! }),
    });
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    renderApp('/payInfo?deposit_no=D1');
    await vi.waitFor(() => expect(screen.getByText(MSG.chainWaiting)).toBeTruthy());
    expect(server.callsTo('payInfo')).toHaveLength(1);

    await advance(5_000);
    await vi.waitFor(() => expect(screen.getByText('已检测到，等待确认 2/20')).toBeTruthy());
    // no loading state on a re-poll: 完成支付 never spins
    expect(
      screen.getByRole('button', { name: '完成支付' }).querySelector('.adm-loading'),
    ).toBeNull();

    await advance(5_000);
    await vi.waitFor(() => expect(screen.getByText(MSG.chainCredited)).toBeTruthy());
    expect(server.callsTo('payInfo')).toHaveLength(3);

    await advance(15_000);
    expect(server.callsTo('payInfo')).toHaveLength(3);
  });

  test('the window over while seen: the chain state, not 已超时', async () => {
    setToken('tok-1');
    const now = Date.now();
    mockApi({
      payInfo: () => ({
        data: order(
          { created_ms: now - 3_600_000, expires_ms: now - 1_000 },
          0,
          chain('seen', {
            confirmations: 7,
            received: '50.00',
            transfers: [
              { tx_hash: HASH_A, log_index: 0, amount: '50.00', confirmations: 7, state: 'seen' },
            ],
          }),
        ),
      }),
    });
    renderApp('/payInfo?deposit_no=D1');
    expect(await screen.findByText('已检测到，等待确认 7/20')).toBeTruthy();
    expect(screen.queryByText('已超时')).toBeNull();
    expect(screen.queryByText('支付时间已结束')).toBeNull();
  });

  test('sandbox orders on chain keep 模拟支付（演示）', async () => {
    setToken('tok-1');
    mockApi({ payInfo: () => ({ data: order({}, 1, chain('waiting')) }) });
    renderApp('/payInfo?deposit_no=D1');
    expect(await screen.findByRole('button', { name: '模拟支付（演示）' })).toBeTruthy();
  });
});
