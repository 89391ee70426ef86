import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { makeBet, ME, meOf, NOW, page } from '../test/data.ts';
import BetsPage from './BetsPage.tsx';

const ROUTES = [{ path: '/sports/bets', element: <BetsPage /> }];

describe('BetsPage (大额注单)', () => {
  it('lists the bets with player, legs, odds, stake, potential, paid and adjustments', async () => {
    const settled = makeBet({
      id: 'S2611240002',
      kind: 'parlay',
      stake: '1000.00',
      odds: '6.00',
      potential: '6000.00',
      state: 'settled',
      paid: '3000.00',
      settled_at: NOW,
      adjusted: '-1500.00',
      username: 'whale',
      legs: [
        { ...makeBet().legs[0]!, outcome: 'win', score: { home: 2, away: 1 } },
        {
          ...makeBet().legs[0]!,
          fixture: 502,
          home: '极光战队',
          away: '雷鸣战队',
          market_name: '地图让分',
          line: '-1.5',
          selection_name: '极光战队 -1.5',
          odds: '3.00',
          in_play: false,
          outcome: 'half_win',
        },
      ],
    });
    const api = mockApi()
      .on(adminCalls.me, meOf(ME))
      .on(adminCalls.adminSportsBets, () => page([makeBet(), settled]));
    renderConsole(ROUTES, { path: '/sports/bets' });
    const open = (await screen.findByText('S2611240001')).closest('tr') as HTMLElement;
    expect(open.textContent).toContain('player42');
    expect(open.textContent).toContain('青岚竞技 vs 赤焰联队');
    expect(open.textContent).toContain('主胜 @ 2.00');
    expect(open.textContent).toContain('5,000.00');
    expect(open.textContent).toContain('10,000.00');
    expect(within(open).getByText('滚球')).toBeTruthy();
    expect(within(open).getByText('未结算')).toBeTruthy();
    const parlay = screen.getByText('S2611240002').closest('tr') as HTMLElement;
    expect(parlay.textContent).toContain('串关 2 串 1');
    expect(parlay.textContent).toContain('地图让分 -1.5');
    expect(within(parlay).getByText('赢半')).toBeTruthy();
    expect(parlay.textContent).toContain('3,000.00');
    expect(within(parlay).getByText('-1,500.00')).toBeTruthy();
    expect(api.calls(adminCalls.adminSportsBets)[0]).toEqual({
      order: 'stake',
      page: 1,
      state: 'open',
    });
  });

  it('orders and filters by state and by fixture (from the address too)', async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf(ME))
      .on(adminCalls.adminSportsBets, () => page([makeBet()]));
    renderConsole(ROUTES, { path: '/sports/bets?fixture=501' });
    await screen.findByText('S2611240001');
    expect(api.calls(adminCalls.adminSportsBets)[0]).toEqual({
      order: 'stake',
      page: 1,
      state: 'open',
      fixture: 501,
    });
    fireEvent.click(screen.getByText('按可赢金额'));
    fireEvent.click(screen.getByText('已结算'));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminSportsBets)).toContainEqual({
        order: 'potential',
        page: 1,
        state: 'settled',
        fixture: 501,
      }),
    );
    fireEvent.change(screen.getByLabelText('赛事ID'), { target: { value: '' } });
    fireEvent.click(screen.getByText('全部'));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminSportsBets)).toContainEqual({ order: 'potential', page: 1 }),
    );
  });

  it('shows the empty list', async () => {
    mockApi().on(adminCalls.me, meOf(ME)).on(adminCalls.adminSportsBets, page([]));
    renderConsole(ROUTES, { path: '/sports/bets' });
    expect(await screen.findByText('暂无注单')).toBeTruthy();
  });
});
