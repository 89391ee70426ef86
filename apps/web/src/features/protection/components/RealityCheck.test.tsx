import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderWithQueries } from '../../../test/render-app.tsx';
import { emptyStatus, type Status } from '../test-status.ts';
import { RealityCheck } from './RealityCheck.tsx';

const MINUTE = 60_000;
const user = () =>
  userEvent.setup({ pointerEventsCheck: 0, advanceTimers: vi.advanceTimersByTime });

function mount() {
  const router = createMemoryRouter(
    [
      { path: '/gamePage', element: <RealityCheck /> },
      { path: '/', element: <p>首页</p> },
    ],
    { initialEntries: ['/gamePage'] },
  );
  renderWithQueries(<RouterProvider router={router} />);
  return router;
}

/** The server's answer at the (fake) current time for a session that started at `started`. */
function playing(started: number, extra: Partial<Status> = {}): Status {
  return { ...emptyStatus(Date.now()), play: { started_at: started, net: '-120.50' }, ...extra };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the reality check', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setToken('tok-1');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('shows the minutes played and the net once the interval has passed, not before', async () => {
    const started = Date.now() - 59 * MINUTE;
    const server = mockApi({ responsible: () => ({ data: playing(started) }) });
    mount();
    await waitFor(() => expect(server.callsTo('responsible')).toHaveLength(1));
    await advance(30_000);
    expect(screen.queryByRole('dialog')).toBeNull();

    // At 60 minutes it asks the server again and shows the dialog.
    await advance(31_000);
    const dialog = await screen.findByRole('dialog', { name: '游戏提醒' });
    expect(server.callsTo('responsible').length).toBeGreaterThanOrEqual(2);
    expect(within(dialog).getByText('您本次已连续游戏 60 分钟')).toBeTruthy();
    expect(within(dialog).getByText('-120.50 元')).toBeTruthy();

    // 继续游戏: the same interval is not shown again after another look.
    await user().click(within(dialog).getByRole('button', { name: '继续游戏' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '游戏提醒' })).toBeNull());
    await advance(5_000);
    expect(screen.queryByRole('dialog', { name: '游戏提醒' })).toBeNull();

    // The next one comes at 120 minutes.
    await advance(60 * MINUTE);
    const next = await screen.findByRole('dialog', { name: '游戏提醒' });
    expect(within(next).getByText('您本次已连续游戏 120 分钟')).toBeTruthy();
  });

  test('退出游戏 ends the session on the server and goes home', async () => {
    const started = Date.now() - 61 * MINUTE;
    const server = mockApi({
      responsible: () => ({ data: playing(started) }),
      responsibleStop: () => ({ data: emptyStatus(Date.now()) }),
    });
    const router = mount();
    const dialog = await screen.findByRole('dialog', { name: '游戏提醒' });
    await user().click(within(dialog).getByRole('button', { name: '退出游戏' }));
    await waitFor(() => expect(server.callsTo('responsibleStop')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  test('a session that has not reached an interval shows nothing; none without play', async () => {
    const server = mockApi({ responsible: () => ({ data: emptyStatus(Date.now()) }) });
    mount();
    await waitFor(() => expect(server.callsTo('responsible')).toHaveLength(1));
    await advance(3 * 60 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('at the session time limit it says play has ended for this session', async () => {
    const started = Date.now() - 29 * MINUTE;
    mockApi({ responsible: () => ({ data: playing(started, { session_minutes: 30 }) }) });
    const router = mount();
    await advance(30_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(31_000);
    const dialog = await screen.findByRole('dialog', { name: '本次游戏已结束' });
    expect(
      within(dialog).getByText(/达到您设定的单次游戏时长上限（30分钟），本次游戏已结束/),
    ).toBeTruthy();
    expect(within(dialog).getByText('-120.50 元')).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
