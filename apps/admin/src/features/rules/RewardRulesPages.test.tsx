import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminSettings } from '@app/contract/admin';
import type { AdminAgentLevels } from '@app/contract/agents';
import type { RedPacketRule } from '@app/contract/rewards';
import { mockApi } from '../../test/api-mock.ts';
import { renderConsole } from '../../test/render.tsx';
import { userEvent } from '../../test/user.ts';
import AgentLevelsPage from './pages/AgentLevelsPage.tsx';
import RedPacketRulesPage from './pages/RedPacketRulesPage.tsx';

const ME = {
  operator_id: 1,
  name: 'boss',
  role: 'admin' as const,
  two_factor: false,
  must_enrol: false,
  recovery_codes_left: 0,
};

const agentLevels: AdminAgentLevels = {
  levels: [
    { level: 1, name: '普通代理', rate_bp: 50, rate: '0.50' },
    { level: 2, name: '高级代理', rate_bp: 80, rate: '0.80' },
  ],
  basis: 'valid_bets',
  depth: 3,
};

const rule: RedPacketRule = {
  start_time: '20:00',
  end_time: '22:00',
  recharge: '100.00',
  day_flow: '500.00',
  nums: 2,
  min_money: '1.00',
  flow_money: '8.00',
};

const confirmSave = async () =>
  userEvent.click(await screen.findByRole('button', { name: '确认保存' }));

describe('AgentLevelsPage', () => {
  it('lists the levels and saves an edited rate only after a confirmation', async () => {
    const api = mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.agentLevels, agentLevels)
      .on(adminCalls.agentLevelsUpdate, agentLevels);
    renderConsole(<AgentLevelsPage />);
    const row = (await screen.findByText('高级代理')).closest('tr')!;
    expect(row.textContent).toContain('0.80%');
    await userEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑代理等级 2')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('佣金比例（万分之）'), {
      target: { value: '120' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('佣金比例 1.20%，从下一次结算起生效。')).toBeTruthy();
    expect(api.calls(adminCalls.agentLevelsUpdate)).toEqual([]);
    await confirmSave();
    await waitFor(() =>
      expect(api.calls(adminCalls.agentLevelsUpdate)).toEqual([
        { level: 2, name: '高级代理', rate_bp: 120 },
      ]),
    );
  });

  it('shows no levels, and a load error with a retry', async () => {
    mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.agentLevels, { ...agentLevels, levels: [] });
    const view = renderConsole(<AgentLevelsPage />);
    expect(await screen.findByText('暂无等级')).toBeTruthy();
    view.unmount();
    mockApi().on(adminCalls.me, ME).fail(adminCalls.agentLevels, 500, '服务器繁忙');
    renderConsole(<AgentLevelsPage />);
    expect(await screen.findByText('服务器繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});

describe('RedPacketRulesPage', () => {
  const settings = { app: { redpacket_switch: 1 } } as AdminSettings;

  it('shows the rules and saves the edited list after a confirmation', async () => {
    const api = mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.settings, settings)
      .on(adminCalls.redPacketRules, { max_times: 3, rules: [rule] })
      .on(adminCalls.redPacketRulesUpdate, { max_times: 3, rules: [rule] });
    renderConsole(<RedPacketRulesPage />);
    const recharge = await screen.findByLabelText('当日充值≥ 1');
    await waitFor(() => expect((recharge as HTMLInputElement).value).toBe('100.00'));
    expect(screen.getByRole('switch', { name: '红包活动开关' }).getAttribute('aria-checked')).toBe(
      'true',
    );

    fireEvent.change(recharge, { target: { value: 'x' } });
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('金额')).toBeTruthy();
    fireEvent.change(recharge, { target: { value: '200.00' } });
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('共 1 条规则，替换现有规则。')).toBeTruthy();
    expect(api.calls(adminCalls.redPacketRulesUpdate)).toEqual([]);
    await confirmSave();
    await waitFor(() =>
      expect(api.calls(adminCalls.redPacketRulesUpdate)).toEqual([
        { max_times: 3, rules: [{ ...rule, recharge: '200.00' }] },
      ]),
    );
  });

  it('turns the red packets off only after a confirmation', async () => {
    const api = mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.settings, settings)
      .on(adminCalls.redPacketRules, { max_times: 3, rules: [rule] })
      .on(adminCalls.settingsUpdate, settings);
    renderConsole(<RedPacketRulesPage />);
    const toggle = await screen.findByRole('switch', { name: '红包活动开关' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    await userEvent.click(toggle);
    expect(await screen.findAllByText('关闭红包活动？')).not.toHaveLength(0);
    expect(api.calls(adminCalls.settingsUpdate)).toEqual([]);
    await confirmSave();
    await waitFor(() =>
      expect(api.calls(adminCalls.settingsUpdate)).toEqual([{ app: { redpacket_switch: 0 } }]),
    );
  });

  it('shows no rules, and a load error with a retry', async () => {
    mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.settings, settings)
      .on(adminCalls.redPacketRules, { max_times: 3, rules: [] });
    const view = renderConsole(<RedPacketRulesPage />);
    expect(await screen.findByText('暂无规则')).toBeTruthy();
    view.unmount();
    mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.settings, settings)
      .fail(adminCalls.redPacketRules, 500, '服务器繁忙');
    renderConsole(<RedPacketRulesPage />);
    expect(await screen.findByText('服务器繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
