import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { rebate, summary } from '../test/rebates-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const VENUES = {
  data: [
    { platname: 'demo1', name: '演示真人一', category: 'live', balance: '0.00' },
    { platname: 'demo6', name: '演示电子三', category: 'slots', balance: '12.00' },
  ],
};

describe('/fanshui', () => {
  test('totals, records with their state, and the claim', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      balanceList: () => VENUES,
      getFanshui: (_body, call) =>
        call === 1
          ? summary([
              rebate({ id: 1 }),
              rebate({
                id: 2,
                gamename: '演示电子三',
                money: '1.50',
                state: 1,
                updated_at: '2026-11-23 09:00:00',
              }),
            ])
          : summary([rebate({ id: 1, state: 1, updated_at: '2026-11-23 10:00:00' })], {
              jisuan: '24.00',
              nojisuan: '0.00',
            }),
      doFanshui: () => ({ data: { amount: '4.00', balance: '1004.00' } }),
    });
    renderApp('/fanshui');
    expect(await screen.findByText('4.00', { selector: '.rebates-record__money' })).toBeTruthy();
    expect(server.callsTo('getFanshui')[0]?.body).toEqual({
      date: 4,
      page: 1,
      api_type: '',
      type: 0,
    });
    const totals = screen.getByRole('region', { name: '返水汇总' });
    const figure = (label: string) =>
      within(totals).getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect(figure('已领取')).toBe('20.00');
    expect(figure('待领取')).toBe('4.00');
    expect(screen.getByText('未领取').className).toBe('rebates-state');
    expect(screen.getByText('已领取', { selector: '.rebates-state' }).className).toContain('done');
    expect(screen.getByText('领取时间：2026-11-23 09:00:00')).toBeTruthy();
    expect(screen.getAllByText('有效投注 1000.00 × 0.40%')).toHaveLength(2);

    await user().click(within(totals).getByRole('button', { name: '一键领取' }));
    expect(await screen.findByText('领取成功')).toBeTruthy();
    expect(server.callsTo('doFanshui')[0]?.headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(figure('待领取')).toBe('0.00'));
    expect(figure('已领取')).toBe('24.00');

    await user().click(within(totals).getByRole('button', { name: '一键领取' }));
    expect(await screen.findByText('暂无领取额度！')).toBeTruthy();
    expect(server.callsTo('doFanshui')).toHaveLength(1);
  });

  test('the date and platform filters ask again from page 1; nothing shows 暂无记录', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      balanceList: () => VENUES,
      getFanshui: (body) =>
        body.api_type === 'demo6' ? summary([], { nojisuan: '0.00' }) : summary([rebate({})]),
    });
    renderApp('/fanshui');
    await screen.findByText('演示真人一', { selector: '.rebates-record__game' });
    await user().click(screen.getByText('今日'));
    await waitFor(() =>
      expect(server.callsTo('getFanshui').at(-1)?.body).toEqual({
        date: 1,
        page: 1,
        api_type: '',
        type: 0,
      }),
    );
    const platforms = screen.getByRole('group', { name: '平台' });
    await user().click(await within(platforms).findByText('演示电子三'));
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    expect(server.callsTo('getFanshui').at(-1)?.body).toEqual({
      date: 1,
      page: 1,
      api_type: 'demo6',
      type: 0,
    });
  });

  test('a visitor goes to /login', async () => {
    mockApi({});
    const app = renderApp('/fanshui');
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
  });
});
