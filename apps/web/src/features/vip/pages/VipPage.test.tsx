import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { LEVELS, progress } from '../test/vip-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const card = (level: number) => screen.getByRole('region', { name: `VIP${level}` });
const percentIn = (region: HTMLElement, name = '存款进度') =>
  within(region).getByRole('group', { name }).querySelector('.vip-progress__percent')?.textContent;
const tab = (level: number) => screen.getByText(`VIP${level}`, { selector: '.adm-tabs-tab' });

describe('/vip', () => {
  test('a visitor sees VIP1’s thresholds, rebate table and rules, without reached or progress', async () => {
    const server = mockApi({ userVip: () => ({ data: LEVELS }) });
    renderApp('/vip');
    const vip1 = await screen.findByRole('region', { name: 'VIP1' });
    expect(within(vip1).getByText('100.00')).toBeTruthy();
    expect(within(vip1).getByText('1000.00')).toBeTruthy();
    for (const name of ['真人视讯', '体育赛事', '电子竞技', '棋牌游戏', '电子游艺', '彩票游戏'])
      expect(within(vip1).getByText(name)).toBeTruthy();
    expect(within(vip1).getByText('0.40%')).toBeTruthy();
    expect(within(vip1).queryByText('已达成')).toBeNull();
    expect(within(vip1).queryByText('未达成')).toBeNull();
    expect(within(vip1).queryByRole('group', { name: '晋级进度' })).toBeNull();
    expect(screen.getByText('登录后查看您的VIP进度')).toBeTruthy();
    expect(screen.getByText(/次日24:00前自动晋级；每日最多晋升一级，不可跨级晋升/)).toBeTruthy();
    expect(screen.getByText(/自动降一级/)).toBeTruthy();
    expect(
      screen.getByText(/24小时内发放至福利中心，需手动领取；返水金额只需1倍流水/),
    ).toBeTruthy();
    expect(server.callsTo('vipProgress')).toHaveLength(0);

    await user().click(tab(3));
    expect(within(card(3)).getByText('900.00')).toBeTruthy();
  });

  test('a player opens on their level: reached, progress against the tab’s threshold, history', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: { ...PLAYER, vip: 2, current_vip: 'VIP2', paysum: '600.00' } }),
      userVip: () => ({ data: LEVELS }),
      vipProgress: () => ({ data: progress() }),
    });
    renderApp('/vip');
    expect(await screen.findByText('当前等级 VIP2')).toBeTruthy();
    const vip2 = await screen.findByRole('region', { name: 'VIP2' });
    expect(within(vip2).getByText('已达成')).toBeTruthy();
    // 600 of VIP2's 400: capped at 100.
    expect(percentIn(vip2)).toBe('100%');
    expect(within(vip2).getByText('600.00 / 400.00')).toBeTruthy();

    await user().click(tab(3));
    const vip3 = card(3);
    expect(within(vip3).getByText('未达成')).toBeTruthy();
    // 600 of 900 = 66.7 → 67.
    expect(percentIn(vip3)).toBe('67%');
    await user().click(tab(5));
    // 600 of 2500 = 24.
    expect(percentIn(card(5))).toBe('24%');

    const history = screen.getByRole('region', { name: '等级变动记录' });
    expect(within(history).getByText('晋级')).toBeTruthy();
    expect(within(history).getByText('VIP1 → VIP2')).toBeTruthy();
    expect(within(history).getByText('本季度流水 1200.00，截止 2026-12-31')).toBeTruthy();
  });

  test('nothing deposited shows 0 %; a failed level list offers a retry', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: { ...PLAYER, paysum: '0.00' } }),
      userVip: (_body, call) =>
        call === 1 ? { code: 500, message: '服务器错误，请稍后再试' } : { data: LEVELS },
      vipProgress: () => ({ data: progress({ vip: 1, paysum: '0.00', history: [] }) }),
    });
    renderApp('/vip');
    expect(await screen.findByText('获取数据失败')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '重试' }));
    const vip1 = await screen.findByRole('region', { name: 'VIP1' });
    await waitFor(() => expect(percentIn(vip1)).toBe('0%'));
    expect(screen.getByText('暂无等级变动')).toBeTruthy();
    expect(server.callsTo('userVip')).toHaveLength(2);
  });
  test('each condition shows its own progress; the level is as far as the lesser (both are needed)', async () => {
    setToken('tok-1');
    // VIP1 asks nothing of deposits (0.00) and 1000.00 of turnover; VIP2 asks 400.00 and 4000.00.
    const levels = LEVELS.map((row) => (row.level === 1 ? { ...row, recharge: '0.00' } : row));
    mockApi({
      user: () => ({ data: { ...PLAYER, vip: 0, current_vip: 'VIP0', paysum: '1440.00' } }),
      userVip: () => ({ data: levels }),
      vipProgress: () => ({ data: progress({ vip: 0, paysum: '1440.00', flow: '250.00' }) }),
    });
    renderApp('/vip');
    const vip1 = await screen.findByRole('region', { name: 'VIP1' });
    // A threshold of 0.00 is met, not "0%".
    await waitFor(() => expect(percentIn(vip1)).toBe('100%'));
    expect(within(vip1).getByText('1440.00 / 0.00')).toBeTruthy();
    expect(percentIn(vip1, '流水进度')).toBe('25%');
    expect(within(vip1).getByText('250.00 / 1000.00')).toBeTruthy();
    expect(percentIn(vip1, '晋级进度')).toBe('25%');

    await user().click(tab(2));
    // Deposits 1440 of 400 are met; turnover 250 of 4000 is 6 %: the level is 6 %, not 100 %.
    expect(percentIn(card(2))).toBe('100%');
    expect(percentIn(card(2), '流水进度')).toBe('6%');
    expect(percentIn(card(2), '晋级进度')).toBe('6%');
  });
});

