import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import { MSG } from '@app/contract/messages';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { makeFixture, makeResult, makeRow, ME, meOf, page } from '../test/data.ts';
import FixturesPage from './FixturesPage.tsx';

const ROUTES = [
  { path: '/sports/fixtures', element: <FixturesPage /> },
  { path: '/sports/fixtures/:id', element: <p>fixture page</p> },
];

describe('FixturesPage', () => {
  it('lists fixtures with score, source, open bets and a 待复核 badge', async () => {
    mockApi()
      .on(adminCalls.me, meOf(ME))
      .on(adminCalls.adminSportsFixtures, () =>
        page(
          [
            makeRow({ pending: makeResult() }),
            makeRow({
              id: 502,
              sport: 'esports',
              league: '霓虹杯',
              home: '极光战队',
              away: '雷鸣战队',
              state: 'scheduled',
              score: null,
              clock: null,
              source: 'trader',
              bets: 0,
              stakes: '0.00',
            }),
          ],
          41,
        ),
      );
    renderConsole(ROUTES, { path: '/sports/fixtures' });
    const live = (await screen.findByText(/青岚竞技 vs 赤焰联队/)).closest('tr') as HTMLElement;
    expect(live.textContent).toContain('星海联赛');
    expect(live.textContent).toContain('1 : 0');
    expect(live.textContent).toContain('上半场 30:00');
    expect(live.textContent).toContain('1,500.00');
    expect(within(live).getByText('数据源')).toBeTruthy();
    expect(within(live).getByText('待复核')).toBeTruthy();
    expect(within(live).getByText('滚球')).toBeTruthy();
    const other = screen.getByText(/极光战队 vs 雷鸣战队/).closest('tr') as HTMLElement;
    expect(within(other).getByText('人工')).toBeTruthy();
    expect(within(other).getByText('未开赛')).toBeTruthy();
    expect(screen.getByText('共 41 场')).toBeTruthy();
  });

  it('filters by sport and by results to check, from page 1', async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf(ME))
      .on(adminCalls.adminSportsFixtures, () => page([makeRow()], 30));
    renderConsole(ROUTES, { path: '/sports/fixtures' });
    await screen.findByText(/青岚竞技 vs 赤焰联队/);
    expect(api.calls(adminCalls.adminSportsFixtures)[0]).toEqual({ page: 1 });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminSportsFixtures)).toContainEqual({ page: 2 }),
    );
    fireEvent.click(screen.getByText('篮球'));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminSportsFixtures)).toContainEqual({
        sport: 'basketball',
        page: 1,
      }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByText('待复核赛果'));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminSportsFixtures)).toContainEqual({
        sport: 'basketball',
        state: 'to_check',
        page: 1,
      }),
    );
  });

  it('shows the empty list and a load error', async () => {
    mockApi().on(adminCalls.me, meOf(ME)).on(adminCalls.adminSportsFixtures, page([]));
    const view = renderConsole(ROUTES, { path: '/sports/fixtures' });
    expect(await screen.findByText('暂无赛事')).toBeTruthy();
    view.unmount();
    mockApi().on(adminCalls.me, meOf(ME)).fail(adminCalls.adminSportsFixtures, 403, '没有访问权限');
    renderConsole(ROUTES, { path: '/sports/fixtures' });
    expect(await screen.findByText('没有访问权限')).toBeTruthy();
  });

  it(
    'creates a fixture: the contract messages on bad input, then Beijing time sent',
    { timeout: 60_000 },
    async () => {
      const api = mockApi()
        .on(adminCalls.me, meOf(ME))
        .on(adminCalls.adminSportsFixtures, page([]))
        .on(adminCalls.adminSportsFixtureCreate, () => makeFixture({ id: 777 }));
      const view = renderConsole(ROUTES, { path: '/sports/fixtures' });
      fireEvent.click(await screen.findByRole('button', { name: /新建赛事/ }));
      const dialog = await screen.findByRole('dialog', { name: '新建赛事' });
      fireEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
      expect(await within(dialog).findByText(MSG.sportsLeagueInvalid)).toBeTruthy();
      expect(within(dialog).getAllByText(MSG.sportsTeamInvalid)).toHaveLength(2);
      expect(within(dialog).getByText(MSG.sportsStartInvalid)).toBeTruthy();

      fireEvent.change(within(dialog).getByLabelText('联赛'), { target: { value: '星海联赛' } });
      fireEvent.change(within(dialog).getByLabelText('主队'), { target: { value: '青岚竞技' } });
      fireEvent.change(within(dialog).getByLabelText('客队'), { target: { value: '青岚竞技' } });
      fireEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
      await waitFor(() =>
        expect(within(dialog).getAllByText(MSG.sportsTeamInvalid)).toHaveLength(1),
      );
      expect(api.calls(adminCalls.adminSportsFixtureCreate)).toHaveLength(0);

      fireEvent.click(within(dialog).getByText('篮球'));
      fireEvent.change(within(dialog).getByLabelText('客队'), { target: { value: '赤焰联队' } });
      fireEvent.change(within(dialog).getByLabelText('开赛时间（北京时间）'), {
        target: { value: '2026-11-25T20:30' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
      await waitFor(() =>
        expect(api.calls(adminCalls.adminSportsFixtureCreate)).toEqual([
          {
            sport: 'basketball',
            league: '星海联赛',
            home: '青岚竞技',
            away: '赤焰联队',
            starts_at: Date.UTC(2026, 10, 25, 12, 30),
          },
        ]),
      );
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/sports/fixtures/777'));
    },
  );

  it('offers no create button to a role that may not create', async () => {
    mockApi()
      .on(adminCalls.me, meOf({ ...ME, role: 'support' }))
      .on(adminCalls.adminSportsFixtures, page([makeRow()]));
    renderConsole(ROUTES, { path: '/sports/fixtures' });
    await screen.findByText(/青岚竞技 vs 赤焰联队/);
    expect(screen.queryByRole('button', { name: /新建赛事/ })).toBeNull();
  });
});
