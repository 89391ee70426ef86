import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../test/user.ts';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { getToken } from '../../../lib/session.ts';
import AgentLoginPage from './AgentLoginPage.tsx';

const routes = [
  { path: '/agent/login', element: <AgentLoginPage /> },
  { path: '/agent', element: <p>代理首页</p> },
];

describe('AgentLoginPage', () => {
  it(
    'signs an agent in with the player account into the agent slot, never the staff one',
    {
      timeout: 60_000,
    },
    async () => {
      const api = mockApi().on(adminCalls.agentCentreLogin, {
        token: 'a'.repeat(43),
        name: 'agent01',
      });
      renderConsole(routes, { path: '/agent/login', signedIn: false });
      await userEvent.type(screen.getByLabelText('账号'), 'agent01');
      await userEvent.type(screen.getByLabelText('密码'), 'secret123');
      await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
      expect(await screen.findByText('代理首页')).toBeTruthy();
      expect(api.calls(adminCalls.agentCentreLogin)).toEqual([
        { name: 'agent01', password: 'secret123' },
      ]);
      expect(getToken('agent')).toBe('a'.repeat(43));
      expect(getToken()).toBe('');
    },
  );

  it('shows the refusal of a player who is not an agent', { timeout: 60_000 }, async () => {
    mockApi().fail(adminCalls.agentCentreLogin, 403, '仅代理可进入代理后台，请先申请成为代理');
    renderConsole(routes, { path: '/agent/login', signedIn: false });
    await userEvent.type(screen.getByLabelText('账号'), 'player01');
    await userEvent.type(screen.getByLabelText('密码'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('仅代理可进入代理后台');
    await waitFor(() => expect(getToken('agent')).toBe(''));
  });
});
