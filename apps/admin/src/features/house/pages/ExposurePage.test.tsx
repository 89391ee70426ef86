import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { makeExposure, makeTable } from '../test/data.ts';
import ExposurePage from './ExposurePage.tsx';

describe('ExposurePage', () => {
  it('shows the round under way by area and outcome, and the last rounds', async () => {
    const api = mockApi()
      .on(adminCalls.adminHouseTables, [makeTable('bac1'), makeTable('bac2')])
      .on(adminCalls.adminHouseExposure, (p) =>
        makeExposure({
          code: String(p.code),
          rounds: p.code === 'bac1' ? makeExposure().rounds : [],
        }),
      );
    renderConsole(<ExposurePage />, { path: '/house/exposure' });
    const banker = (await screen.findAllByText('195.00'))[0]!.closest('tr') as HTMLElement;
    expect(banker.textContent).toContain('庄');
    expect(banker.textContent).toContain('100.00');
    const tie = screen.getAllByText('和局')[0]!.closest('tr') as HTMLElement;
    expect(within(tie).getByText('-800.00')).toBeTruthy();
    expect(screen.getAllByText('最坏情况：和局')).toHaveLength(2);
    const last = screen.getByText('第 1200 局').closest('tr') as HTMLElement;
    expect(last.textContent).toContain('庄赢 闲3:庄7');
    expect(within(last).getByText('-120.50')).toBeTruthy();
    expect(api.calls(adminCalls.adminHouseExposure)[0]).toEqual({ code: 'bac1' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '选择牌桌' }));
    fireEvent.click(await screen.findByText('百家乐 B（百家乐）'));
    expect(await screen.findByText('该牌桌暂无牌局')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls(adminCalls.adminHouseExposure)).toContainEqual({ code: 'bac2' }),
    );
  });

  it('says when the table is closed, and shows a load error', async () => {
    mockApi()
      .on(adminCalls.adminHouseTables, [makeTable('bac1', { open: false })])
      .on(adminCalls.adminHouseExposure, makeExposure({ open: false, rounds: [] }));
    const view = renderConsole(<ExposurePage />, { path: '/house/exposure' });
    expect(await screen.findByText('该牌桌已关闭：不开新局')).toBeTruthy();
    view.unmount();
    mockApi()
      .on(adminCalls.adminHouseTables, [makeTable('bac1')])
      .fail(adminCalls.adminHouseExposure, 404, '未找到该牌桌');
    renderConsole(<ExposurePage />, { path: '/house/exposure' });
    expect(await screen.findByText('未找到该牌桌')).toBeTruthy();
  });
});
