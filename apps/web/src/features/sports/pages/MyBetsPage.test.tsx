import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, onTestFinished, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import '../../../test/jsdom-pointer.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { bet, NOW, type BetData } from '../test/sports-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(() => setToken('tok-1'));

function page(data: BetData[], current = 1, last = 1) {
  return { data, total: data.length, current_page: current, last_page: last };
}

const leg = bet().legs[0]!;

const settledParlay = bet({
  id: 'S250514000002',
  kind: 'parlay',
  stake: '10.00',
  odds: '3.80',
  potential: '38.00',
  state: 'settled',
  paid: '29.00',
  settled_at: NOW + 7_200_000,
  legs: [
    { ...leg, outcome: 'win', score: { home: 2, away: 1 } },
    {
      ...leg,
      fixture: 2,
      home: '朱雀队',
      away: '玄武队',
      market: 22,
      market_type: 'ah',
      market_name: '让球',
      line: '-0.25',
      selection: 'home',
      selection_name: '朱雀队 -0.25',
      odds: '1.90',
      in_play: true,
      outcome: 'half_win',
      score: { home: 1, away: 0 },
    },
    {
      ...leg,
      fixture: 3,
      home: '麒麟队',
      away: '凤凰队',
      market: 33,
      market_type: 'ou',
      market_name: '大小球',
      line: '2.5',
      selection: 'over',
      selection_name: '大 2.5',
      odds: '1.85',
      outcome: 'void',
      score: null,
    },
  ],
});

describe('/sports/bets', () => {
  test('未结算 first, then 已结算: kind, stake, odds, paid, each leg with its outcome and score', async () => {
    const api = mockApi({
      user: () => ({ data: PLAYER }),
      sportsBets: (body) =>
        body.state === 'settled' ? { data: page([settledParlay]) } : { data: page([bet()]) },
    });
    renderApp('/sports/bets');
    const open = await screen.findByRole('listitem', { name: '注单号 S250514000001' });
    expect(api.callsTo('sportsBets')[0]!.body).toEqual({ state: 'open', page: '1' });
    expect(within(open).getByText('单注')).toBeTruthy();
    expect(within(open).getAllByText('待结算').length).toBe(2);
    expect(within(open).getByText('210.00')).toBeTruthy();
    expect(open.textContent).toContain('星海超级联赛 · 青龙队 VS 白虎队');

    await user().click(screen.getByRole('tab', { name: '已结算' }));
    const settled = await screen.findByRole('listitem', { name: '注单号 S250514000002' });
    expect(screen.getByRole('tab', { name: '已结算' }).getAttribute('aria-selected')).toBe('true');
    expect(within(settled).getByText('3串1')).toBeTruthy();
    expect(within(settled).getByText('29.00')).toBeTruthy();
    expect(within(settled).getByText('赢', { selector: '.sports-bet__state' })).toBeTruthy();
    const outcomes = [...settled.querySelectorAll('[data-outcome]')].map((o) => [
      o.getAttribute('data-outcome'),
      o.textContent,
    ]);
    expect(outcomes).toEqual([
      ['win', '赢'],
      ['half_win', '赢半'],
      ['void', '无效'],
    ]);
    expect(settled.textContent).toContain('朱雀队 -0.25');
    expect(settled.textContent).toContain('@1.90');
    expect(settled.textContent).toContain('比分 2:1');
    expect(settled.textContent).toContain('比分 1:0');
    expect(settled.textContent).toContain('让球');
  });

  test('?state=settled (the link of a record in /betRecord) opens 已结算', async () => {
    const api = mockApi({
      user: () => ({ data: PLAYER }),
      sportsBets: (body) =>
        body.state === 'settled' ? { data: page([settledParlay]) } : { data: page([bet()]) },
    });
    renderApp('/sports/bets?state=settled');
    expect(await screen.findByRole('listitem', { name: '注单号 S250514000002' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已结算' }).getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo('sportsBets')[0]!.body).toEqual({ state: 'settled', page: '1' });
  });

  test('暂无注单 when there is none', async () => {
    mockApi({ user: () => ({ data: PLAYER }), sportsBets: () => ({ data: page([]) }) });
    renderApp('/sports/bets');
    expect(await screen.findByText('暂无注单')).toBeTruthy();
  });

  test('more pages as the player scrolls', async () => {
    // antd-mobile's InfiniteScroll loads only when laid out (offsetParent), which jsdom never is.
    const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
    onTestFinished(() => {
      Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
    });
    const api = mockApi({
      user: () => ({ data: PLAYER }),
      sportsBets: (body) =>
        String(body.page) === '2'
          ? { data: page([bet({ id: 'S250514000009' })], 2, 2) }
          : { data: page([bet()], 1, 2) },
    });
    renderApp('/sports/bets');
    await screen.findByRole('listitem', { name: '注单号 S250514000001' });
    await waitFor(() => expect(api.callsTo('sportsBets').length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByRole('listitem', { name: '注单号 S250514000009' })).toBeTruthy();
    expect(api.callsTo('sportsBets')[1]!.body).toEqual({ state: 'open', page: '2' });
    expect(await screen.findByText('没有更多了')).toBeTruthy();
  });
});
