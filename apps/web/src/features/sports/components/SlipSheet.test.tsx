import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fillMessage, MSG } from '@app/contract/messages';
import { FakeSocket } from '@app/web-client/fake-socket';
import { setToken } from '../../../lib/session.ts';
import '../../../test/jsdom-pointer.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { resetSlipForTests } from '../slip-store.ts';
import {
  bet,
  fixturesAnswer,
  football,
  live,
  lobbyAnswer,
  NOW,
  type FixtureData,
} from '../test/sports-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const row = (id: number) => document.querySelector<HTMLElement>(`[data-fixture="${id}"]`)!;
const slip = () => screen.getByRole('dialog', { name: '投注单' });

beforeEach(() => {
  setToken('tok-1');
  resetSlipForTests();
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

function book(fixtures: FixtureData[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    user: () => ({ data: PLAYER }),
    sportsFixtures: () => ({ data: fixturesAnswer(fixtures) }),
    houseLobby: () => ({ data: lobbyAnswer('500.00') }),
    ...extra,
  });
}

async function openSlip(count: number) {
  await user().click(await screen.findByRole('button', { name: `打开投注单，已选${count}项` }));
  return screen.findByRole('dialog', { name: '投注单' });
}

describe('the bet slip', () => {
  test('a single: stake, quick amounts, potential return, the house wallet; taken → toast and cleared', async () => {
    const api = book([football(1, '青龙队', '白虎队')], {
      sportsBet: () => ({ data: { ...bet(), balance: '400.00' } }),
    });
    renderApp('/sports?sport=football');
    await user().click(await screen.findByRole('button', { name: '青龙队 2.10' }));
    const sheet = await openSlip(1);
    expect(within(sheet).getByText('单注')).toBeTruthy();
    expect(within(sheet).getByText('¥500.00')).toBeTruthy();
    await user().click(within(sheet).getByRole('button', { name: '100' }));
    expect(within(sheet).getByText('¥210.00')).toBeTruthy();
    // more than the house wallet: the transfer is offered
    await user().click(within(sheet).getByRole('button', { name: '1000' }));
    const low = within(sheet).getByRole('alert');
    expect(low.textContent).toContain('自营场馆余额不足');
    expect(within(low).getByRole('link', { name: '转入资金' }).getAttribute('href')).toBe(
      '/transfer?target=house',
    );
    await user().click(within(sheet).getByRole('button', { name: '最大' }));
    expect((within(sheet).getByLabelText('投注金额') as HTMLInputElement).value).toBe('500.00');
    const stake = within(sheet).getByLabelText('投注金额');
    await user().clear(stake);
    await user().type(stake, '100');

    await user().click(within(sheet).getByRole('button', { name: '确认投注' }));
    expect(await screen.findByText('投注成功，注单号 S250514000001')).toBeTruthy();
    const sent = api.callsTo('sportsBet')[0]!;
    expect(sent.body).toEqual({
      legs: [{ fixture: 1, market: 11, selection: 'home', odds: '2.10' }],
      stake: '100.00',
      accept: 'none',
    });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.queryByRole('button', { name: /打开投注单/ })).toBeNull());
    expect(JSON.parse(sessionStorage.getItem('sports.slip')!).legs).toEqual([]);
  });

  test('a 3-leg parlay: 3串1, the combined odds and its potential return', async () => {
    const api = book(
      [
        football(1, '青龙队', '白虎队', {}, ['2.00', '3.20', '3.40']),
        football(2, '朱雀队', '玄武队', {}, ['1.50', '3.80', '5.00']),
        football(3, '麒麟队', '凤凰队', {}, ['2.50', '3.10', '2.70']),
      ],
      {
        sportsBet: () => ({
          data: { ...bet({ kind: 'parlay', odds: '7.50', potential: '75.00' }), balance: '490.00' },
        }),
      },
    );
    renderApp('/sports?sport=football');
    await user().click(await screen.findByRole('button', { name: '青龙队 2.00' }));
    await user().click(screen.getByRole('button', { name: '朱雀队 1.50' }));
    await user().click(within(row(3)).getByRole('button', { name: '麒麟队 2.50' }));
    const sheet = await openSlip(3);
    expect(within(sheet).getByText('3串1')).toBeTruthy();
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(3);
    await user().click(within(sheet).getByRole('button', { name: '10' }));
    expect(within(sheet).getByText('7.50')).toBeTruthy();
    expect(within(sheet).getByText('¥75.00')).toBeTruthy();
    // a leg can be taken off
    await user().click(within(sheet).getByRole('button', { name: '移除 麒麟队' }));
    expect(within(sheet).getByText('2串1')).toBeTruthy();
    expect(within(sheet).getByText('¥30.00')).toBeTruthy();
    await user().click(within(sheet).getByRole('button', { name: '确认投注' }));
    await waitFor(() => expect(api.callsTo('sportsBet')).toHaveLength(1));
    expect(api.callsTo('sportsBet')[0]!.body.legs).toHaveLength(2);
  });

  test('one fixture, one leg: a second pick of it replaces the first; a slip with two is refused', async () => {
    book([football(1, '青龙队', '白虎队')]);
    renderApp('/sports?sport=football');
    await user().click(await screen.findByRole('button', { name: '青龙队 2.10' }));
    await user().click(screen.getByRole('button', { name: '平局 3.20' }));
    expect(await screen.findByText('同一场赛事只能选择一项，已替换为新选项')).toBeTruthy();
    expect(screen.getByRole('button', { name: '青龙队 2.10' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    const sheet = await openSlip(1);
    expect(within(sheet).getByText('平局')).toBeTruthy();
  });

  test('a kept slip with two legs of one fixture says so and cannot be sent', async () => {
    const leg = {
      fixture: 1,
      market: 11,
      picked: '2.10',
      odds: '2.10',
      open: true,
      live: false,
      delay: 0,
      sport: 'football',
      league: '星海超级联赛',
      home: '青龙队',
      away: '白虎队',
      marketName: '独赢',
    };
    sessionStorage.setItem(
      'sports.slip',
      JSON.stringify({
        legs: [
          { ...leg, selection: 'home', selectionName: '青龙队' },
          {
            ...leg,
            market: 12,
            picked: '1.95',
            odds: '1.95',
            selection: 'home',
            selectionName: '青龙队 -0.5',
          },
        ],
        stake: '10',
      }),
    );
    resetSlipForTests();
    book([football(1, '青龙队', '白虎队')]);
    renderApp('/sports?sport=football');
    const sheet = await openSlip(2);
    expect(within(sheet).getByRole('alert').textContent).toContain(MSG.sportsSameFixture);
    expect(
      (within(sheet).getByRole('button', { name: '确认投注' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  test('refused because the odds moved: the slip shows old → new, asks to confirm, then sends the new odds', async () => {
    const moved = football(1, '青龙队', '白虎队', {}, ['1.95', '3.20', '3.40']);
    const api = book([football(1, '青龙队', '白虎队')], {
      sportsBet: (_body, n) =>
        n === 1
          ? {
              code: 409,
              message: fillMessage(MSG.sportsOddsChanged, { changes: '青龙队 2.10→1.95' }),
            }
          : { data: { ...bet({ odds: '1.95', potential: '19.50' }), balance: '490.00' } },
      sportsFixture: () => ({ data: { now: NOW, fixture: moved } }),
    });
    renderApp('/sports?sport=football');
    await user().click(await screen.findByRole('button', { name: '青龙队 2.10' }));
    const sheet = await openSlip(1);
    await user().click(within(sheet).getByRole('button', { name: '10' }));
    await user().click(within(sheet).getByRole('button', { name: '确认投注' }));
    // the server's words, the old odds struck through, the new ones, and a confirmation asked
    const notice = await within(sheet).findByText(
      '赔率已变动：青龙队 2.10→1.95，请确认新赔率后再投注',
    );
    expect(notice).toBeTruthy();
    expect(api.callsTo('sportsFixture')[0]!.body).toEqual({ id: '1' });
    await waitFor(() => expect(sheet.querySelector('s')?.textContent).toBe('2.10'));
    expect(within(sheet).getByRole('img', { name: '赔率下降' })).toBeTruthy();
    expect(sheet.querySelector('.sports-leg__new')!.textContent).toBe('1.95');
    expect(within(sheet).getByText('投注单已更新为最新赔率，请确认后再投注')).toBeTruthy();
    expect(within(sheet).getByText('¥19.50')).toBeTruthy();

    await user().click(within(sheet).getByRole('button', { name: '接受新赔率' }));
    expect(sheet.querySelector('s')).toBeNull();
    await user().click(within(sheet).getByRole('button', { name: '确认投注' }));
    expect(await screen.findByText('投注成功，注单号 S250514000001')).toBeTruthy();
    expect(api.callsTo('sportsBet')[1]!.body.legs[0]!.odds).toBe('1.95');
    // a new confirmation, a new key
    expect(api.callsTo('sportsBet')[1]!.headers['Idempotency-Key']).not.toBe(
      api.callsTo('sportsBet')[0]!.headers['Idempotency-Key'],
    );
  });

  test('the odds-change choice is remembered and sent', async () => {
    const api = book([football(1, '青龙队', '白虎队')], {
      sportsBet: () => ({ data: { ...bet(), balance: '400.00' } }),
    });
    renderApp('/sports?sport=football');
    await user().click(await screen.findByRole('button', { name: '青龙队 2.10' }));
    const sheet = await openSlip(1);
    const choices = within(sheet).getByRole('group', { name: '赔率变化时' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(3);
    await user().click(within(choices).getByRole('radio', { name: '只接受更高赔率' }));
    expect(localStorage.getItem('sports.oddsAccept')).toBe('higher');
    await user().click(within(sheet).getByRole('button', { name: '50' }));
    await user().click(within(sheet).getByRole('button', { name: '确认投注' }));
    await waitFor(() => expect(api.callsTo('sportsBet')).toHaveLength(1));
    expect(api.callsTo('sportsBet')[0]!.body.accept).toBe('higher');
  });

  test('in play: 等待确认… with the delay while the server waits, then the toast', async () => {
    const api = book([live(football(1, '青龙队', '白虎队'), 7)], {
      sportsBet: () => ({ data: { ...bet(), balance: '400.00' } }),
    });
    // the server holds the answer for the delay
    const mocked = globalThis.fetch;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/api/sports/bet')
        ? held.then(() => mocked(input, init))
        : mocked(input, init),
    );
    renderApp('/sports?sport=football');
    await user().click(await screen.findByRole('button', { name: '青龙队 2.10' }));
    const sheet = await openSlip(1);
    await user().click(within(sheet).getByRole('button', { name: '100' }));
    await user().click(within(sheet).getByRole('button', { name: '确认投注' }));
    const waiting = await within(sheet).findByRole('button', { name: /^等待确认… [67]秒$/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(within(sheet).getByRole('status').textContent).toBe('滚球投注需等待确认，请勿离开');
    release();
    expect(await screen.findByText('投注成功，注单号 S250514000001')).toBeTruthy();
    expect(api.callsTo('sportsBet')).toHaveLength(1);
  });

  test("a limit refusal shows the server's message on the slip", async () => {
    book([football(1, '青龙队', '白虎队')], {
      sportsBet: () => ({
        code: 422,
        message: fillMessage(MSG.sportsStakeAboveMax, { amount: '50.00' }),
      }),
    });
    renderApp('/sports?sport=football');
    await user().click(await screen.findByRole('button', { name: '青龙队 2.10' }));
    const sheet = await openSlip(1);
    await user().click(within(sheet).getByRole('button', { name: '100' }));
    await user().click(within(sheet).getByRole('button', { name: '确认投注' }));
    expect((await within(sheet).findByRole('alert')).textContent).toContain('单注最高50.00元');
    expect(slip()).toBeTruthy();
  });
});
