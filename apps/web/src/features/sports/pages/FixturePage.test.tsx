import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { FakeSocket } from '@app/web-client/fake-socket';
import { setToken } from '../../../lib/session.ts';
import '../../../test/jsdom-pointer.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { resetSlipForTests } from '../slip-store.ts';
import { football, live, NOW, openRoom, publish } from '../test/sports-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  setToken('tok-1');
  resetSlipForTests();
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

describe('/sports/fixture/:id', () => {
  test('the header and every market grouped by type, each selection with its odds', async () => {
    const api = mockApi({
      user: () => ({ data: PLAYER }),
      sportsFixture: () => ({ data: { now: NOW, fixture: live(football(1, '青龙队', '白虎队')) } }),
    });
    renderApp('/sports/fixture/1');
    const header = await screen.findByRole('banner');
    expect(api.callsTo('sportsFixture')[0]!.body).toEqual({ id: '1' });
    expect(header.textContent).toContain('青龙队');
    expect(header.textContent).toContain('白虎队');
    expect(within(header).getByLabelText('比分').textContent).toBe('1 : 0');
    expect(within(header).getByText('滚球')).toBeTruthy();
    expect(within(header).getByRole('timer').textContent).toMatch(/^上半场 23:0\d$/);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['独赢', '让球', '大小球', '波胆', '双方进球']);
    const handicap = screen.getByRole('region', { name: '让球' });
    expect(
      within(handicap)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['青龙队 -0.5 1.95', '白虎队 +0.5 1.85']);
    expect(screen.getByRole('button', { name: '其他比分 15.00' })).toBeTruthy();
    // tapping puts it on the slip; tapping again takes it off
    const over = screen.getByRole('button', { name: '大 2.5 1.90' });
    await user().click(over);
    expect(over.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '打开投注单，已选1项' })).toBeTruthy();
    await user().click(over);
    expect(over.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: /打开投注单/ })).toBeNull();
  });

  test('over its room: a suspension locks every selection; new odds flash', async () => {
    mockApi({
      user: () => ({ data: PLAYER }),
      sportsFixture: () => ({ data: { now: NOW, fixture: live(football(1, '青龙队', '白虎队')) } }),
    });
    renderApp('/sports/fixture/1');
    await screen.findByRole('button', { name: '大 2.5 1.90' });
    await waitFor(() => expect(FakeSocket.made.length).toBeGreaterThan(0));
    const socket = openRoom('sports-f-1');
    const suspended = { ...live(football(1, '青龙队', '白虎队')), state: 'suspended' as const };
    act(() => publish(socket, 'sports-f-1', { type: 'fixture', fixture: suspended }));
    expect(await screen.findByRole('button', { name: '大 2.5 暂停投注' })).toBeTruthy();
    expect(screen.getAllByText('暂停投注').length).toBe(5);
    expect(screen.queryByRole('button', { name: '大 2.5 1.90' })).toBeNull();

    const reopened = live(football(1, '青龙队', '白虎队'));
    reopened.markets[2]!.selections[0]!.odds = '2.05';
    act(() => publish(socket, 'sports-f-1', { type: 'fixture', fixture: reopened }));
    const moved = await screen.findByRole('button', { name: '大 2.5 2.05' });
    expect((moved as HTMLButtonElement).disabled).toBe(false);
    // the flash compares with the odds shown before the suspension
    expect(moved.getAttribute('data-flash')).toBe('up');
  });

  test('an unknown fixture shows the server’s message with 重试', async () => {
    mockApi({
      user: () => ({ data: PLAYER }),
      sportsFixture: () => ({ code: 404, message: '赛事不存在' }),
    });
    renderApp('/sports/fixture/99');
    expect(await screen.findByText('赛事不存在', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
