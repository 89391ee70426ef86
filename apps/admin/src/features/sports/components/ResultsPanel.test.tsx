import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import { MSG } from '@app/contract/messages';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { makeFixture, makeResult, ME, meOf, NOW, OTHER } from '../test/data.ts';
import FixturePage from '../pages/FixturePage.tsx';

const ROUTES = [{ path: '/sports/fixtures/:id', element: <FixturePage /> }];
const AT = { path: '/sports/fixtures/501' };

async function confirmBox(title: string | RegExp): Promise<HTMLElement> {
  const [node] = await screen.findAllByText(title);
  return node!.closest('.ant-modal-confirm') as HTMLElement;
}

const finished = (extra = {}) =>
  makeFixture({ state: 'finished', score: { home: 2, away: 1 }, clock: null, ...extra });

describe('results: entry and the second operator', () => {
  it('the maker enters the final score after a confirmation', { timeout: 60_000 }, async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf(ME))
      .on(adminCalls.adminSportsFixture, finished())
      .on(adminCalls.adminSportsResultEnter, () => makeResult());
    renderConsole(ROUTES, AT);
    expect(await screen.findByText('尚未录入赛果')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交复核' }));
    expect((await screen.findAllByText(MSG.sportsScoreInvalid)).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('主队 青岚竞技'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('客队 赤焰联队'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: '提交复核' }));
    const box = await confirmBox('确认提交赛果？');
    expect(box.textContent).toContain('2 : 1');
    expect(box.textContent).toContain('需另一位操作员复核');
    expect(box.textContent).not.toContain('将重新结算所有相关注单');
    fireEvent.click(within(box).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminSportsResultEnter)).toEqual([
        { fixture: 501, home: 2, away: 1 },
      ]),
    );
    expect(await screen.findByText('赛果已录入，等待另一位操作员复核')).toBeTruthy();
  });

  it('the same operator cannot confirm: no button, and the server refusal is shown', async () => {
    const pending = makeResult({ entered_by: 'boss' });
    mockApi()
      .on(adminCalls.me, meOf(ME))
      .on(adminCalls.adminSportsFixture, finished({ pending, results: [pending] }));
    const view = renderConsole(ROUTES, AT);
    expect(await screen.findByText('待复核赛果')).toBeTruthy();
    expect(screen.getByText('您录入的赛果须由另一位操作员复核')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '复核通过' })).toBeNull();
    // no second entry while one waits
    expect(screen.queryByRole('button', { name: '提交复核' })).toBeNull();
    view.unmount();

    // A page that does not see it (the name differs, e.g. renamed): the server's word is shown.
    mockApi()
      .on(adminCalls.me, meOf({ ...ME, name: 'boss2' }))
      .on(adminCalls.adminSportsFixture, finished({ pending, results: [pending] }))
      .fail(adminCalls.adminSportsResultConfirm, 403, MSG.sportsResultSameOperator);
    renderConsole(ROUTES, AT);
    fireEvent.click(await screen.findByRole('button', { name: '复核通过' }));
    const box = await confirmBox('确认复核通过？');
    fireEvent.click(within(box).getByRole('button', { name: '复核通过' }));
    expect(await screen.findByText(MSG.sportsResultSameOperator)).toBeTruthy();
  });

  it('another operator confirms and sees the settlement summary', async () => {
    const pending = makeResult({ entered_by: 'boss' });
    const confirmed = makeResult({
      state: 'confirmed',
      checked_by: 'checker',
      checked_at: NOW,
    });
    let done = false;
    const api = mockApi()
      .on(adminCalls.me, meOf(OTHER))
      .on(adminCalls.adminSportsFixture, () =>
        done
          ? finished({ result: confirmed, results: [confirmed] })
          : finished({ pending, results: [pending] }),
      )
      .on(adminCalls.adminSportsResultConfirm, () => {
        done = true;
        return { result: confirmed, settled: 14, moved: '23450.50' };
      });
    renderConsole(ROUTES, AT);
    const alert = (await screen.findByText('待复核赛果')).closest('.ant-alert') as HTMLElement;
    expect(alert.textContent).toContain('2 : 1');
    expect(alert.textContent).toContain('boss');
    expect(alert.textContent).toContain('2026-11-24 19:59:00');
    fireEvent.click(within(alert).getByRole('button', { name: '复核通过' }));
    const box = await confirmBox('确认复核通过？');
    fireEvent.click(within(box).getByRole('button', { name: '复核通过' }));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminSportsResultConfirm)).toEqual([{ id: 71 }]),
    );
    const summary = (await screen.findByText(/复核通过，已结算/)).closest(
      '.ant-alert',
    ) as HTMLElement;
    expect(summary.textContent).toContain('14 注');
    expect(summary.textContent).toContain('23,450.50 元');
    await waitFor(() => expect(screen.queryByText('待复核赛果')).toBeNull());
    const history = screen.getByText('checker').closest('tr') as HTMLElement;
    expect(history.textContent).toContain('已生效');
  });

  it(
    'a correction of a settled result warns that every bet is resettled',
    { timeout: 60_000 },
    async () => {
      const confirmed = makeResult({ state: 'confirmed', checked_by: 'checker', checked_at: NOW });
      const api = mockApi()
        .on(adminCalls.me, meOf(ME))
        .on(adminCalls.adminSportsFixture, finished({ result: confirmed, results: [confirmed] }))
        .on(adminCalls.adminSportsResultEnter, () =>
          makeResult({ id: 72, correction: true, score: { home: 2, away: 2 } }),
        );
      renderConsole(ROUTES, AT);
      fireEvent.click(await screen.findByRole('button', { name: '更正赛果…' }));
      expect(await screen.findByText('更正赛果')).toBeTruthy();
      expect(screen.getAllByText('将重新结算所有相关注单').length).toBeGreaterThan(0);
      fireEvent.change(screen.getByLabelText('主队 青岚竞技'), { target: { value: '2' } });
      fireEvent.change(screen.getByLabelText('客队 赤焰联队'), { target: { value: '2' } });
      fireEvent.click(screen.getByRole('button', { name: '提交复核' }));
      const box = await confirmBox('确认提交更正赛果？');
      expect(box.textContent).toContain('将重新结算所有相关注单');
      expect(box.textContent).toContain('2 : 2');
      fireEvent.click(within(box).getByRole('button', { name: /提\s*交/ }));
      await waitFor(() =>
        expect(api.calls(adminCalls.adminSportsResultEnter)).toEqual([
          { fixture: 501, home: 2, away: 2 },
        ]),
      );
    },
  );
});
