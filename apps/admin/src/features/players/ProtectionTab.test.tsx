import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { adminCalls } from '@app/contract/endpoint-routes';
import { MSG } from '@app/contract/messages';
import type { AdminProtection, MoneyLimit } from '@app/contract/protection';
import type { AdminPlayerDetail } from '@app/contract/admin-players';
import { mockApi } from '../../test/api-mock.ts';
import { renderConsole } from '../../test/render.tsx';
import PlayerPage from './pages/PlayerPage.tsx';

const detail: AdminPlayerDetail = {
  profile: {
    id: 7,
    username: 'alice',
    realname: '爱丽丝',
    telegram_id: '',
    pid: 0,
    referrer: '',
    status: 1,
    is_guest: 0,
    is_agent: 0,
    vip: 0,
    balance: '0.00',
    created_at: '2026-11-20 10:00:00',
    last_login_at: '',
    avatar: '',
    mobile: '',
    email: '',
    birthday: '',
    has_pay_password: 1,
  },
  wallet: { balance: '0.00', venues: [], venue_total: '0.00', venues_unanswered: 0 },
  referrers: [],
  downline: 0,
  pending_adjustments: 0,
};

const limit = (kind: MoneyLimit['kind'], period: MoneyLimit['period']): MoneyLimit => ({
  kind,
  period,
  amount: null,
  used: '0.00',
  pending: null,
});

const state: AdminProtection = {
  limits: [
    {
      ...limit('deposit', 'day'),
      amount: '500.00',
      used: '120.00',
      pending: { id: 3, value: '2000.00', effective_at: '2026-11-26 10:00:00', ready: 0 },
    },
    limit('deposit', 'week'),
    limit('deposit', 'month'),
    limit('loss', 'day'),
    limit('loss', 'week'),
    limit('loss', 'month'),
  ],
  session_minutes: 90,
  session_pending: null,
  reality_minutes: 30,
  block: { kind: 'timeout', until: '2026-12-03 09:00:00', by: 'operator' },
  play: { started_at: null, net: '0.00' },
  now: Date.parse('2026-11-25T10:00:00+08:00'),
  history: [
    {
      id: 5,
      field: 'timeout',
      value: '2026-12-03 09:00:00',
      by: 'operator',
      reason: '家属来电',
      created_at: '2026-11-26 09:00:00',
      state: 'applied',
    },
    {
      id: 3,
      field: 'deposit:day',
      value: '2000.00',
      by: 'player',
      reason: '',
      created_at: '2026-11-25 10:00:00',
      state: 'pending',
    },
  ],
};

const noAdjustments = {
  data: [],
  total: 0,
  current_page: 1,
  last_page: 1,
  threshold: '1000.00',
};

const finance = {
  operator_id: 1,
  name: 'fin1',
  role: 'finance' as const,
  two_factor: false,
  must_enrol: false,
  recovery_codes_left: 0,
};

async function openTab() {
  renderConsole([{ path: '/players/:id', element: <PlayerPage /> }], { path: '/players/7' });
  await userEvent.click(await screen.findByRole('tab', { name: '理性游戏' }));
}

