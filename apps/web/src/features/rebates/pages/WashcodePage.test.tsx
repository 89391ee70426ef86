import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { userQueryOptions } from '../../../lib/auth.ts';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { INFO } from '../test/rebates-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('/washcode', () => {
  test('a visitor is asked to log in; the steps, the wash note and the links show', async () => {
    const server = mockApi({});
    const app = renderApp('/washcode');
    expect(await screen.findByText('登录后查看实时返水')).toBeTruthy();
    expect(screen.getByText('未领取的洗码金额将于次日05:00起自动洗码。')).toBeTruthy();
    expect(screen.getByText(/建议投注30分钟后再进行洗码/)).toBeTruthy();
    expect(server.callsTo('getFanshui')).toHaveLength(0);
    await user().click(screen.getByRole('button', { name: 'VIP详情' }));
    await waitFor(() => expect(app.location()).toBe('/iframepage'));
  });

  test('shows the level, percent and figures; a claim carries a key, says 领取成功 and reads again', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      getFanshui: (_body, call) =>
        call === 1 ? { data: INFO } : { data: { ...INFO, fanshui: '0.00' } },
      doFanshui: () => ({ data: { amount: '12.50', balance: '1012.50' } }),
    });
    const app = renderApp('/washcode');
    const hero = await screen.findByRole('region', { name: '实时返水' });
    // The profile another screen read earlier.
    await app.queryClient.prefetchQuery(userQueryOptions);
    expect(within(hero).getByText('VIP3')).toBeTruthy();
    expect(within(hero).getByText('返水比例 0.80%')).toBeTruthy();
    const figure = (label: string) =>
      within(hero).getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect(figure('今日投注')).toBe('1500.00');
    expect(figure('待洗码流水')).toBe('1200.00');
    expect(figure('彩金扣除')).toBe('0.00');
    expect(figure('可洗码金额')).toBe('12.50');
    expect(within(hero).getByText('今日已累计返水 9.60，次日 00:30 结算后可领取')).toBeTruthy();
    expect(server.callsTo('getFanshui')[0]?.body).toEqual({});
    const usersBefore = server.callsTo('user').length;

    await user().click(within(hero).getByRole('button', { name: '一键领取' }));
    expect(await screen.findByText('领取成功')).toBeTruthy();
    const claims = server.callsTo('doFanshui');
    expect(claims).toHaveLength(1);
    expect(claims[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(figure('可洗码金额')).toBe('0.00'));
    expect(server.callsTo('getFanshui')).toHaveLength(2);
    await waitFor(() => expect(server.callsTo('user').length).toBeGreaterThan(usersBefore));
  });

  test('nothing to claim says 暂无领取额度！ without calling', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      getFanshui: () => ({ data: { ...INFO, fanshui: '0.00' } }),
    });
    renderApp('/washcode');
    const hero = await screen.findByRole('region', { name: '实时返水' });
    await user().click(within(hero).getByRole('button', { name: '一键领取' }));
    expect(await screen.findByText('暂无领取额度！')).toBeTruthy();
    expect(server.callsTo('doFanshui')).toHaveLength(0);
  });

  test('a failed load offers a retry', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      getFanshui: (_body, call) =>
        call === 1 ? { code: 500, message: '服务器错误，请稍后再试' } : { data: INFO },
    });
    renderApp('/washcode');
    expect(await screen.findByText('获取数据失败')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('返水比例 0.80%')).toBeTruthy();
  });
});
