import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { FakeSocket } from '@app/web-client/fake-socket';
import { setToken } from '../../../lib/session.ts';
import '../../../test/jsdom-pointer.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { baccaratResult, baccaratTable, COMMIT, preferReducedMotion } from '../test/house-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const area = (code: string) => document.querySelector<HTMLElement>(`[data-area="${code}"]`)!;

beforeEach(() => {
  setToken('tok-1');
  preferReducedMotion();
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

describe('/house/table/:code', () => {
  test('chips go on areas as pending, and 确认下注 sends them in one call', async () => {
    const api = mockApi({
      user: () => ({ data: PLAYER }),
      houseTable: () => ({ data: baccaratTable() }),
      houseTableBet: () => ({
        data: {
          mine: {
            round: 106,
            bets: [
              { area: 'player', amount: '1.00' },
              { area: 'banker', amount: '20.00' },
            ],
            staked: '21.00',
            paid: null,
          },
          balance: '79.00',
        },
      }),
    });
    renderApp('/house/table/bac1');
    expect(await screen.findByText('第106局')).toBeTruthy();
    expect(api.callsTo('houseTable')[0]!.body).toEqual({ code: 'bac1' });
    // every player's total and count on 庄
    expect(area('banker').textContent).toContain('¥350.00 · 3人');

    // 1.00 is chosen first; then 10.00 twice on 庄
    await user().click(area('player'));
    await user().click(screen.getByRole('radio', { name: '筹码 10.00' }));
    await user().click(area('banker'));
    await user().click(area('banker'));
    expect(area('player').textContent).toContain('待确认 1.00');
    expect(area('banker').textContent).toContain('待确认 20.00');
    expect(screen.getByText('待确认 ¥21.00')).toBeTruthy();
    expect(api.callsTo('houseTableBet')).toHaveLength(0);

    await user().click(screen.getByRole('button', { name: '确认下注' }));
    await waitFor(() => expect(api.callsTo('houseTableBet')).toHaveLength(1));
    const sent = api.callsTo('houseTableBet')[0]!;
    expect(sent.body).toEqual({
      table: 'bac1',
      round: 106,
      bets: [
        { area: 'player', amount: '1.00' },
        { area: 'banker', amount: '20.00' },
      ],
    });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    // the stakes are the server's now, and the balance its answer
    expect(await screen.findByText('我 20.00')).toBeTruthy();
    expect(area('banker').textContent).not.toContain('待确认');
    expect(screen.getByText('¥79.00')).toBeTruthy();
  });

  test('撤销 clears the pending chips; 重复 and 加倍 take the last settled round', async () => {
    const api = mockApi({
      user: () => ({ data: PLAYER }),
      houseTable: () => ({
        data: baccaratTable({
          last_mine: {
            round: 105,
            bets: [{ area: 'tie', amount: '5.00' }],
            staked: '5.00',
            paid: '0.00',
          },
        }),
      }),
    });
    renderApp('/house/table/bac1');
    await screen.findByText('第106局');
    await user().click(area('banker'));
    await user().click(screen.getByRole('button', { name: '撤销' }));
    expect(area('banker').textContent).not.toContain('待确认');
    await user().click(screen.getByRole('button', { name: '重复' }));
    expect(area('tie').textContent).toContain('待确认 5.00');
    await user().click(screen.getByRole('button', { name: '加倍' }));
    expect(area('tie').textContent).toContain('待确认 10.00');
    expect(api.callsTo('houseTableBet')).toHaveLength(0);
  });

  test("the server's refusal shows its message, and the chips stay pending", async () => {
    const api = mockApi({
      user: () => ({ data: PLAYER }),
      houseTable: () => ({ data: baccaratTable() }),
      houseTableBet: () => ({ code: 422, message: '余额不足' }),
    });
    renderApp('/house/table/bac1');
    await screen.findByText('第106局');
    await user().click(area('banker'));
    await user().click(screen.getByRole('button', { name: '确认下注' }));
    expect(await screen.findByText('余额不足')).toBeTruthy();
    expect(api.callsTo('houseTableBet')).toHaveLength(1);
    expect(area('banker').textContent).toContain('待确认 1.00');
  });

  test('once the window has closed, a bet is refused here with the server words', async () => {
    const now = Date.now();
    const api = mockApi({
      user: () => ({ data: PLAYER }),
      houseTable: () => ({
        data: baccaratTable({
          phase: 'dealing',
          current: {
            round: 106,
            commit: COMMIT,
            opens_at: now - 30_000,
            closes_at: now - 500,
            ends_at: now + 14_500,
          },
        }),
      }),
    });
    renderApp('/house/table/bac1');
    await screen.findByText('第106局');
    expect(screen.getByRole('timer', { name: '停止下注，等待开牌' })).toBeTruthy();
    await user().click(area('banker'));
    expect(await screen.findByText('本局已停止下注，请等待下一局')).toBeTruthy();
    expect(area('banker').textContent).not.toContain('待确认');
    expect(api.callsTo('houseTableBet')).toHaveLength(0);
  });

  test('a result from the room: the cards turn, 庄赢 and what the round paid', async () => {
    const api = mockApi({
      user: () => ({ data: PLAYER }),
      houseTable: (_body, n) => ({
        data:
          n === 1
            ? baccaratTable()
            : baccaratTable({
                results: [baccaratResult(106, 'banker', Date.now())],
                phase: 'dealing',
                balance: '119.50',
                last_mine: {
                  round: 106,
                  bets: [{ area: 'banker', amount: '10.00' }],
                  staked: '10.00',
                  paid: '19.50',
                },
              }),
      }),
    });
    renderApp('/house/table/bac1');
    await screen.findByText('第106局');
    await waitFor(() => expect(FakeSocket.made.length).toBeGreaterThan(0));
    const socket = FakeSocket.made.at(-1)!;
    expect(socket.url).toContain('roomid=house-bac1');
    socket.accept();
    socket.frame({
      type: 'welcome',
      roomid: 'house-bac1',
      epoch: 'e1',
      offset: 0,
      user: { id: 1, name: 'p' },
    });
    socket.frame({
      type: 'pub',
      roomid: 'house-bac1',
      epoch: 'e1',
      offset: 1,
      data: { type: 'result', result: baccaratResult(106, 'banker', Date.now()) },
    });
    const cards = within(screen.getByRole('group', { name: '牌面' }));
    // player 10 2, banker 4 5: every card turned (less motion), in its hand
    expect(await cards.findByRole('img', { name: '♠10' })).toBeTruthy();
    expect(cards.getByRole('img', { name: '♠5' })).toBeTruthy();
    expect(document.querySelector('[data-hand="banker"]')!.textContent).toContain('9点');
    expect(document.querySelector('[data-hand="player"]')!.textContent).toContain('2点');
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain('庄赢');
    expect(await screen.findByText('派彩 ¥19.50')).toBeTruthy();
    expect(screen.getByText('本局输赢 +¥9.50')).toBeTruthy();
    expect(area('banker').className).toContain('table-area--won');
    expect(api.callsTo('houseTable').length).toBeGreaterThanOrEqual(2);
  });
});

describe('roads', () => {
  test('read the results oldest first: 珠盘路 and 大路 from the newest-first list', async () => {
    // newest first, as the server lists them: 101 banker, 102 banker, 103 player, 104 tie, 105 player
    const results = [
      baccaratResult(105, 'player'),
      baccaratResult(104, 'tie'),
      baccaratResult(103, 'player'),
      baccaratResult(102, 'banker'),
      baccaratResult(101, 'banker'),
    ];
    mockApi({
      user: () => ({ data: PLAYER }),
      houseTable: () => ({ data: baccaratTable({ results }) }),
    });
    renderApp('/house/table/bac1');
    const bead = await screen.findByRole('group', { name: '珠盘路' });
    const cells = [...bead.querySelectorAll('[data-round]')].map((cell) => [
      cell.getAttribute('data-round'),
      cell.getAttribute('data-col'),
      cell.getAttribute('data-row'),
      cell.getAttribute('data-winner'),
    ]);
    expect(cells).toEqual([
      ['101', '0', '0', 'banker'],
      ['102', '0', '1', 'banker'],
      ['103', '0', '2', 'player'],
      ['104', '0', '3', 'tie'],
      ['105', '0', '4', 'player'],
    ]);

    await user().click(screen.getByRole('tab', { name: '大路' }));
    const big = await screen.findByRole('group', { name: '大路' });
    const runs = [...big.querySelectorAll('.table-road__big')].map((cell) => [
      cell.getAttribute('data-col'),
      cell.getAttribute('data-row'),
      cell.getAttribute('data-winner'),
      cell.getAttribute('data-ties'),
    ]);
    // banker twice down column 0; player, its tie counted on it, then player again below
    expect(runs).toEqual([
      ['0', '0', 'banker', '0'],
      ['0', '1', 'banker', '0'],
      ['1', '0', 'player', '1'],
      ['1', '1', 'player', '0'],
    ]);

    await user().click(screen.getByRole('tab', { name: '历史' }));
    const verify = screen.getByRole('link', { name: '第105局 验证' });
    expect(verify.getAttribute('href')).toBe('/house/verify?table=bac1&round=105');
    const rounds = [...document.querySelectorAll('.table-history__row')].map((row) =>
      row.getAttribute('data-round'),
    );
    expect(rounds).toEqual(['105', '104', '103', '102', '101']);
  });
});