describe('/vip2 and /iframepage', () => {
  test('/vip2 shows the levels on a swiper; a tab moves it', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      userVip: () => ({ data: LEVELS }),
      vipProgress: () => ({ data: progress({ vip: 1, paysum: '50.00' }) }),
    });
    const { container } = renderApp('/vip2');
    await screen.findByRole('region', { name: 'VIP10' });
    expect(container.querySelectorAll('.adm-swiper-item')).toHaveLength(10);
    await waitFor(() => expect(within(card(1)).getByText('已达成')).toBeTruthy());
    expect(within(card(2)).getByText('未达成')).toBeTruthy();
    expect(percentIn(card(1))).toBe('50%');
    await user().click(tab(4));
    expect(tab(4).className).toContain('adm-tabs-tab-active');
  });

  test('/iframepage lists every level’s thresholds and rates, and the rules', async () => {
    mockApi({ userVip: () => ({ data: LEVELS }) });
    renderApp('/iframepage');
    const needs = await screen.findByRole('region', { name: '晋级条件' });
    expect(within(needs).getAllByRole('row')).toHaveLength(11);
    expect(within(needs).getByText('10000.00')).toBeTruthy();
    const rates = screen.getByRole('region', { name: '返水比例' });
    expect(within(rates).getByText('电子竞技')).toBeTruthy();
    expect(within(rates).getByText('1.60%')).toBeTruthy();
    expect(screen.getByRole('region', { name: '规则说明' })).toBeTruthy();
  });
});

describe('/mine VIP progress', () => {
  test('paysum over the next level’s deposit threshold; a tap opens /vip', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: { ...PLAYER, vip: 1, paysum: '150.00' } }),
      userVip: () => ({ data: LEVELS }),
      vipProgress: () => ({ data: progress({ vip: 1, paysum: '150.00' }) }),
    });
    const app = renderApp('/mine');
    const bar = await screen.findByRole('button', { name: 'VIP进度' });
    // VIP2 needs 400: 150 / 400 = 37.5 → 38.
    expect(within(bar).getByText('38%')).toBeTruthy();
    expect(within(bar).getByText('距离 VIP2')).toBeTruthy();
    expect(within(bar).getByText('累计存款 150.00 / 400.00')).toBeTruthy();
    await user().click(bar);
    await waitFor(() => expect(app.location()).toBe('/vip'));
  });

  test('/mine: deposits alone do not read as 100 % while the turnover is unmet', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: { ...PLAYER, vip: 1, paysum: '1440.00' } }),
      userVip: () => ({ data: LEVELS }),
      vipProgress: () => ({ data: progress({ vip: 1, paysum: '1440.00', flow: '1000.00' }) }),
    });
    renderApp('/mine');
    const bar = await screen.findByRole('button', { name: 'VIP进度' });
    // VIP2 needs 400.00 of deposits (met) and 4000.00 of turnover (1000.00: 25 %).
    await waitFor(() => expect(within(bar).getByText('25%')).toBeTruthy());
    expect(within(bar).getByText('距离 VIP2')).toBeTruthy();
    expect(within(bar).getByText('累计存款 1440.00 / 400.00')).toBeTruthy();
    expect(within(bar).getByText('累计流水 1000.00 / 4000.00')).toBeTruthy();
  });

  test('/mine opens the rebate centre and the welfare centre', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      userVip: () => ({ data: LEVELS }),
      getFanshui: () => ({
        data: {
          list: { data: [], total: 0, current_page: 1, last_page: 1 },
          jisuan: '0.00',
          nojisuan: '0.00',
        },
      }),
    });
    const app = renderApp('/mine');
    await user().click(await screen.findByText('返水中心'));
    await waitFor(() => expect(app.location()).toBe('/fanshui'));
    await app.router.navigate('/mine');
    // A tap in the very tick the page comes back can be lost in the test DOM (a person cannot tap
    // that fast): tap until the route changes, which is what is asserted.
    await screen.findByText('福利中心');
    await waitFor(async () => {
      if (app.location() === '/mine') await user().click(screen.getByText('福利中心'));
      expect(app.location()).toBe('/welfare');
    });
  });

  test('at the top level the bar is full', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: { ...PLAYER, vip: 10, current_vip: 'VIP10', paysum: '99.00' } }),
      userVip: () => ({ data: LEVELS }),
    });
    renderApp('/mine');
    const bar = await screen.findByRole('button', { name: 'VIP进度' });
    expect(within(bar).getByText('已达最高等级')).toBeTruthy();
    expect(within(bar).getByText('100%')).toBeTruthy();
  });
});
