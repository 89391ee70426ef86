import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, onTestFinished, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { beijingDay } from '../range.ts';
import { bet, bets } from '../test/rebates-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/** antd-mobile's InfiniteScroll loads only when laid out (offsetParent), which jsdom never is. */
function layOut() {
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
}

describe('/washcodeRecords', () => {
  test('today by default: every venue, the statistics to two places, the bets', async () => {
    setToken('tok-1');
    const today = beijingDay(new Date());
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      betRecord: () => bets([bet({ bet_time: `${today} 10:00:00` })]),
    });
    renderApp('/washcodeRecords');
    expect(await screen.findByText('注单号：R0001')).toBeTruthy();
    expect(server.callsTo('betRecord')[0]?.body).toEqual({ date: 1, page: 1, api_type: '' });
    const stats = screen.getByRole('region', { name: '统计' });
    const figure = (label: string) =>
      within(stats).getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect(figure('有效投注')).toBe('1234.50');
    expect(figure('扣减流水')).toBe('0.00');
    expect(figure('洗码流水')).toBe('1234.50');
    expect(figure('返水金额')).toBe('4.93');
    expect(screen.getByText('今日').closest('.adm-selector-item')?.className).toContain(
      'adm-selector-item-active',
    );
  });

  test('changing the range goes back to page 1', async () => {
    layOut();
    setToken('tok-1');
    const today = beijingDay(new Date());
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      betRecord: (body) =>
        body.page === 1
          ? bets([bet({ id: 1, bet_time: `${today} 10:00:00` })], 1, 2)
          : bets([bet({ id: 2, bet_id: 'R0002', bet_time: `${today} 09:00:00` })], 2, 2),
    });
    renderApp('/washcodeRecords');
    expect(await screen.findByText('注单号：R0002')).toBeTruthy();
    expect(server.callsTo('betRecord').map((c) => c.body.page)).toEqual([1, 2]);

    await user().click(screen.getByText('近15日'));
    await waitFor(() =>
      expect(server.callsTo('betRecord')[2]?.body).toEqual({ date: 3, page: 1, api_type: '' }),
    );
    await user().click(screen.getByText('近7日'));
    await waitFor(() =>
      expect(server.callsTo('betRecord').find((c) => c.body.date === 2)?.body).toEqual({
        date: 2,
        page: 1,
        api_type: '',
      }),
    );
  });

  test('昨日 asks the last 7 days and shows only yesterday’s bets', async () => {
    setToken('tok-1');
    const now = new Date();
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      betRecord: () =>
        bets([
          bet({ id: 1, bet_id: 'TODAY', bet_time: `${beijingDay(now)} 10:00:00` }),
          bet({ id: 2, bet_id: 'YESTERDAY', bet_time: `${beijingDay(now, 1)} 22:00:00` }),
          bet({ id: 3, bet_id: 'OLDER', bet_time: `${beijingDay(now, 3)} 22:00:00` }),
        ]),
    });
    renderApp('/washcodeRecords');
    expect(await screen.findByText('注单号：TODAY')).toBeTruthy();
    expect(screen.queryByText('注单号：YESTERDAY')).toBeNull();
    await user().click(screen.getByText('昨日'));
    expect(await screen.findByText('注单号：YESTERDAY')).toBeTruthy();
    expect(screen.queryByText('注单号：TODAY')).toBeNull();
    expect(screen.queryByText('注单号：OLDER')).toBeNull();
    expect(server.callsTo('betRecord').at(-1)?.body).toEqual({ date: 2, page: 1, api_type: '' });
    expect(screen.getByText('统计为近7日合计，列表按所选日期筛选')).toBeTruthy();
  });

  test('a narrowed range keeps reading pages until its bets show', async () => {
    setToken('tok-1');
    const now = new Date();
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      betRecord: (body) =>
        body.page === 1
          ? bets([bet({ id: 1, bet_id: 'TODAY', bet_time: `${beijingDay(now)} 10:00:00` })], 1, 2)
          : bets(
              [bet({ id: 2, bet_id: 'YESTERDAY', bet_time: `${beijingDay(now, 1)} 10:00:00` })],
              2,
              2,
            ),
    });
    renderApp('/washcodeRecords');
    await screen.findByText('注单号：TODAY');
    await user().click(screen.getByText('昨日'));
    expect(await screen.findByText('注单号：YESTERDAY')).toBeTruthy();
    expect(
      server
        .callsTo('betRecord')
        .filter((c) => c.body.date === 2)
        .map((c) => c.body.page),
    ).toEqual([1, 2]);
  });

  test('nothing in the range shows 暂无记录', async () => {
    setToken('tok-1');
    mockApi({ user: () => ({ data: PLAYER }), betRecord: () => bets([]) });
    renderApp('/washcodeRecords');
    expect(await screen.findByText('暂无记录')).toBeTruthy();
  });
});
