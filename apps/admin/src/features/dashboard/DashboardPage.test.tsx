import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminDashboardData, DashboardDay } from '@app/contract/admin-dashboard';
import { mockApi } from '../../test/api-mock.ts';
import { renderConsole } from '../../test/render.tsx';
import type { ChartOption } from './EChart.tsx';
import DashboardPage from './pages/DashboardPage.tsx';

/** The files the page saved (the browser's download stands aside). */
const saved: { name: string; text: string }[] = [];
vi.mock('../../lib/csv.ts', async (original) => ({
  ...(await original<typeof import('../../lib/csv.ts')>()),
  download: (name: string, text: string) => void saved.push({ name, text }),
}));

// jsdom has no canvas: the chart stands in as a box that shows which series it was given.
vi.mock('./EChart.tsx', () => ({
  EChart: ({ option, label }: { option: ChartOption; label: string }) => {
    const series = (option.series ?? []) as { name?: string; type?: string; data?: unknown[] }[];
    return (
      <div role="img" aria-label={label}>
        {series.map((s) => `${s.type}:${s.name}:${(s.data ?? []).join('|')}`).join(';')}
      </div>
    );
  },
}));

const day = (date: string, figures: Partial<DashboardDay> = {}): DashboardDay => ({
  date,
  deposits: '0.00',
  withdrawals: '0.00',
  new_players: 0,
  active_players: 0,
  valid_bets: '0.00',
  ggr: '0.00',
  ggr_by_category: { live: '0.00', other: '0.00' },
  rebates: '0.00',
  bonuses: '0.00',
  commissions: '0.00',
  ...figures,
});

const board = (days: number): AdminDashboardData => ({
  today: '2026-11-25',
  generated_at: Date.parse('2026-11-25T07:00:00Z'),
  categories: [
    { slug: 'live', name: '真人' },
    { slug: 'other', name: '其他' },
  ],
  days: [
    ...Array.from({ length: days - 2 }, (_, i) => day(`2026-10-${String(i + 1).padStart(2, '0')}`)),
    day('2026-11-24', {
      deposits: '720.00',
      ggr: '50.00',
      ggr_by_category: { live: '70.00', other: '-20.00' },
    }),
    day('2026-11-25', {
      deposits: '12345.60',
      withdrawals: '100.00',
      new_players: 3,
      active_players: 7,
      valid_bets: '2500.00',
      ggr: '-380.00',
      ggr_by_category: { live: '-400.00', other: '20.00' },
      rebates: '3.00',
    }),
  ],
  pending: { deposits: 2, withdrawals: 1, activity_applications: 0, agent_applications: 4 },
});

describe('DashboardPage', () => {
  it("shows today's figures, the queues, the charts and the table of the days", async () => {
    const api = mockApi().on(adminCalls.dashboard, (payload) => board(Number(payload?.days ?? 30)));
    renderConsole(<DashboardPage />, { path: '/dashboard' });

    const today = (await screen.findByText('今日（2026-11-25）')).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(today.textContent).toContain('充值12,345.60');
    expect(today.textContent).toContain('平台盈亏-380.00');
    const pending = screen.getByText('待处理').closest('.ant-card') as HTMLElement;
    expect(within(pending).getByText('代理申请').closest('.ant-statistic')!.textContent).toContain(
      '4',
    );

    const ggr = screen.getByRole('img', { name: '各类别平台盈亏（投注 − 派彩）' });
    expect(ggr.textContent).toContain('bar:真人:');
    expect(ggr.textContent).toContain('-400');
    expect(screen.getByRole('img', { name: '充值、提现与投注' }).textContent).toContain(
      'line:充值:',
    );
    for (const name of ['新增与活跃玩家', '返水、红利与佣金']) {
      expect(screen.getByRole('img', { name }).textContent).toContain('bar:');
    }

    // The table: newest day first, a column per category.
    const rows = screen.getAllByRole('row');
    expect(rows[1]!.textContent).toContain('2026-11-25');
    expect(screen.getByRole('columnheader', { name: '盈亏·其他' })).toBeTruthy();
    expect(api.calls(adminCalls.dashboard)).toEqual([{ days: 30 }]);
  });

  it('asks for another number of days, and exports the table as CSV', async () => {
    const api = mockApi().on(adminCalls.dashboard, (payload) => board(Number(payload?.days ?? 30)));
    renderConsole(<DashboardPage />, { path: '/dashboard' });
    await screen.findByText('今日（2026-11-25）');
    await userEvent.click(screen.getByText('近7天'));
    await waitFor(() =>
      expect(api.calls(adminCalls.dashboard)).toEqual([{ days: 30 }, { days: 7 }]),
    );

    await userEvent.click(screen.getByRole('button', { name: /导出CSV/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^数据概览-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = saved[0]!.text;
    const lines = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      '日期,充值,提现,新增玩家,活跃玩家,有效投注,平台盈亏,返水,红利,佣金,盈亏·真人,盈亏·其他',
    );
    expect(lines[1]).toBe(
      '2026-11-25,12345.60,100.00,3,7,2500.00,-380.00,3.00,0.00,0.00,-400.00,20.00',
    );
    expect(lines).toHaveLength(8);
  });

  it("shows the server's refusal", async () => {
    mockApi().fail(adminCalls.dashboard, 403, '无权限');
    renderConsole(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('无权限')).toBeTruthy();
  });
});
