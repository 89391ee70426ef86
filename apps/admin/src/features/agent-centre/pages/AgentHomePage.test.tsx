import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AgentCentreMe } from '@app/contract/admin-agent-centre';
import { setToken } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { userEvent } from '../../../test/user.ts';
import AgentHomePage from './AgentHomePage.tsx';

const me: AgentCentreMe = {
  user_id: 5,
  username: 'agent01',
  level: 2,
  level_name: '高级代理',
  rate: '0.80',
  depth: 3,
  members: 12,
  commission_total: '1234.50',
  invite_link: 'https://example.test/#/reg2?agent=5',
};

const daily = {
  days: [
    {
      day: '2026-11-25',
      registrations: 3,
      first_deposits: 1,
      deposits: '500.00',
      valid_bets: '1800.00',
    },
  ],
  total: { registrations: 3, first_deposits: 1, deposits: '500.00', valid_bets: '1800.00' },
};

const empty = { data: [], total: 0, current_page: 1, last_page: 1 };

/** The agent centre signs in with the player's token, in its own slot. */
const asAgent = () => {
  setToken('agent-token', 'agent');
  return renderConsole(<AgentHomePage />, { path: '/agent', signedIn: false });
};

describe('AgentHomePage', () => {
  it('shows the overview and the days, and asks for other days and for the members', async () => {
    const api = mockApi()
      .on(adminCalls.agentCentreMe, me)
      .on(adminCalls.agentCentreDaily, daily)
      .on(adminCalls.agentCentreMembers, {
        ...empty,
        data: [
          {
            user_id: 9,
            name: 'pl***01',
            depth: 1,
            registered: '2026-11-20',
            first_deposit: '',
            deposits: '0.00',
            valid_bets: '0.00',
          },
        ],
        total: 1,
      });
    asAgent();
    expect(await screen.findByText('高级代理')).toBeTruthy();
    expect(screen.getByTestId('invite-link').textContent).toBe(me.invite_link);
    const table = await screen.findByTestId('agent-daily');
    expect((await within(table).findByText('2026-11-25')).closest('tr')!.textContent).toContain(
      '1,800.00',
    );
    expect(api.calls(adminCalls.agentCentreDaily)).toEqual([{ days: 7 }]);

    await userEvent.click(screen.getByText('近30天'));
    await waitFor(() =>
      expect(api.calls(adminCalls.agentCentreDaily).at(-1)).toEqual({ days: 30 }),
    );

    await userEvent.click(screen.getByRole('tab', { name: '下级明细' }));
    const members = await screen.findByTestId('agent-members');
    expect((await within(members).findByText('pl***01')).closest('tr')!.textContent).toContain(
      '直属',
    );
    expect(api.calls(adminCalls.agentCentreMembers)).toEqual([{ days: 30, page: 1 }]);
  });

  it('shows no commissions yet', async () => {
    mockApi()
      .on(adminCalls.agentCentreMe, me)
      .on(adminCalls.agentCentreDaily, daily)
      .on(adminCalls.agentCentreCommissions, empty);
    asAgent();
    await userEvent.click(await screen.findByRole('tab', { name: '佣金记录' }));
    const table = await screen.findByTestId('agent-commissions');
    expect(await within(table).findByText('暂无数据')).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    mockApi()
      .fail(adminCalls.agentCentreMe, 500, '服务器繁忙')
      .on(adminCalls.agentCentreDaily, daily);
    asAgent();
    expect(await screen.findByText('服务器繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
