import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { MSG } from '@app/contract/messages';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { noApplication, pendingApplication } from '../test/agents-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('/applyagent', () => {
  test('a visitor is asked to log in', async () => {
    mockApi({});
    const app = renderApp('/applyagent');
    await user().click(await screen.findByRole('button', { name: '去登录' }));
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fapplyagent'));
  });

  test('checks the contact and the reason, then applies and shows the pending state', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      applyAgentInfo: (_body, n) => ({ data: n === 1 ? noApplication : pendingApplication }),
      applyAgentDo: () => ({ data: pendingApplication.application! }),
    });
    renderApp('/applyagent');
    const name = (await screen.findByLabelText('用户名')) as HTMLInputElement;
    expect(name.value).toBe('player01');
    expect(name.readOnly).toBe(true);
    expect((screen.getByLabelText('真实姓名') as HTMLInputElement).readOnly).toBe(true);

    const join = screen.getByRole('button', { name: '加入我们' });
    await user().type(screen.getByLabelText('联系方式'), '12345');
    await user().click(join);
    expect(await screen.findByText(MSG.agentMobileInvalid)).toBeTruthy();
    await user().clear(screen.getByLabelText('联系方式'));
    await user().type(screen.getByLabelText('联系方式'), '13800138000');
    await user().click(join);
    expect(await screen.findByText(MSG.agentReasonRequired)).toBeTruthy();
    expect(server.callsTo('applyAgentDo')).toHaveLength(0);

    await user().type(screen.getByLabelText('申请理由'), '有推广渠道');
    await user().click(join);
    expect(await screen.findByText(MSG.agentApplied)).toBeTruthy();
    expect(server.callsTo('applyAgentDo').map((c) => c.body)).toEqual([
      { mobile: '13800138000', apply_info: '有推广渠道' },
    ]);
    expect(await screen.findByText('您的代理申请正在审核中，请耐心等待')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加入我们' })).toBeNull();
  });

  test("shows the server's refusal and a refused application's reason", async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      applyAgentInfo: () => ({
        data: {
          isagent: 0,
          application: {
            ...pendingApplication.application!,
            state: 3,
            state_name: '已拒绝',
            remark: '资料不全',
          },
        },
      }),
      applyAgentDo: () => ({ code: 409, message: MSG.agentApplicationPending }),
    });
    renderApp('/applyagent');
    expect(await screen.findByText(/上次申请未通过：资料不全/)).toBeTruthy();
    await user().type(screen.getByLabelText('联系方式'), '13800138000');
    await user().type(screen.getByLabelText('申请理由'), '补充资料');
    await user().click(screen.getByRole('button', { name: '加入我们' }));
    expect(await screen.findByText(MSG.agentApplicationPending)).toBeTruthy();
  });

  test('an agent is told so and sent to the invite figures', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: { ...PLAYER, isagent: 1 } }),
      applyAgentInfo: () => ({ data: { isagent: 1, application: null } }),
      inviteInfo: () => ({ code: 500 }),
    });
    const app = renderApp('/applyagent');
    expect(await screen.findByText('您已经是代理')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '查看邀请与佣金' }));
    await waitFor(() => expect(app.location()).toBe('/inviter?tab=detail'));
  });
});
