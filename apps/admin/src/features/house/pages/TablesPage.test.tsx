import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { makeTable } from '../test/data.ts';
import TablesPage, { changesOf } from './TablesPage.tsx';

const ME = { operator_id: 1, name: 'boss', role: 'admin' as const };

describe('TablesPage', () => {
  it('lists the tables with lengths, a pending change, limits and the round now', async () => {
    mockApi()
      .on(adminCalls.me, ME as never)
      .on(adminCalls.adminHouseTables, [
        makeTable('bac1', {
          pending: { from_round: 1203, opens_at: 0, round_seconds: 30, betting_seconds: 20 },
        }),
        makeTable('bac2', { open: false }),
      ]);
    renderConsole(<TablesPage />, { path: '/house/tables' });
    const row = (await screen.findByText('百家乐 A')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('每局 25 秒 · 下注 15 秒');
    expect(row.textContent).toContain('第 1203 局起：每局 30 秒 · 下注 20 秒');
    expect(row.textContent).toContain('5,000.00');
    expect(row.textContent).toContain('第 1201 局');
    expect(within(row).getByText('下注中')).toBeTruthy();
    const closed = screen.getByText('百家乐 B').closest('tr') as HTMLElement;
    expect(within(closed).getAllByText('已关闭').length).toBeGreaterThan(0);
    expect(within(closed).getByRole('button', { name: '开启牌桌' })).toBeTruthy();
  });

  it('closes a table only after a confirmation', { timeout: 60_000 }, async () => {
    const api = mockApi()
      .on(adminCalls.me, ME as never)
      .on(adminCalls.adminHouseTables, [makeTable('bac1')])
      .on(adminCalls.adminHouseTableUpdate, () => makeTable('bac1', { open: false }));
    renderConsole(<TablesPage />, { path: '/house/tables' });
    fireEvent.click(await screen.findByRole('button', { name: '关闭牌桌' }));
    const [title] = await screen.findAllByText('确认关闭「百家乐 A」？');
    const box = title!.closest('.ant-modal-confirm') as HTMLElement;
    expect(box.textContent).toContain('已下注的局照常开牌结算');
    expect(api.calls(adminCalls.adminHouseTableUpdate)).toHaveLength(0);
    fireEvent.click(within(box).getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminHouseTableUpdate)).toEqual([{ code: 'bac1', open: false }]),
    );
    expect(await screen.findByText('牌桌已关闭')).toBeTruthy();
  });

  it('edits and sends only what changed, after a confirmation', { timeout: 90_000 }, async () => {
    const api = mockApi()
      .on(adminCalls.me, ME as never)
      .on(adminCalls.adminHouseTables, [makeTable('bac1')])
      .on(adminCalls.adminHouseTableUpdate, () => makeTable('bac1'));
    renderConsole(<TablesPage />, { path: '/house/tables' });
    fireEvent.click(await screen.findByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog', { name: /编辑牌桌/ });
    fireEvent.change(within(dialog).getByLabelText('每局时长（秒）'), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByLabelText('下注时间（秒）'), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText('庄最高'), { target: { value: '3000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    const [title] = await screen.findAllByText('确认保存「百家乐 A」的修改？');
    const box = title!.closest('.ant-modal-confirm') as HTMLElement;
    expect(box.textContent).toContain('局时：每局 30 秒 · 下注 20 秒（当前局之后第二局起生效）');
    expect(box.textContent).toContain('庄：10.00 – 3,000.00 元');
    fireEvent.click(within(box).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminHouseTableUpdate)).toEqual([
        {
          code: 'bac1',
          round_seconds: 30,
          betting_seconds: 20,
          limits: { banker: { min: '10.00', max: '3000.00' } },
        },
      ]),
    );
  });

  it('refuses a betting window that leaves no time to deal, before sending', async () => {
    const api = mockApi()
      .on(adminCalls.me, ME as never)
      .on(adminCalls.adminHouseTables, [makeTable('bac1')]);
    renderConsole(<TablesPage />, { path: '/house/tables' });
    fireEvent.click(await screen.findByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog', { name: /编辑牌桌/ });
    fireEvent.change(within(dialog).getByLabelText('下注时间（秒）'), { target: { value: '22' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(within(dialog).getAllByText(/每局须比下注多至少 5 秒/).length).toBeGreaterThan(1),
    );
    expect(api.calls(adminCalls.adminHouseTableUpdate)).toHaveLength(0);
  });

  it('shows the tables read-only to a role that may not edit them, and a load error', async () => {
    mockApi()
      .on(adminCalls.me, { ...ME, role: 'finance' } as never)
      .on(adminCalls.adminHouseTables, [makeTable('bac1')]);
    const view = renderConsole(<TablesPage />, { path: '/house/tables' });
    expect(await screen.findByText('仅管理员可修改')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '关闭牌桌' })).toBeNull();
    view.unmount();
    mockApi()
      .on(adminCalls.me, ME as never)
      .fail(adminCalls.adminHouseTables, 403, '没有访问权限');
    renderConsole(<TablesPage />, { path: '/house/tables' });
    expect(await screen.findByText('没有访问权限')).toBeTruthy();
  });

  it('counts a change of nothing as nothing', () => {
    const table = makeTable('bac1');
    const same = {
      name: table.name,
      round_seconds: 25,
      betting_seconds: 15,
      limits: Object.fromEntries(table.limits.map((l) => [l.area, { min: l.min, max: l.max }])),
    };
    expect(changesOf(table, same)).toEqual({ payload: { code: 'bac1' }, lines: [] });
  });
});
