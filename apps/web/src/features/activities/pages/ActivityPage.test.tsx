import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { item, listPage } from '../test/activities-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('/activity', () => {
  test('全部优惠 and a tab per type; a tab lists its type; a banner without a dot is dropped', async () => {
    const server = mockApi({
      activityType: () => ({
        data: [
          { id: 1, name: '新人专享' },
          { id: 2, name: 'VIP专享' },
        ],
      }),
      activityList: (body) =>
        body.type === 2
          ? listPage([item({ id: 5, type: 2, title: 'VIP晋级礼金188元', banner: '/b/vip.png' })])
          : listPage([item({ id: 1 }), item({ id: 2, title: '无图活动', banner: '/media/none' })]),
    });
    const app = renderApp('/activity');
    expect(await screen.findByRole('img', { name: '新人首存加赠38元' })).toBeTruthy();
    expect(screen.queryByText('无图活动')).toBeNull();
    expect(screen.queryByRole('img', { name: '无图活动' })).toBeNull();
    expect(server.callsTo('activityList')[0]?.body).toEqual({});
    const tabs = screen.getByRole('navigation', { name: '活动类型' });
    expect(within(tabs).getByText('全部优惠')).toBeTruthy();
    await user().click(within(tabs).getByText('VIP专享'));
    expect(await screen.findByRole('img', { name: 'VIP晋级礼金188元' })).toBeTruthy();
    expect(server.callsTo('activityList').at(-1)?.body).toEqual({ type: 2 });
    await waitFor(() => expect(app.location()).toBe('/activity?type=2'));
    await user().click(screen.getByRole('link', { name: 'VIP晋级礼金188元' }));
    await waitFor(() => expect(app.location()).toBe('/activityInfo?id=5'));
  });

  test('no activities shows the empty state; a failure offers a retry', async () => {
    mockApi({
      activityType: () => ({ data: [] }),
      activityList: (_body, call) =>
        call === 1 ? { code: 500, message: '服务器错误，请稍后再试' } : listPage([]),
    });
    renderApp('/activity');
    expect(await screen.findByText('获取活动失败')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无优惠活动')).toBeTruthy();
  });

  test('/activity_old lists banner cards with their titles', async () => {
    mockApi({
      activityList: () => listPage([item({ id: 1 }), item({ id: 3, title: '流水闯关奖58元' })]),
    });
    const app = renderApp('/activity_old');
    expect(await screen.findByText('流水闯关奖58元')).toBeTruthy();
    await user().click(screen.getByRole('link', { name: /新人首存加赠38元/ }));
    await waitFor(() => expect(app.location()).toBe('/activityInfo?id=1'));
  });
});
