import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { application } from '../test/activities-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const page = (data: ReturnType<typeof application>[]) => ({
  data: { data, total: data.length, current_page: 1, last_page: 1 },
});

describe('/activityRecord', () => {
  test('lists the applications with name, time and a coloured state', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      activityApplyLog: () =>
        page([
          application({ id: 3, activity_name: '流水闯关奖58元', state: 2, bonus: '58.00' }),
          application({ id: 2, activity_name: 'VIP晋级礼金188元', state: 3, remark: '等级不足' }),
          application({ id: 1 }),
        ]),
    });
    renderApp('/activityRecord');
    expect(await screen.findByText('流水闯关奖58元')).toBeTruthy();
    expect(server.callsTo('activityApplyLog')[0]?.body).toEqual({ page: 1 });
    expect(screen.getByText('已通过').className).toContain('activity-state--2');
    expect(screen.getByText('已拒绝').className).toContain('activity-state--3');
    expect(screen.getByText('待审核').className).toContain('activity-state--1');
    expect(screen.getByText('58.00 元')).toBeTruthy();
    expect(screen.getByText('等级不足')).toBeTruthy();
    expect(screen.getAllByText('2026-11-25 12:00:00')).toHaveLength(3);
  });

  test('no applications shows 暂无记录; a failed list offers a retry', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      activityApplyLog: (_body, call) =>
        call === 1 ? { code: 500, message: '服务器错误，请稍后再试' } : page([]),
    });
    renderApp('/activityRecord');
    expect(await screen.findByText('获取申请记录失败')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无记录')).toBeTruthy();
  });
});
