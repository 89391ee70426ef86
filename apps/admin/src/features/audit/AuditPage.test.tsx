import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminAuditRow } from '@app/contract/admin';
import { mockApi } from '../../test/api-mock.ts';
import { renderConsole } from '../../test/render.tsx';
import { download } from '../../lib/csv.ts';
import AuditPage from './pages/AuditPage.tsx';

vi.mock('../../lib/csv.ts', async (original) => ({
  ...(await original<typeof import('../../lib/csv.ts')>()),
  download: vi.fn<(filename: string, text: string) => void>(),
}));
const downloaded = vi.mocked(download);

const row = (id: number, extra: Partial<AdminAuditRow> = {}): AdminAuditRow => ({
  id,
  operator_id: 1,
  operator_name: 'boss',
  action: 'settings.update',
  target: 'settings',
  detail: { app: { title: { before: '旧标题', after: '新标题' } } },
  ip: '10.1.2.3',
  created_at: Date.UTC(2026, 10, 25, 12, 0, 0),
  ...extra,
});

const page = (rows: AdminAuditRow[], total = rows.length, current = 1) => ({
  data: rows,
  total,
  current_page: current,
  last_page: Math.max(1, Math.ceil(total / 50)),
});

/**
 * Picks an action filter from the select (the contract's closed list: no free text), typing part
 * of it to narrow the list as an operator does.
 */
async function chooseAction(label: string) {
  const select = screen.getByLabelText('操作');
  await userEvent.click(select);
  await userEvent.type(select, label.split(' ')[1]!);
  await userEvent.click(await screen.findByTitle(label));
}

describe('AuditPage', () => {
  it("offers the contract's actions and groups, labelled, to choose from", async () => {
    mockApi().on(adminCalls.audit, page([]));
    renderConsole(<AuditPage />);
    const select = screen.getByLabelText('操作');
    await userEvent.click(select);
    await userEvent.type(select, 'withdrawal');
    for (const title of [
      '提现审核（全部） withdrawal.',
      '提现审核：通过 withdrawal.approve',
      '提现审核：拒绝 withdrawal.reject',
    ]) {
      expect(await screen.findByTitle(title)).toBeTruthy();
    }
    expect(screen.queryByTitle('充值审核（全部） deposit.')).toBeNull();
  });

  afterEach(() => vi.unstubAllGlobals());
  // antd tables in jsdom are slow on a busy machine.
  vi.setConfig({ testTimeout: 120_000 });

  it('searches with the filters, shows who/when/ip/what and the before/after of a row', async () => {
    const api = mockApi().on(adminCalls.audit, (payload) =>
      payload.action === 'deposit.'
        ? page([
            row(7, {
              action: 'deposit.approve',
              target: 'deposit:12',
              detail: { before: { state: 0 }, after: { state: 1 } },
            }),
          ])
        : page([row(1)], 51),
    );
    renderConsole(<AuditPage />);
    expect(await screen.findByText('settings.update')).toBeTruthy();
    // The action shows with its label from the contract's list.
    expect(screen.getByText('系统设置：修改')).toBeTruthy();
    expect(screen.getByText('10.1.2.3')).toBeTruthy();
    expect(screen.getByText('boss')).toBeTruthy();
    expect(screen.getByText('2026-11-25 20:00:00')).toBeTruthy();
    expect(screen.getByText('共 51 条')).toBeTruthy();

    // Expanding a row shows the changed field with its value before and after.
    await userEvent.click(screen.getByRole('button', { name: /展开详情/ }));
    expect(await screen.findByText('app.title')).toBeTruthy();
    expect(screen.getByText('旧标题')).toBeTruthy();
    expect(screen.getByText('新标题')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('操作人'), { target: { value: ' boss ' } });
    await chooseAction('充值审核（全部） deposit.');
    fireEvent.change(screen.getByLabelText('对象'), { target: { value: 'deposit:12' } });
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    // The row of the answer (the action's code is also an option of the filter's open list).
    const label = await screen.findByText('充值审核：通过');
    expect(within(label.closest('tr')!).getByText('deposit.approve')).toBeTruthy();
    expect(api.calls(adminCalls.audit).at(-1)).toEqual({
      page: 1,
      operator: 'boss',
      action: 'deposit.',
      target: 'deposit:12',
    });
    await userEvent.click(screen.getByRole('button', { name: /展开详情/ }));
    const detail = await screen.findByText('state');
    const line = detail.closest('tr')!;
    expect(within(line).getByText('0')).toBeTruthy();
    expect(within(line).getByText('1')).toBeTruthy();
  });

  it('says so when nothing matches, and shows the load error with a retry', async () => {
    mockApi().on(adminCalls.audit, page([]));
    const first = renderConsole(<AuditPage />);
    expect(await screen.findByText('没有符合条件的记录')).toBeTruthy();
    first.unmount();

    mockApi().fail(adminCalls.audit, 403, '当前角色无权进行此操作');
    renderConsole(<AuditPage />);
    expect(await screen.findByText('当前角色无权进行此操作')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });

  it('exports every filtered row, not only the page, and warns when the server cut it', async () => {
    const all = Array.from({ length: 120 }, (_, i) => row(i + 1, { target: `t:${i + 1}` }));
    const api = mockApi()
      .on(adminCalls.audit, page(all.slice(0, 3), 120))
      .on(adminCalls.auditExport, { data: all, total: 12_000, truncated: true });
    renderConsole(<AuditPage />);
    await screen.findByText('t:1');
    await chooseAction('系统设置（全部） settings.');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await userEvent.click(screen.getByRole('button', { name: /导出CSV/ }));
    await waitFor(() => expect(downloaded).toHaveBeenCalled(), { timeout: 10_000 });
    expect(api.calls(adminCalls.auditExport)).toEqual([{ action: 'settings.' }]);
    const [filename, text] = downloaded.mock.calls[0]!;
    expect(filename).toMatch(/^审计日志-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(121);
    expect(lines[0]).toBe('ID,时间,操作人,IP,操作,对象,详情');
    expect(lines[120]).toContain('t:120');
    expect(await screen.findByText(/仅导出最新的 10000 条/)).toBeTruthy();
  });
});
