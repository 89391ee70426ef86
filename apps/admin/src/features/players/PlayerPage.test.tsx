import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminAdjustmentRow, AdminPlayerDetail } from '@app/contract/admin-players';
import { mockApi } from '../../test/api-mock.ts';
import { renderConsole } from '../../test/render.tsx';
import AdjustmentsPage from './pages/AdjustmentsPage.tsx';
import PlayerPage from './pages/PlayerPage.tsx';
import PlayersPage from './pages/PlayersPage.tsx';

const detail: AdminPlayerDetail = {
  profile: {
    id: 7,
    username: 'alice',
    realname: '爱丽丝',
    telegram_id: '',
    pid: 3,
    referrer: 'bob',
    status: 1,
    is_guest: 0,
    is_agent: 0,
    vip: 2,
    balance: '120.00',
    created_at: '2026-11-20 10:00:00',
    last_login_at: '2026-11-25 09:00:00',
    avatar: '',
    mobile: '',
    email: '',
    birthday: '',
    has_pay_password: 1,
  },
  wallet: {
    balance: '120.00',
    venues: [
      { platname: 'demo1', name: '演示真人一', balance: '0.00', net_in: '30.00' },
      { platname: 'demo6', name: '演示电子三', balance: null, net_in: '1.80' },
    ],
    venue_total: '0.00',
    venues_unanswered: 1,
  },
  referrers: [{ level: 1, id: 3, username: 'bob', is_agent: 1 }],
  downline: 0,
  pending_adjustments: 0,
};

const pending: AdminAdjustmentRow = {
  id: 11,
  user_id: 7,
  username: 'alice',
  direction: 'credit',
  amount: '5000.00',
  reason: '活动补偿',
  state: 'pending',
  requested_by: 1,
  requested_by_name: 'fin1',
  decided_by: null,
  decided_by_name: '',
  remark: '',
  transfer_id: null,
  created_at: '2026-11-25 10:00:00',
  decided_at: '',
};

const page = <T,>(data: T[]) => ({ data, total: data.length, current_page: 1, last_page: 1 });

describe('players', { timeout: 120_000 }, () => {
  it('searches players by the chosen field', async () => {
    const api = mockApi()
      .on(adminCalls.me, {
        operator_id: 1,
        name: 'fin1',
        role: 'finance',
        two_factor: false,
        must_enrol: false,
        recovery_codes_left: 0,
      })
      .on(adminCalls.players, (p) => page(p.keyword === 'alice' ? [{ ...detail.profile }] : []));
    renderConsole(<PlayersPage />, { path: '/players' });
    expect(await screen.findByText('暂无玩家')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('搜索玩家'), 'alice{enter}');
    expect(await screen.findByRole('link', { name: 'alice' })).toBeTruthy();
    expect(api.calls(adminCalls.players).at(-1)).toMatchObject({ keyword: 'alice', by: 'any' });
  });

  it('shows the player and posts an adjustment after confirmation, with one request key', async () => {
    const api = mockApi()
      .on(adminCalls.me, {
        operator_id: 1,
        name: 'fin1',
        role: 'finance',
        two_factor: false,
        must_enrol: false,
        recovery_codes_left: 0,
      })
      .on(adminCalls.player, detail)
      .on(adminCalls.adjustments, { ...page([]), threshold: '1000.00' })
      .on(adminCalls.playerAdjust, (p) => ({
        ...pending,
        state: 'posted' as const,
        amount: String(p.amount),
      }));
    renderConsole([{ path: '/players/:id', element: <PlayerPage /> }], { path: '/players/7' });
    expect((await screen.findByTestId('player-balance')).textContent).toBe('120.00');
    // The venue balance is what the venues report, never what was sent there.
    expect(screen.getByTestId('player-venue-balance').textContent).toBe('0.00（1 个场馆未应答）');
    await userEvent.click(screen.getByRole('tab', { name: '钱包' }));
    const ag = (await screen.findByText('演示真人一')).closest('tr')!;
    expect(
      within(ag)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['演示真人一', '0.00', '30.00']);
    const pp = screen.getByText('演示电子三').closest('tr')!;
    expect(within(pp).getByText('场馆未应答')).toBeTruthy();

    await userEvent.click(await screen.findByRole('button', { name: '人工调整' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/单笔超过 1,000.00 元/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('金额（元）'), '88.5');
    await userEvent.type(within(dialog).getByLabelText('原因'), '活动补偿');
    await userEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    expect((await screen.findAllByText('确认人工调整？')).length).toBeGreaterThan(0);
    const ok = screen.getAllByRole('button', { name: /确\s*认/ });
    await userEvent.click(ok[ok.length - 1]!);
    await waitFor(() => expect(api.calls(adminCalls.playerAdjust)).toHaveLength(1));
    const sent = api.calls(adminCalls.playerAdjust)[0]!;
    expect(sent).toMatchObject({ user_id: 7, direction: 'credit', amount: '88.50' });
    expect(String(sent.request_key)).toMatch(/^adj-/);
    expect(await screen.findByText('调整已入账')).toBeTruthy();
  });

  it('does not let the requester approve their own adjustment; another operator can', async () => {
    mockApi()
      .on(adminCalls.me, {
        operator_id: 1,
        name: 'fin1',
        role: 'finance',
        two_factor: false,
        must_enrol: false,
        recovery_codes_left: 0,
      })
      .on(adminCalls.adjustments, { ...page([pending]), threshold: '1000.00' });
    const view = renderConsole(<AdjustmentsPage />, { path: '/adjustments' });
    await screen.findByText('活动补偿');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /通\s*过/ }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    view.unmount();

    const api = mockApi()
      .on(adminCalls.me, {
        operator_id: 2,
        name: 'fin2',
        role: 'finance',
        two_factor: false,
        must_enrol: false,
        recovery_codes_left: 0,
      })
      .on(adminCalls.adjustments, { ...page([pending]), threshold: '1000.00' })
      .on(adminCalls.adjustmentsReview, { ...pending, state: 'posted', decided_by: 2 });
    renderConsole(<AdjustmentsPage />, { path: '/adjustments' });
    await screen.findByText('活动补偿');
    const approve = screen.getByRole('button', { name: /通\s*过/ }) as HTMLButtonElement;
    await waitFor(() => expect(approve.disabled).toBe(false));
    await userEvent.click(approve);
    await screen.findAllByText('确认通过并入账？');
    const buttons = screen.getAllByRole('button', { name: /通\s*过/ });
    await userEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() =>
      expect(api.calls(adminCalls.adjustmentsReview)).toEqual([
        { id: 11, approve: true, remark: '' },
      ]),
    );
    expect(await screen.findByText('已通过，款项已入账')).toBeTruthy();
  });
});
