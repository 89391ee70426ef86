import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, onTestFinished, test } from 'vitest';
import type { BetRecord, BetStatistics } from '@app/contract/bets';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const record = (over: Partial<BetRecord>): BetRecord => ({
  id: 1,
  bet_id: 'R0001',
  plays: '水果老虎机',
  game_code: 'slot-fruit',
  platform_type: 'demo6',
  plat_name: '演示电子三',
  status: 1,
  // The screen names statuses itself (spec part 2 §4); what the server sends is a fallback.
  status_name: '',
  bet_amount: '100.00',
  valid_bet: '100.00',
  win_loss: '95.00',
  bet_time: '2026-01-02 12:00:00',
  created_at: '2026-01-02 12:00:05',
  ...over,
});

const STATS: BetStatistics = {
  total_valid_bets: '1234.50',
  reduced_loss: '0.00',
  wash_code_turnover: '1234.50',
  total_rebate_amount: '0.00',
};

const answer = (
  data: BetRecord[],
  current = 1,
  last = 1,
  statistics = STATS,
  platforms: { platname: string; name: string }[] = [],
) => ({
  data: {
    order: { data, total: data.length, current_page: current, last_page: last },
    statistics,
    platforms,
  },
});

const VENUES = {
  data: [
    { platname: 'demo1', name: '演示真人一', category: 'live', balance: '0.00' },
    { platname: 'demo6', name: '演示电子三', category: 'slots', balance: '12.00' },
  ],
};

