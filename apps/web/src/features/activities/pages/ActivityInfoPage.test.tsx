import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { detail } from '../test/activities-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('/activityInfo', () => {
  test('a visitor sees the activity and 去登录, which leads to /login and back', async () => {
    const server = mockApi({ activityDetail: () => ({ data: detail() }) });
    const app = renderApp('/activityInfo?id=1');
    expect(await screen.findByRole('heading', { name: '新人首存加赠38元' })).toBeTruthy();
    expect(server.callsTo('activityDetail')[0]?.body).toEqual({ id: 1 });
    expect(screen.getByText('彩金 38.00 元 · 3 倍流水可提现')).toBeTruthy();
    expect(screen.getByText('100 元').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { name: '活动规则' })).toBeTruthy();
    expect(screen.getByText(/每位会员限申请一次/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立即申请' })).toBeNull();
    await user().click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() =>
      expect(app.location()).toBe(`/login?redirect=${encodeURIComponent('/activityInfo?id=1')}`),
    );
  });

  test('a player applies with 立即申请 and then sees the state', async () => {
    setToken('tok-1');
    let applied = false;
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      activityDetail: () => ({ data: detail({ apply_state: applied ? 1 : null }) }),
      doActivityApply: () => {
        applied = true;
        return { data: { id: 9, activity_id: 1, state: 1 } };
      },
    });
    renderApp('/activityInfo?id=1');
    await user().click(await screen.findByRole('button', { name: '立即申请' }));
    expect(server.callsTo('doActivityApply')[0]?.body).toEqual({ activityid: 1 });
    expect(await screen.findByText('申请状态：待审核')).toBeTruthy();
    expect(await screen.findByText('申请已提交，请等待审核')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看申请记录' })).toBeTruthy();
  });

  test('a repeat says so; a refused application shows its remark', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      activityDetail: (_body, call) => ({
        data: call === 1 ? detail() : detail({ apply_state: 3, apply_remark: '首存未达到100元' }),
      }),
      doActivityApply: () => ({ code: 409, message: '您已申请过该活动' }),
    });
    renderApp('/activityInfo?id=1');
    await user().click(await screen.findByRole('button', { name: '立即申请' }));
    expect(await screen.findByText('您已申请过该活动')).toBeTruthy();
    expect(await screen.findByText('申请状态：已拒绝')).toBeTruthy();
    expect(screen.getByText('审核备注：首存未达到100元')).toBeTruthy();
  });

  test('an unknown activity says so', async () => {
    mockApi({ activityDetail: () => ({ code: 404, message: '活动不存在或已下架' }) });
    renderApp('/activityInfo?id=77');
    expect(await screen.findByText('活动不存在或已下架')).toBeTruthy();
  });
});