// antd's forms under userEvent take long on a loaded machine: a wider timeout than the page tests
describe('player protection tab', { timeout: 240_000 }, () => {
  it('shows the limits, the block in force and the history', async () => {
    mockApi()
      .on(adminCalls.me, finance)
      .on(adminCalls.player, detail)
      .on(adminCalls.adjustments, noAdjustments)
      .on(adminCalls.playerProtection, state);
    await openTab();
    const row = (await screen.findByText('充值（24小时）')).closest('tr')!;
    expect(within(row).getByText('500.00')).toBeTruthy();
    expect(within(row).getByText('120.00')).toBeTruthy();
    expect(within(row).getByText('2,000.00 元（2026-11-26 10:00:00 后可确认）')).toBeTruthy();
    const block = screen.getByText('暂停中').closest('td')!;
    expect(within(block).getByText('至 2026-12-03 09:00:00')).toBeTruthy();
    expect(within(block).getByText('（由运营设置）')).toBeTruthy();
    expect(screen.getByText('90 分钟')).toBeTruthy();
    expect(screen.getByText('未在游戏中')).toBeTruthy();
    const history = screen.getByText('家属来电').closest('tr')!;
    expect(within(history).getByText('暂停')).toBeTruthy();
    expect(within(history).getByText('至 2026-12-03 09:00:00')).toBeTruthy();
    expect(within(history).getByText('运营')).toBeTruthy();
    expect(within(history).getByText('已生效')).toBeTruthy();
    const pending = screen.getByText('充值限额（24小时）').closest('tr')!;
    expect(within(pending).getByText('待生效')).toBeTruthy();
    expect(within(pending).getByText('玩家本人')).toBeTruthy();
    expect(screen.getByRole('button', { name: '设置/降低限额' })).toBeTruthy();
  });

  it('refuses a raise in the form, posts a lower limit with the reason', async () => {
    const api = mockApi()
      .on(adminCalls.me, finance)
      .on(adminCalls.player, detail)
      .on(adminCalls.adjustments, noAdjustments)
      .on(adminCalls.playerProtection, state)
      .on(adminCalls.playerProtectionLimit, () => state);
    await openTab();
    await userEvent.click(await screen.findByRole('button', { name: '设置/降低限额' }));
    const dialog = await screen.findByRole('dialog', { name: '设置/降低限额' });
    expect(within(dialog).getByText('当前限额 500.00 元')).toBeTruthy();
    const amount = within(dialog).getByLabelText('限额（元）');
    await userEvent.type(amount, '600');
    await userEvent.click(within(dialog).getByLabelText('原因'));
    await userEvent.paste('家属申请');
    await userEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    expect(await within(dialog).findByText(MSG.protectionOperatorRaise)).toBeTruthy();
    expect(api.calls(adminCalls.playerProtectionLimit)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(api.calls(adminCalls.playerProtectionLimit)).toHaveLength(1));
    expect(api.calls(adminCalls.playerProtectionLimit)[0]).toEqual({
      user_id: 7,
      kind: 'deposit',
      period: 'day',
      amount: '200.00',
      reason: '家属申请',
    });
    expect(await screen.findByText(MSG.protectionLowered)).toBeTruthy();
  });

  it('starts a time-out after the warning that it cannot end early', async () => {
    const api = mockApi()
      .on(adminCalls.me, { ...finance, role: 'support' })
      .on(adminCalls.player, detail)
      .on(adminCalls.playerProtection, { ...state, block: null })
      .on(adminCalls.playerProtectionBlock, () => state);
    await openTab();
    await userEvent.click(await screen.findByRole('button', { name: '暂停/禁入' }));
    const dialog = await screen.findByRole('dialog', { name: '暂停/禁入' });
    await userEvent.click(within(dialog).getByLabelText('原因'));
    await userEvent.paste('玩家来电要求');
    await userEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('开始后不能提前结束，只能延长。')).toBeTruthy();
    expect(screen.getByText('确认暂停24小时？')).toBeTruthy();
    expect(api.calls(adminCalls.playerProtectionBlock)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(api.calls(adminCalls.playerProtectionBlock)).toHaveLength(1));
    expect(api.calls(adminCalls.playerProtectionBlock)[0]).toEqual({
      user_id: 7,
      kind: 'timeout',
      days: 1,
      reason: '玩家来电要求',
    });
  });

  it('says when the state cannot be loaded', async () => {
    mockApi()
      .on(adminCalls.me, { ...finance, role: 'admin' })
      .on(adminCalls.player, detail)
      .on(adminCalls.adjustments, noAdjustments)
      .fail(adminCalls.playerProtection, 500, '服务器繁忙');
    await openTab();
    expect(await screen.findByText('加载失败')).toBeTruthy();
    expect(screen.getByText('服务器繁忙')).toBeTruthy();
  });
});
