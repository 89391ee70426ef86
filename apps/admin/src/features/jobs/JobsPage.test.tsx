import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { JobRunAnswer } from '@app/contract/jobs-admin';
import { mockApi } from '../../test/api-mock.ts';
import { renderConsole } from '../../test/render.tsx';
import { userEvent } from '../../test/user.ts';
import JobsPage, { formatDuration } from './pages/JobsPage.tsx';

const ME = {
  operator_id: 1,
  name: 'boss',
  role: 'admin' as const,
  two_factor: false,
  must_enrol: false,
  recovery_codes_left: 0,
};

const run = (id: number, extra: Partial<JobRunAnswer>): JobRunAnswer => ({
  id,
  job: 'rebate.daily',
  slot: '2026-11-25',
  node: 'node-1',
  state: 'done',
  attempt: 1,
  scheduled_at: Date.UTC(2026, 10, 25, 16, 40),
  started_at: Date.UTC(2026, 10, 25, 16, 40, 0),
  finished_at: Date.UTC(2026, 10, 25, 16, 40, 2, 500),
  lease_until: null,
  next_attempt_at: null,
  error: null,
  created_at: Date.UTC(2026, 10, 25, 16, 40),
  ...extra,
});

describe('JobsPage', () => {
  it('lists the runs with their outcome and retries a failed one after a confirmation', async () => {
    const failed = run(2, { job: 'agent.commission', state: 'failed', error: 'database locked' });
    const api = mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.jobs, [run(1, {}), failed])
      .on(adminCalls.jobsRetry, { ...failed, state: 'done', attempt: 2 });
    renderConsole(<JobsPage />);
    const done = (await screen.findByText('rebate.daily')).closest('tr')!;
    expect(done.textContent).toContain('成功');
    expect(done.textContent).toContain('2.5 秒');
    expect(within(done).queryByRole('button', { name: /重\s*试/ })).toBeNull();
    const line = screen.getByText('agent.commission').closest('tr')!;
    expect(line.textContent).toContain('database locked');

    await userEvent.click(within(line).getByRole('button', { name: /重\s*试/ }));
    const [title] = await screen.findAllByText('重新执行这次失败的任务？');
    const dialog = title!.closest('.ant-modal-confirm') as HTMLElement;
    expect(within(dialog).getByText(/任务 agent.commission（时段 2026-11-25）/)).toBeTruthy();
    expect(api.calls(adminCalls.jobsRetry)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(api.calls(adminCalls.jobsRetry)).toEqual([{ id: 2 }]));
  });

  it('shows no runs, and a load error with a retry', async () => {
    mockApi().on(adminCalls.me, ME).on(adminCalls.jobs, []);
    const view = renderConsole(<JobsPage />);
    expect(await screen.findByText('暂无任务记录')).toBeTruthy();
    view.unmount();
    mockApi().on(adminCalls.me, ME).fail(adminCalls.jobs, 500, '服务器繁忙');
    renderConsole(<JobsPage />);
    expect(await screen.findByText('服务器繁忙')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /重\s*试/ }).length).toBeGreaterThan(0);
  });

  it('writes how long a run took', () => {
    expect(formatDuration({ started_at: 0, finished_at: 250 })).toBe('250 毫秒');
    expect(formatDuration({ started_at: 0, finished_at: 185_000 })).toBe('3 分 5 秒');
    expect(formatDuration({ started_at: 0, finished_at: null })).toBe('');
  });
});
