import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { beijingDay } from '../provider-values.ts';
import { FINANCE, makeProvider, makeReport, meOf } from '../test/data.ts';
import ReconcilePage from './ReconcilePage.tsx';

const ROUTES = [{ path: '/providers/reconcile', element: <ReconcilePage /> }];

describe('ReconcilePage (对账)', () => {
  it('compares both sides and lists the mismatches with their problem', async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf(FINANCE))
      .on(adminCalls.adminProviders, [makeProvider('alpha'), makeProvider('beta')])
      .on(adminCalls.adminProviderReconcile, (p) =>
        makeReport({
          code: p.code,
          day: p.day,
          mismatches: [
            {
              id: 'tx-1',
              kind: 'bet',
              user: 'u12',
              ours: '100.00',
              theirs: null,
              problem: 'missing_theirs',
            },
            {
              id: 'tx-2',
              kind: 'win',
              user: 'u13',
              ours: '50.00',
              theirs: '150.00',
              problem: 'amount',
            },
          ],
        }),
      );
    renderConsole(ROUTES, { path: '/providers/reconcile?code=beta&day=2026-11-24' });
    const first = (await screen.findByText('tx-1')).closest('tr') as HTMLElement;
    expect(first.textContent).toContain('下注');
    expect(first.textContent).toContain('u12');
    expect(first.textContent).toContain('100.00');
    const tag = within(first).getByText('厂商无记录');
    expect(tag.className).toContain('ant-tag-red');
    const second = screen.getByText('tx-2').closest('tr') as HTMLElement;
    expect(within(second).getByText('金额不符')).toBeTruthy();
    expect(second.textContent).toContain('150.00');
    expect(screen.getByText('差异 2 笔')).toBeTruthy();
    const ours = screen.getByText('我方').closest('.ant-card') as HTMLElement;
    expect(ours.textContent).toContain('1,200');
    expect(ours.textContent).toContain('58,210.50');
    const theirs = screen.getByText('厂商').closest('.ant-card') as HTMLElement;
    expect(theirs.textContent).toContain('58,310.50');
    const matched = screen.getByText('一致').closest('.ant-card') as HTMLElement;
    expect(matched.textContent).toContain('1,198');
    expect(api.calls(adminCalls.adminProviderReconcile)).toEqual([
      { code: 'beta', day: '2026-11-24' },
    ]);
  });

  it('opens on the first provider and today, and says 无差异 when both agree', async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf(FINANCE))
      .on(adminCalls.adminProviders, [makeProvider('alpha')])
      .on(adminCalls.adminProviderReconcile, (p) => makeReport({ code: p.code, day: p.day }));
    renderConsole(ROUTES, { path: '/providers/reconcile' });
    expect(await screen.findByText('无差异')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.calls(adminCalls.adminProviderReconcile)).toEqual([
      { code: 'alpha', day: beijingDay() },
    ]);
    fireEvent.change(screen.getByLabelText('日期（北京时间）'), {
      target: { value: '2026-11-20' },
    });
    await waitFor(() =>
      expect(api.calls(adminCalls.adminProviderReconcile)).toContainEqual({
        code: 'alpha',
        day: '2026-11-20',
      }),
    );
  });

  it('tells why the provider report could not be read, and a refusal', async () => {
    mockApi()
      .on(adminCalls.me, meOf(FINANCE))
      .on(adminCalls.adminProviders, [makeProvider('alpha')])
      .on(adminCalls.adminProviderReconcile, makeReport({ error: '无法连接厂商接口：超时' }));
    const view = renderConsole(ROUTES, { path: '/providers/reconcile?code=alpha' });
    expect(await screen.findByText('无法读取厂商报表')).toBeTruthy();
    expect(screen.getByText('无法连接厂商接口：超时')).toBeTruthy();
    expect(screen.queryByText('无差异')).toBeNull();
    view.unmount();
    mockApi()
      .on(adminCalls.me, meOf(FINANCE))
      .on(adminCalls.adminProviders, [makeProvider('alpha')])
      .fail(adminCalls.adminProviderReconcile, 404, '厂商不存在');
    renderConsole(ROUTES, { path: '/providers/reconcile?code=alpha' });
    expect(await screen.findByText('厂商不存在')).toBeTruthy();
  });
});
