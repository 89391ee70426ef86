import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { sportsFixtureRoom, sportsListRoom } from '@app/contract/sports';
import { FakeSocket } from '@app/web-client/fake-socket';
import { setToken } from '../../../lib/session.ts';
import '../../../test/jsdom-pointer.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fixtureRoom, listRoom } from '../rooms.ts';
import { resetSlipForTests } from '../slip-store.ts';
import {
  fixturesAnswer,
  football,
  live,
  lobbyAnswer,
  openRoom,
  publish,
} from '../test/sports-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const row = (id: number) => document.querySelector<HTMLElement>(`[data-fixture="${id}"]`)!;

beforeEach(() => {
  setToken('tok-1');
  resetSlipForTests();
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

const dragons = () => live(football(1, '青龙队', '白虎队'));
const phoenix = () => football(2, '朱雀队', '玄武队', { league: '云海甲级联赛' });

test("the rooms' names are the contract's", () => {
  expect(listRoom('esports')).toBe(sportsListRoom('esports'));
  expect(fixtureRoom(12)).toBe(sportsFixtureRoom(12));
});

describe('/sports', () => {
  test('滚球 and 今日 lists: teams, league, live clock and score, the main market inline', async () => {
    const api = mockApi({
      user: () => ({ data: PLAYER }),
      sportsFixtures: () => ({ data: fixturesAnswer([phoenix(), dragons()]) }),
    });
    renderApp('/sports?sport=football');
    const liveList = await screen.findByRole('region', { name: /滚球/ });
    expect(api.callsTo('sportsFixtures')[0]!.body).toEqual({ sport: 'football' });
    expect(screen.getByRole('link', { name: '足球' }).getAttribute('aria-current')).toBe('page');
    // in play: the clock ticks from the server's clock, the score shows
    expect(within(liveList).getByText('青龙队')).toBeTruthy();
    expect(within(liveList).getByRole('timer').textContent).toMatch(/^上半场 23:0\d$/);
    expect(row(1).textContent).toContain('1');
    expect(row(1).textContent).toContain('星海超级联赛');
    // upcoming today: its start (Beijing time)
    const today = screen.getByRole('region', { name: /今日/ });
    expect(within(today).getByText('朱雀队')).toBeTruthy();
    expect(row(2).textContent).toContain('云海甲级联赛');
    // the main market (独赢) as three odds buttons; the other markets behind the link
    const odds = within(row(1)).getByRole('group', { name: '青龙队 对 白虎队 独赢' });
    expect(
      within(odds)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['青龙队 2.10', '平局 3.20', '白虎队 3.40']);
    expect(
      within(row(1))
        .getByRole('link', { name: '青龙队 对 白虎队 的全部玩法' })
        .getAttribute('href'),
    ).toBe('/sports/fixture/1');

    // the league chips filter the list
    await user().click(screen.getByRole('button', { name: '云海甲级联赛' }));
    expect(screen.queryByRole('region', { name: /滚球/ })).toBeNull();
    expect(screen.getByText('朱雀队')).toBeTruthy();
  });

  test('a suspended market shows locked odds, not tappable', async () => {
    const suspended = dragons();
    suspended.markets[0] = { ...suspended.markets[0]!, state: 'suspended' };
    mockApi({
      user: () => ({ data: PLAYER }),
      sportsFixtures: () => ({ data: fixturesAnswer([suspended]) }),
    });
    renderApp('/sports?sport=football');
    const locked = await screen.findByRole('button', { name: '青龙队 暂停投注' });
    expect((locked as HTMLButtonElement).disabled).toBe(true);
    expect(locked.querySelector('svg')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '青龙队 2.10' })).toBeNull();
  });

  test('the room replaces the fixtures it names: the odds that moved flash up (green) or down (red), and gone removes them', async () => {
    mockApi({
      user: () => ({ data: PLAYER }),
      sportsFixtures: () => ({ data: fixturesAnswer([dragons(), phoenix()]) }),
    });
    renderApp('/sports?sport=football');
    await screen.findByRole('button', { name: '青龙队 2.10' });
    await waitFor(() => expect(FakeSocket.made.length).toBeGreaterThan(0));
    const room = sportsListRoom('football');
    const socket = openRoom(room);
    const moved = live(football(1, '青龙队', '白虎队', {}, ['2.30', '3.20', '3.00']));
    moved.score = { home: 2, away: 0 };
    act(() => publish(socket, room, { type: 'fixtures', fixtures: [moved], gone: [] }));
    const up = await screen.findByRole('button', { name: '青龙队 2.30' });
    expect(up.getAttribute('data-flash')).toBe('up');
    expect(up.className).toContain('sports-odds--up');
    const down = screen.getByRole('button', { name: '白虎队 3.00' });
    expect(down.getAttribute('data-flash')).toBe('down');
    expect(
      within(row(1)).getByRole('button', { name: '平局 3.20' }).getAttribute('data-flash'),
    ).toBeNull();
    expect(row(1).querySelector('.sports-fixture__score')!.textContent).toBe('2');
    // the flash ends after ~1.5 s
    await waitFor(
      () =>
        expect(
          screen.getByRole('button', { name: '青龙队 2.30' }).getAttribute('data-flash'),
        ).toBeNull(),
      { timeout: 3_000 },
    );

    // One publication for several fixtures: one leaves, one comes.
    const added = live(football(3, '玄武队', '麒麟队', {}, ['1.90', '3.40', '3.60']));
    act(() => publish(socket, room, { type: 'fixtures', fixtures: [added], gone: [1] }));
    await waitFor(() => expect(screen.queryByText('青龙队')).toBeNull());
    expect(screen.getByText('朱雀队')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '玄武队 1.90' })).toBeTruthy();
  });

  test('暂无赛事 when the sport has none; the error with 重试', async () => {
    let fail = true;
    mockApi({
      user: () => ({ data: PLAYER }),
      sportsFixtures: () =>
        fail ? { code: 503, message: '服务繁忙' } : { data: fixturesAnswer([]) },
    });
    renderApp('/sports?sport=esports');
    expect(await screen.findByText('服务繁忙', {}, { timeout: 20_000 })).toBeTruthy();
    fail = false;
    await user().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无赛事')).toBeTruthy();
    expect(screen.getByRole('link', { name: '电竞' }).getAttribute('aria-current')).toBe('page');
  });

  test('香港盘 writes every odds as the win per 1, and is remembered', async () => {
    mockApi({
      user: () => ({ data: PLAYER }),
      sportsFixtures: () => ({ data: fixturesAnswer([dragons()]) }),
      houseLobby: () => ({ data: lobbyAnswer('500.00') }),
    });
    renderApp('/sports?sport=football');
    await screen.findByRole('button', { name: '青龙队 2.10' });
    await user().click(screen.getByRole('button', { name: '香港盘' }));
    expect(screen.getByRole('button', { name: '青龙队 1.10' })).toBeTruthy();
    expect(localStorage.getItem('sports.oddsFormat')).toBe('hk');
  });
});

test('the house venue launches of 体育 and 电竞 open the book on their sport', async () => {
  mockApi({
    user: () => ({ data: PLAYER }),
    sportsFixtures: () => ({ data: fixturesAnswer([]) }),
  });
  const view = renderApp('/house/esports');
  await screen.findByText('暂无赛事');
  expect(view.location()).toBe('/sports?sport=esports');
});
