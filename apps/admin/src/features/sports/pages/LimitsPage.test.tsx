import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import { MSG } from '@app/contract/messages';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { makeLimits, ME, meOf } from '../test/data.ts';
import LimitsPage from './LimitsPage.tsx';

const ROUTES = [{ path: '/sports/limits', element: <LimitsPage /> }];

describe('LimitsPage (限额设置)', () => {
  it(
    'saves the limits after a confirmation: the margin shown in %, sent in bp',
    { timeout: 60_000 },
    async () => {
      const api = mockApi()
        .on(adminCalls.me, meOf(ME))
        .on(adminCalls.adminSportsLimits, makeLimits())
        .on(adminCalls.adminSportsLimitsUpdate, () =>
          makeLimits({ max_stake: '80000.00', margin_bp: 650 }),
        );
      renderConsole(ROUTES, { path: '/sports/limits' });
      const margin = (await screen.findByLabelText('新盘口默认利润率（%）')) as HTMLInputElement;
      expect(margin.value).toBe('5.00');
      fireEvent.change(screen.getByLabelText('单注最高投注（元）'), { target: { value: '80000' } });
      fireEvent.change(margin, { target: { value: '6.5' } });
      fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
      const [title] = await screen.findAllByText('确认保存体育限额？');
      const box = title!.closest('.ant-modal-confirm') as HTMLElement;
      expect(box.textContent).toContain('单注最高投注（元）：50,000.00 → 80,000.00');
      expect(box.textContent).toContain('新盘口默认利润率（%）：5% → 6.5%');
      expect(api.calls(adminCalls.adminSportsLimitsUpdate)).toHaveLength(0);
      fireEvent.click(within(box).getByRole('button', { name: /保\s*存/ }));
      await waitFor(() =>
        expect(api.calls(adminCalls.adminSportsLimitsUpdate)).toEqual([
          {
            min_stake: '10.00',
            max_stake: '80000.00',
            max_payout: '500000.00',
            daily_stake: '200000.00',
            daily_payout: '1000000.00',
            live_delay: 5,
            margin_bp: 650,
          },
        ]),
      );
    },
  );

  it('refuses a minimum above the maximum before sending', async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf(ME))
      .on(adminCalls.adminSportsLimits, makeLimits());
    renderConsole(ROUTES, { path: '/sports/limits' });
    fireEvent.change(await screen.findByLabelText('单注最低投注（元）'), {
      target: { value: '60000' },
    });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(MSG.sportsLimitsInvalid)).toBeTruthy();
    expect(api.calls(adminCalls.adminSportsLimitsUpdate)).toHaveLength(0);
  });

  it('is read-only for finance (admin only edits), and shows a load error', async () => {
    mockApi()
      .on(adminCalls.me, meOf({ ...ME, role: 'finance' }))
      .on(adminCalls.adminSportsLimits, makeLimits());
    const view = renderConsole(ROUTES, { path: '/sports/limits' });
    expect(await screen.findByText('仅管理员可修改')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    expect((screen.getByLabelText('单注最低投注（元）') as HTMLInputElement).disabled).toBe(true);
    view.unmount();
    mockApi().on(adminCalls.me, meOf(ME)).fail(adminCalls.adminSportsLimits, 403, '没有访问权限');
    renderConsole(ROUTES, { path: '/sports/limits' });
    expect(await screen.findByText('没有访问权限')).toBeTruthy();
  });
});
