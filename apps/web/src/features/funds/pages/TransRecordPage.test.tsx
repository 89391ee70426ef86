import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { TransRecord } from '@app/contract/funds';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const record = (over: Partial<TransRecord>): TransRecord => ({
  id: 1,
  type: 1,
  pay_way: 'USDT-TRC20',
  state: 1,
  state_name: '待审核',
  amount: '360.00',
  out_trade_no: 'D0001',
  created_at: '2024-01-01 12:00:00',
  remark: '',
  currency: 'CNY',
  usdt_amount: '',
  ...over,
});

const page = (data: TransRecord[], current = 1, last = 1) => ({
  data: { data, total: data.length, current_page: current, last_page: last },
});

describe('/transRecord', () => {
  test('a USDT deposit shows the USDT paid and the yuan credited; a bank one its yuan', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      getTransRecord: () =>
        page([
          record({ id: 1, currency: 'USDT', usdt_amount: '50.00', out_trade_no: 'D0001' }),
          record({ id: 2, pay_way: '银行卡', amount: '200.00', out_trade_no: 'D0002' }),
        ]),
    });
    renderApp('/transRecord');
    expect(await screen.findByText('50.00 USDT · ¥360.00')).toBeTruthy();
    expect(screen.getByText('¥200.00')).toBeTruthy();
    expect(screen.queryByText('360.00')).toBeNull();
  });

  test('lists deposits of the last 30 days by default, with state colours', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      getTransRecord: () =>
        page([
          record({ id: 1 }),
          record({ id: 2, state: 2, state_name: '已通过', out_trade_no: 'D0002' }),
          record({
            id: 3,
            state: 3,
            state_name: '已拒绝',
            out_trade_no: 'D0003',
            remark: '金额不符',
          }),
        ]),
    });
    renderApp('/transRecord');
    expect(await screen.findByText('D0001')).toBeTruthy();
    expect(server.callsTo('getTransRecord')[0]?.body).toEqual({
      date: 4,
      type: 1,
      page: 1,
    });
    expect(screen.getByText('待审核').className).toContain('funds-state--pending');
    expect(screen.getByText('已通过').className).toContain('funds-state--ok');
    expect(screen.getByText('已拒绝').className).toContain('funds-state--bad');
    expect(screen.getByText('备注：金额不符')).toBeTruthy();
    expect(screen.getAllByText('¥360.00')).toHaveLength(3);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  test('changing a filter asks again from page 1; nothing found shows 暂无记录', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      getTransRecord: (body) =>
        (body as { type: number }).type === 2 ? page([]) : page([record({})]),
    });
    renderApp('/transRecord');
    await screen.findByText('D0001');
    await user().click(screen.getByText('取款'));
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    await user().click(screen.getByText('今天'));
    await waitFor(() =>
      expect(server.callsTo('getTransRecord').at(-1)?.body).toEqual({
        date: 1,
        type: 2,
        page: 1,
      }),
    );
  });

  test('?type=2 opens on the withdrawals (where a withdrawal just submitted is)', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      getTransRecord: (body) =>
        (body as { type: number }).type === 2
          ? page([record({ id: 5, type: 2, pay_way: 'USDT提现', out_trade_no: 'W0005' })])
          : page([record({})]),
    });
    const app = renderApp('/transRecord?type=2');
    expect(await screen.findByText('W0005')).toBeTruthy();
    expect(server.callsTo('getTransRecord').map((c) => (c.body as { type: number }).type)).toEqual([
      2,
    ]);
    expect(screen.getByText('取款').closest('.adm-selector-item')?.className).toContain(
      'adm-selector-item-active',
    );
    await user().click(screen.getByText('充值'));
    await waitFor(() => expect(app.location()).toBe('/transRecord?type=1'));
  });

  test('transfers use their own states: 0 failed, 1 success, 2 pending', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      getTransRecord: () =>
        page([
          record({ id: 7, type: 3, state: 1, state_name: '成功', pay_way: 'AG视讯' }),
          record({ id: 8, type: 3, state: 0, state_name: '失败', pay_way: 'BG视讯' }),
          record({ id: 9, type: 3, state: 2, state_name: '处理中', pay_way: '演示电子三' }),
        ]),
    });
    renderApp('/transRecord');
    expect((await screen.findByText('成功')).className).toContain('funds-state--ok');
    expect(screen.getByText('失败').className).toContain('funds-state--bad');
    expect(screen.getByText('处理中').className).toContain('funds-state--pending');
  });

  test('a failed load offers a retry', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      getTransRecord: (_body, call) =>
        call === 1 ? { code: 500, message: '服务器错误，请稍后再试' } : page([record({})]),
    });
    renderApp('/transRecord');
    expect(await screen.findByText('记录加载失败')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('D0001')).toBeTruthy();
    expect(server.callsTo('getTransRecord')).toHaveLength(2);
  });
});