describe('/betRecord', () => {
  test('asks for the last 30 days of every venue; shows the statistics and each bet', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      balanceList: () => VENUES,
      betRecord: () =>
        answer([
          record({ id: 1 }),
          record({
            id: 2,
            bet_id: 'R0002',
            plays: 'dice-1',
            status: 2,
            valid_bet: '0.00',
            win_loss: '0.00',
          }),
          record({
            id: 3,
            bet_id: 'R0003',
            status: 0,
            win_loss: '-12.50',
            plat_name: '演示真人一',
          }),
        ]),
    });
    renderApp('/betRecord');
    expect(await screen.findByText('注单号：R0001')).toBeTruthy();
    expect(server.callsTo('betRecord')[0]?.body).toEqual({
      date: 4,
      page: 1,
      api_type: '',
    });

    const stats = screen.getByRole('region', { name: '统计' });
    const figure = (label: string) =>
      within(stats).getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect(figure('有效投注')).toBe('1234.50');
    expect(figure('扣减流水')).toBe('0.00');
    expect(figure('洗码流水')).toBe('1234.50');
    expect(figure('返水金额')).toBe('0.00');

    expect(screen.getByText('已结算').className).toContain('bets-status--settled');
    expect(screen.getByText('未结算').className).toContain('bets-status--open');
    expect(screen.getByText('无效').className).toContain('bets-status--void');
    expect(screen.getByText('+95.00').className).toContain('bets-result--win');
    expect(screen.getByText('-12.50').className).toContain('bets-result--lose');
    expect(screen.getAllByText('水果老虎机', { selector: '.bets-record__game' })).toHaveLength(2);
    expect(screen.getByText('dice-1')).toBeTruthy();
    expect(screen.getAllByText('2026-01-02 12:00:00')).toHaveLength(3);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  test('the date and platform filters ask again from page 1; nothing found shows 暂无记录', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      balanceList: () => VENUES,
      betRecord: (body) =>
        (body as { api_type: string }).api_type === 'demo6'
          ? answer([], 1, 1, { ...STATS, total_valid_bets: '0.00', wash_code_turnover: '0.00' })
          : answer([record({})]),
    });
    renderApp('/betRecord');
    await screen.findByText('注单号：R0001');
    // Default 近30日 is the selected date.
    expect(screen.getByText('近30日').closest('.adm-selector-item')?.className).toContain(
      'adm-selector-item-active',
    );

    await user().click(screen.getByText('今日'));
    await waitFor(() =>
      expect(server.callsTo('betRecord').at(-1)?.body).toEqual({
        date: 1,
        page: 1,
        api_type: '',
      }),
    );
    const platforms = screen.getByRole('group', { name: '平台' });
    await user().click(await within(platforms).findByText('演示电子三'));
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    expect(server.callsTo('betRecord').at(-1)?.body).toEqual({
      date: 1,
      page: 1,
      api_type: 'demo6',
    });

    // The chosen chip says so; the chips are buttons a keyboard reaches.
    expect(
      within(platforms).getByRole('button', { name: '演示电子三' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(platforms).getByRole('button', { name: '全部' }).getAttribute('aria-pressed'),
    ).toBe('false');
    within(platforms).getByRole('button', { name: '全部' }).focus();
    await user().keyboard('{Tab}');
    expect(document.activeElement?.textContent).toBe(
      within(platforms).getAllByRole('button')[1]?.textContent,
    );
    await user().click(within(platforms).getByText('全部'));
    expect(await screen.findByText('注单号：R0001')).toBeTruthy();
    await user().click(screen.getByText('近7日'));
    await waitFor(() =>
      expect(server.callsTo('betRecord').at(-1)?.body).toEqual({
        date: 2,
        page: 1,
        api_type: '',
      }),
    );
  });

  test("the platform tabs add the venues the player has records at (a seamless provider's too)", async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      balanceList: () => VENUES,
      betRecord: () =>
        answer([record({ platform_type: 'jinli', plat_name: '锦鲤游戏' })], 1, 1, STATS, [
          { platname: 'demo6', name: '演示电子三' },
          { platname: 'jinli', name: '锦鲤游戏' },
        ]),
    });
    renderApp('/betRecord');
    const platforms = await screen.findByRole('group', { name: '平台' });
    await user().click(await within(platforms).findByRole('button', { name: '锦鲤游戏' }));
    await waitFor(() =>
      expect(server.callsTo('betRecord').at(-1)?.body).toEqual({
        date: 4,
        page: 1,
        api_type: 'jinli',
      }),
    );
    // Each venue once, the wallets' order first.
    expect(
      within(platforms)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['全部', '演示真人一', '演示电子三', '锦鲤游戏']);
  });

  test('loads the next page until the last one', async () => {
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
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      balanceList: () => VENUES,
      betRecord: (body) =>
        (body as { page: number }).page === 1
          ? answer([record({ id: 1 })], 1, 2)
          : answer([record({ id: 2, bet_id: 'R0002' })], 2, 2),
    });
    renderApp('/betRecord');
    expect(await screen.findByText('注单号：R0002')).toBeTruthy();
    expect(server.callsTo('betRecord').map((c) => c.body)).toEqual([
      { date: 4, page: 1, api_type: '' },
      { date: 4, page: 2, api_type: '' },
    ]);
    expect(await screen.findByText('没有更多了')).toBeTruthy();
  });

  test('a failed load offers a retry; the platform filter survives without the venue list', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      balanceList: () => ({ code: 500, message: '服务器错误，请稍后再试' }),
      betRecord: (_body, call) =>
        call === 1 ? { code: 500, message: '服务器错误，请稍后再试' } : answer([record({})]),
    });
    renderApp('/betRecord');
    expect(await screen.findByText('获取数据失败')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '统计' })).getAllByText('--')).toHaveLength(4);
    await user().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('注单号：R0001')).toBeTruthy();
    expect(server.callsTo('betRecord')).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: '平台' })).getByText('全部')).toBeTruthy();
  });

  test("a house bet links to its verification by its bet number; other venues' bets do not", async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      balanceList: () => VENUES,
      betRecord: () =>
        answer([
          record({ id: 1, bet_id: 'H2026010200000042', platform_type: 'house', plat_name: '自营' }),
          record({ id: 2, bet_id: 'R0002' }),
        ]),
    });
    renderApp('/betRecord');
    const links = await screen.findAllByRole('link', { name: '验证' });
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/house/verify?bet=H2026010200000042');
  });

  test('a sportsbook bet opens the settled bets with their legs, not a verification', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      balanceList: () => VENUES,
      betRecord: () =>
        answer([
          record({
            id: 1,
            bet_id: 'SMX0B3T22DE82EA41C04B',
            game_code: 'sports',
            plays: '体育',
            platform_type: 'house',
            plat_name: '自营游戏',
          }),
        ]),
    });
    renderApp('/betRecord');
    const link = await screen.findByRole('link', { name: '注单详情' });
    expect(link.getAttribute('href')).toBe('/sports/bets?state=settled');
    expect(screen.queryByRole('link', { name: '验证' })).toBeNull();
  });
});
