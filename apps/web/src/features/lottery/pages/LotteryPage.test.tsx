import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { LotteryChatMessage } from '@app/contract/lottery';
import { sumView } from '@app/domain/lottery/attributes';
import { BET_COMMAND_HELP } from '@app/domain/lottery/bet-command';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER, type PlayerHandlers } from '../../../test/api-mock.ts';
import { FakeSocket } from '@app/web-client/fake-socket';
import { renderApp } from '../../../test/render-app.tsx';
import type { LotteryRoom } from '../api/lottery-room.ts';
import { chat, makeRoom, SERVER_TIME } from '../test/lottery-data.ts';
import '../../../test/jsdom-pointer.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function server(room: LotteryRoom, handlers: PlayerHandlers = {}) {
  return mockApi({
    lotteryRoom: () => ({ data: room }),
    user: () => ({ data: PLAYER }),
    balance: () => ({ data: { balance: '1000.00' } }),
    ...handlers,
  });
}

/** The room's socket, accepted and welcomed as player 7. */
async function openSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.made.length).toBeGreaterThan(0));
  const socket = FakeSocket.made.at(-1)!;
  act(() => {
    socket.accept();
    socket.frame({
      type: 'welcome',
      roomid: '3',
      epoch: 'E1',
      offset: 0,
      user: { id: PLAYER.id, name: PLAYER.username },
    });
  });
  return socket;
}

/** A system message of room 3 as the socket publishes it. */
const pub = (offset: number, message: Partial<LotteryChatMessage>) => ({
  type: 'pub',
  roomid: '3',
  epoch: 'E1',
  offset,
  data: chat({ sysmsg: 1, user_id: 0, author: '系统消息', time: SERVER_TIME, ...message }),
});

/** Issue 202603010042's result, as the draw job publishes it (first in the room's stream). */
const RESULT_42 = pub(1, {
  id: 'r42',
  kind: 'result',
  content: '第202603010042期 开奖结果：1+2+3=6 小双',
  expect: '202603010042',
  extend: sumView([1, 2, 3]),
  opentime2: '2026-03-01 12:03:30',
});

const panel = () => document.querySelector<HTMLElement>('.lottery-panel')!;
/** The bet sheet once it is on screen (its code is fetched when 投注 is first tapped). */
const openedPanel = () =>
  waitFor(() => {
    const element = panel();
    expect(element).toBeTruthy();
    return within(element);
  });
const preview = () => document.querySelector('[data-testid="bet-preview"]');

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

describe('/lottery without a session', () => {
  test('says 请登录！ and goes home after a second', async () => {
    mockApi({});
    const { location } = renderApp('/lottery?room_id=3');
    expect(await screen.findByText('请登录！')).toBeTruthy();
    expect(location()).toBe('/lottery?room_id=3');
    await waitFor(() => expect(location()).toBe('/'), { timeout: 3_000 });
    expect(FakeSocket.made).toHaveLength(0);
  });
});

describe('/lottery room', () => {
  beforeEach(() => setToken('tok-1'));

  test('shows the titles, next issue, balance, last result and connects the room socket', async () => {
    const api = server(makeRoom(2));
    renderApp('/lottery?room_id=3');
    expect(await screen.findByText('幸运28 · 幸运一厅')).toBeTruthy();
    expect(screen.getByText('第202603010042期')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^截止 01:30$/);
    expect(await screen.findByText(/余额 ¥1000\.00/)).toBeTruthy();
    expect(screen.getByText('第202603010041期开奖')).toBeTruthy();
    expect(document.querySelector('.lottery-draw__last')?.textContent).toContain('3+5+9=17大单');
    expect(api.callsTo('lotteryRoom')[0]?.body).toEqual({ room_id: '3' });
    const socket = await openSocket();
    expect(socket.url).toBe('ws://localhost:3000/wss?roomid=3&_token=tok-1');
  });

  test('a six-plus-one result shows seven balls with 生肖/五行, the seventh apart as 特码', async () => {
    server(makeRoom(1));
    renderApp('/lottery?room_id=1');
    await screen.findByText('极速六合 · 六合一厅');
    const last = document.querySelector('.lottery-draw__last')!;
    expect(last.querySelectorAll('.lottery-ball')).toHaveLength(7);
    expect(last.querySelector('.lottery-balls__special .lottery-ball__number')?.textContent).toBe(
      '49',
    );
    expect(last.querySelector('.lottery-balls__special')?.textContent).toContain('特码');
    expect(last.querySelector('.lottery-ball__attrs')?.textContent).toMatch(/^.\/.$/);
  });

  test('sealed (1 ≤ timeout ≤ ftime): 封盘中, and tapping 投注 says 封盘中禁止投注', async () => {
    server(makeRoom(2, { timeout: 20 }));
    renderApp('/lottery?room_id=3');
    expect((await screen.findByRole('timer')).textContent).toBe('封盘中 00:20');
    const bet = screen.getByRole('button', { name: '投注' });
    expect(bet.getAttribute('aria-disabled')).toBe('true');
    await user().click(bet);
    expect(await screen.findByText('封盘中禁止投注')).toBeTruthy();
    expect(panel()?.closest('.adm-popup')?.getAttribute('style') ?? '').not.toContain('block');
  });

  test('at 0 开奖中; below 0 the room is asked again', async () => {
    const api = server(makeRoom(2, { timeout: 0 }), {
      lotteryRoom: (_body, n) => ({
        data: makeRoom(2, n === 1 ? { timeout: 0 } : { timeout: 210, nextexpect: '202603010043' }),
      }),
    });
    renderApp('/lottery?room_id=3');
    expect((await screen.findByRole('timer')).textContent).toBe('开奖中');
    // a second later the countdown is below 0: the room is reloaded (after a random part of 2 s)
    // and shows the next issue
    expect(await screen.findByText('第202603010043期', {}, { timeout: 6_000 })).toBeTruthy();
    expect(api.callsTo('lotteryRoom').length).toBeGreaterThanOrEqual(2);
  });

  test('open and result messages move the room without loading it again; no balance call without an order in the issue', async () => {
    const api = server(makeRoom(2, { timeout: 1 }));
    renderApp('/lottery?room_id=3');
    expect((await screen.findByRole('timer')).textContent).toBe('封盘中 00:01');
    const socket = await openSocket();
    // A fresh socket's welcome loads the room once more (messages may have been missed).
    await waitFor(() => expect(api.callsTo('lotteryRoom')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('balance').length).toBeGreaterThan(0));
    const balances = api.callsTo('balance').length;

    act(() => {
      socket.frame(RESULT_42);
      socket.frame(
        pub(2, {
          id: 'o43',
          kind: 'open',
          content: '第202603010043期 开始投注',
          expect: '202603010043',
          commit: 'cd'.repeat(32),
          draw_at: SERVER_TIME + 240_000,
        }),
      );
    });
    expect(await screen.findByText('第202603010043期')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^截止 03:(2\d|30)$/);
    expect(document.querySelector('.lottery-draw__last-title')?.textContent).toBe(
      '第202603010042期开奖',
    );
    // and the chat's one line of the issue: its balls in a row
    const line = screen.getByRole('log').querySelector('.lottery-system--result');
    expect(line?.textContent).toContain('第202603010042期开奖');
    expect(line?.textContent).toContain('1+2+3=6');
    expect(document.querySelector('.lottery-draw__last')?.textContent).toContain('1+2+3=6小双');
    await user().click(screen.getByRole('button', { name: /历史/ }));
    const rows = document.querySelectorAll('.lottery-history__row');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('202603010042');

    // The old issue's countdown passes (and its reload's spread): the room shows the next issue
    // already, so nothing is asked; nobody's balance moved.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(screen.getByText('第202603010043期')).toBeTruthy();
    expect(api.callsTo('lotteryRoom')).toHaveLength(2);
    expect(api.callsTo('balance')).toHaveLength(balances);
  });

  test('past the draw with a result but no new issue, the room is loaded again, once', async () => {
    const api = server(makeRoom(2, { timeout: 1 }), {
      lotteryRoom: (_body, n) => ({
        data: makeRoom(2, n <= 2 ? { timeout: 1 } : { timeout: 210, nextexpect: '202603010043' }),
      }),
    });
    renderApp('/lottery?room_id=3');
    const socket = await openSocket();
    await waitFor(() => expect(api.callsTo('lotteryRoom')).toHaveLength(2));
    act(() => socket.frame(RESULT_42));
    // the result shows at once, without a call
    expect(await screen.findByText('第202603010042期开奖')).toBeTruthy();
    expect(api.callsTo('lotteryRoom')).toHaveLength(2);
    // the countdown passes with no `open`: reloaded (after a random part of 2 s), then it shows
    // the next issue and is not asked again
    expect(await screen.findByText('第202603010043期', {}, { timeout: 8_000 })).toBeTruthy();
    expect(api.callsTo('lotteryRoom')).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(api.callsTo('lotteryRoom')).toHaveLength(3);
  });

  test('the result of an issue the player has an order in reads the balance, and again after the settlement', async () => {
    const own = chat({
      id: 'b1',
      user_id: PLAYER.id,
      author: PLAYER.username,
      kind: 'bet',
      content: '大 10.00',
      expect: '202603010042',
      order: { id: 'o1', total: '10.00', data: [['大', 'big', '10.00']] },
    });
    const api = server(makeRoom(2, { timeout: 30, chatdata: [own] }));
    renderApp('/lottery?room_id=3');
    const socket = await openSocket();
    await waitFor(() => expect(api.callsTo('lotteryRoom')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('balance').length).toBeGreaterThan(0));
    const balances = api.callsTo('balance').length;
    act(() => socket.frame(RESULT_42));
    await waitFor(() => expect(api.callsTo('balance')).toHaveLength(balances + 1));
    await waitFor(() => expect(api.callsTo('balance')).toHaveLength(balances + 2), {
      timeout: 5_000,
    });
  });

  test('chat: others left with name, own right, system centred, bets as a card; sends text', async () => {
    server(
      makeRoom(1, {
        chatdata: [
          chat({ id: 'a', content: '大家好' }),
          chat({
            id: 'b',
            user_id: PLAYER.id,
            author: PLAYER.username,
            content: '我来了',
            time: 2,
          }),
          chat({
            id: 'c',
            sysmsg: 1,
            kind: 'result',
            content: '第202603010041期 开奖结果：3+5+9=17 大单',
            expect: '202603010041',
            time: 3,
          }),
        ],
      }),
    );
    renderApp('/lottery?room_id=1');
    const other = await screen.findByText('大家好');
    const socket = await openSocket();
    expect(other.closest('.lottery-msg')?.className).toContain('lottery-msg--other');
    expect(screen.getByText('other01')).toBeTruthy();
    expect(screen.getByText('我来了').closest('.lottery-msg')?.className).toContain(
      'lottery-msg--own',
    );
    expect(
      screen.getByText('第202603010041期 开奖结果：3+5+9=17 大单').closest('.lottery-system'),
    ).toBeTruthy();

    act(() =>
      socket.frame({
        type: 'pub',
        roomid: '1',
        epoch: 'E1',
        offset: 1,
        data: chat({
          id: 'd',
          kind: 'bet',
          content: '特码 07',
          expect: '202603010042',
          order: { id: 'o1', total: '20.00', data: [['特码 07', 'tm:07', '20.00']] },
          time: 4,
        }),
      }),
    );
    const card = (await screen.findByText('特码 07')).closest('.lottery-bet-card')!;
    expect(card.textContent).toContain('¥20');
    expect(card.textContent).toContain('共1注 · 合计 ¥20.00');

    const input = screen.getByRole('textbox', { name: '发送' });
    const send = screen.getByRole('button', { name: '发送' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user().type(input, '   ');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user().type(input, '<b>hi</b>');
    await user().click(send);
    expect(socket.messages()).toEqual([{ content: '<b>hi</b>' }]);
    act(() =>
      socket.frame({
        type: 'pub',
        roomid: '1',
        epoch: 'E1',
        offset: 2,
        data: chat({ id: 'e', user_id: PLAYER.id, content: '<b>hi</b>', time: 5 }),
      }),
    );
    // text stays text
    expect((await screen.findByText('<b>hi</b>')).querySelector('b')).toBeNull();

    // An operator removes a message (one from the room's history, one that came live): it goes.
    act(() => {
      socket.frame({
        type: 'pub',
        roomid: '1',
        epoch: 'E1',
        offset: 3,
        data: { kind: 'removed', removed_id: 'a' },
      });
      socket.frame({
        type: 'pub',
        roomid: '1',
        epoch: 'E1',
        offset: 4,
        data: { kind: 'removed', removed_id: 'e' },
      });
    });
    await waitFor(() => expect(screen.queryByText('大家好')).toBeNull());
    expect(screen.queryByText('<b>hi</b>')).toBeNull();
    expect(screen.getByText('我来了')).toBeTruthy();
  });

  test('the round keeps to the head: one chat line per issue, and a switch (remembered) hides it', async () => {
    const sys = (id: string, kind: LotteryChatMessage['kind'], content: string, time: number) =>
      chat({
        id,
        sysmsg: 1,
        user_id: 0,
        author: '系统消息',
        kind,
        content,
        expect: '202603010041',
        time,
      });
    const issueLines = [
      sys('s1', 'open', '第202603010041期 开始投注', 1),
      chat({ id: 'p1', content: '大家好', time: 2 }),
      sys('s2', 'seal', '第202603010041期 已封盘，停止投注', 3),
      sys('s3', 'drawing', '第202603010041期 开奖中', 4),
      sys('s4', 'result', '第202603010041期 开奖结果：3+5+9=17 大单', 5),
      chat({ id: 'p2', content: '哈哈', time: 6 }),
      {
        ...sys('s5', 'win', '恭喜 pl****07 第202603010041期 中奖 200.00元', 7),
        user_id: PLAYER.id,
      },
      { ...sys('s6', 'win', '恭喜 ot****01 第202603010041期 中奖 100.00元', 8), user_id: 8 },
    ];
    server(makeRoom(2, { chatdata: issueLines }));
    const { unmount } = renderApp('/lottery?room_id=3');
    await screen.findByText('大家好');
    await openSocket();
    const log = screen.getByRole('log');
    // One system line for the issue: its result, with the winners (the reader's own first).
    const lines = log.querySelectorAll('.lottery-system');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.textContent).toContain('开奖结果：3+5+9=17 大单');
    expect(lines[0]?.textContent).toContain('恭喜 pl****07 第202603010041期 中奖 200.00元');
    expect(lines[0]?.textContent).toContain('共2位玩家中奖');
    for (const gone of ['开始投注', '停止投注', '开奖中'])
      expect(log.textContent).not.toContain(gone);
    expect(log.querySelectorAll('.lottery-msg')).toHaveLength(2);
    // The head keeps the round: the issue, its countdown and the last result.
    expect(screen.getByText('第202603010042期')).toBeTruthy();
    expect(document.querySelector('.lottery-draw__last')?.textContent).toContain('3+5+9=17大单');

    const toggle = screen.getByRole('switch', { name: /系统消息/ });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user().click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(log.querySelectorAll('.lottery-system')).toHaveLength(0);
    expect(log.querySelectorAll('.lottery-msg')).toHaveLength(2);
    expect(document.querySelector('.lottery-draw__last')?.textContent).toContain('3+5+9=17大单');
    // A wrong command's help still answers the reader with the lines hidden.
    await user().type(screen.getByRole('textbox', { name: '发送' }), '大0');
    await user().click(screen.getByRole('button', { name: '发送' }));
    expect(screen.getByText(BET_COMMAND_HELP).closest('.lottery-system')).not.toBeNull();

    // Remembered on the device: the room opened again keeps them hidden.
    unmount();
    renderApp('/lottery?room_id=3');
    await screen.findByText('大家好');
    expect(screen.getByRole('switch', { name: /系统消息/ }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(screen.getByRole('log').querySelectorAll('.lottery-system')).toHaveLength(0);
  });

  test('the history drop-down lists draws with a link to each verification', async () => {
    server(makeRoom(2));
    renderApp('/lottery?room_id=3');
    await user().click(await screen.findByRole('button', { name: /历史/ }));
    const history = screen.getByRole('region', { name: '历史' });
    expect(within(history).getByText('第202603010040期')).toBeTruthy();
    expect(history.textContent).toContain('9+9+9=27');
    const links = within(history).getAllByRole('link', { name: '验证' });
    expect(links[0]?.getAttribute('href')).toBe('/lotteryVerify?room_id=3&expect=202603010041');
    expect(screen.getByRole('link', { name: '走势' }).getAttribute('href')).toBe(
      '/lotteryTrend?room_id=3',
    );
  });
});

describe('bet panel', () => {
  beforeEach(() => setToken('tok-1'));

  test('choosing plays shows the preview, total = count × amount; removing all hides it', async () => {
    server(makeRoom(2));
    renderApp('/lottery?room_id=3');
    await user().click(await screen.findByRole('button', { name: '投注' }));
    const p = await openedPanel();
    expect(preview()).toBeNull();
    await user().click(p.getByRole('button', { name: /^大1\.98/ }));
    expect(preview()?.textContent).toContain('1注 × ¥10.00 = ¥10.00');
    await user().click(p.getByRole('button', { name: /^单1\.98/ }));
    expect(preview()?.textContent).toContain('2注 × ¥10.00 = ¥20.00');
    await user().click(p.getByRole('button', { name: '50' }));
    expect(preview()?.textContent).toContain('2注 × ¥50.00 = ¥100.00');
    const amount = p.getByRole('textbox', { name: '单注金额' });
    await user().clear(amount);
    await user().type(amount, '12.5');
    expect(preview()?.textContent).toContain('2注 × ¥12.50 = ¥25.00');
    await user().click(p.getByRole('button', { name: /^大1\.98/ }));
    await user().click(p.getByRole('button', { name: /^单1\.98/ }));
    expect(preview()).toBeNull();
  });

  test('special plays: pick the play, then numbers; a two-number play expands to C(n,2) lines', async () => {
    const api = server(makeRoom(1), {
      lotteryOrder: (body) => ({
        data: {
          order_id: String(body.order.id),
          expect: '202603010042',
          total: '30.00',
          lines: 3,
          balance: '970.00',
        },
      }),
    });
    renderApp('/lottery?room_id=1');
    await user().click(await screen.findByRole('button', { name: '投注' }));
    const p = await openedPanel();
    await user().click(p.getByText('连码'));
    const numbers = within(p.getByRole('group', { name: '选择号码' }));
    // no play yet: the numbers wait for one
    expect((numbers.getByRole('button', { name: '01' }) as HTMLButtonElement).disabled).toBe(true);
    await user().click(p.getByRole('button', { name: /^二全中/ }));
    await user().click(numbers.getByRole('button', { name: '01' }));
    expect(p.getByText('请至少选择2个号码')).toBeTruthy();
    await user().click(numbers.getByRole('button', { name: '02' }));
    expect(preview()?.textContent).toContain('1注 × ¥10.00 = ¥10.00');
    await user().click(numbers.getByRole('button', { name: '12' }));
    expect(preview()?.textContent).toContain('3注 × ¥10.00 = ¥30.00');
    // adding 三全中 with the same three numbers: one more line
    await user().click(p.getByRole('button', { name: /^三全中/ }));
    expect(preview()?.textContent).toContain('4注');
    await user().click(p.getByRole('button', { name: /^三全中/ }));

    await user().click(p.getByRole('button', { name: '确认投注' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('投注期号：202603010042')).toBeTruthy();
    expect(dialog.getByText('二全中 01,02')).toBeTruthy();
    expect(dialog.getByText('二全中 01,12')).toBeTruthy();
    expect(dialog.getByText('二全中 02,12')).toBeTruthy();
    expect(dialog.getByText('共3注 · 合计 ¥30.00')).toBeTruthy();
    await user().click(dialog.getByRole('button', { name: '确认' }));

    expect(await screen.findByText('投注成功')).toBeTruthy();
    const sent = api.callsTo('lotteryOrder');
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body;
    expect(body).toEqual({
      room_id: 1,
      expect: '202603010042',
      order: {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        total: '30.00',
        data: [
          ['二全中 01,02', 'lm_2qz:01,02', '10.00'],
          ['二全中 01,12', 'lm_2qz:01,12', '10.00'],
          ['二全中 02,12', 'lm_2qz:02,12', '10.00'],
        ],
      },
    });
    expect(sent[0]!.headers['Idempotency-Key']).toBe(body.order.id);
    expect(await screen.findByText(/余额 ¥970\.00/)).toBeTruthy();
  });

  test('more than 200 lines: says so and cannot be confirmed', async () => {
    server(makeRoom(1));
    renderApp('/lottery?room_id=1');
    await user().click(await screen.findByRole('button', { name: '投注' }));
    const p = await openedPanel();
    await user().click(p.getByText('不中'));
    await user().click(p.getByRole('button', { name: /^五不中/ }));
    const numbers = within(p.getByRole('group', { name: '选择号码' }));
    for (const n of ['01', '02', '03', '04', '05', '06', '07', '08', '09']) {
      await user().click(numbers.getByRole('button', { name: n }));
    }
    // C(9,5) = 126
    expect(preview()?.textContent).toContain('126注');
    await user().click(numbers.getByRole('button', { name: '10' }));
    // C(10,5) = 252
    expect(p.getByRole('alert').textContent).toBe('最多200注，请减少号码');
    expect((p.getByRole('button', { name: '确认投注' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('a refusal shows the server message and keeps the selection', async () => {
    server(makeRoom(2), {
      lotteryOrder: () => ({ code: 422, message: '单注最低1.00元' }),
    });
    renderApp('/lottery?room_id=3');
    await user().click(await screen.findByRole('button', { name: '投注' }));
    const p = await openedPanel();
    await user().click(p.getByRole('button', { name: /^大1\.98/ }));
    await user().click(p.getByRole('button', { name: '确认投注' }));
    await user().click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确认' }),
    );
    expect(await screen.findByText('单注最低1.00元')).toBeTruthy();
    expect(preview()).not.toBeNull();
  });
});

describe('text commands in a sum-of-three room', () => {
  beforeEach(() => setToken('tok-1'));

  test('a bet command asks for confirmation, then goes over the socket with the order', async () => {
    server(makeRoom(2));
    renderApp('/lottery?room_id=3');
    await screen.findByText('幸运28 · 幸运一厅');
    const socket = await openSocket();
    await user().type(screen.getByRole('textbox', { name: '发送' }), '大100');
    await user().click(screen.getByRole('button', { name: '发送' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('共1注 · 合计 ¥100.00')).toBeTruthy();
    expect(socket.messages()).toEqual([]);
    await user().click(dialog.getByRole('button', { name: '确认' }));
    const [message] = socket.messages();
    expect(message).toEqual({
      content: '大100',
      expect: '202603010042',
      order: {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        total: '100.00',
        data: [['大', 'big', '100.00']],
      },
    });
    // the bet comes back as a `bet` message: 投注成功
    const order = message!.order as { id: string; total: string; data: [string, string, string][] };
    act(() =>
      socket.frame({
        type: 'pub',
        roomid: '3',
        epoch: 'E1',
        offset: 1,
        data: chat({ id: 'b1', kind: 'bet', user_id: PLAYER.id, content: '大100', order, time: 9 }),
      }),
    );
    expect(await screen.findByText('投注成功')).toBeTruthy();
  });

  test('a command that does not parse gets a help reply in the chat, and nothing is sent', async () => {
    server(makeRoom(2));
    renderApp('/lottery?room_id=3');
    await screen.findByText('幸运28 · 幸运一厅');
    const socket = await openSocket();
    await user().type(screen.getByRole('textbox', { name: '发送' }), '大100 乱码7');
    await user().click(screen.getByRole('button', { name: '发送' }));
    expect(screen.getByText(BET_COMMAND_HELP).closest('.lottery-system')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(socket.messages()).toEqual([]);
  });

  test('several bets in one command, a total among them, make one order', async () => {
    server(makeRoom(2));
    renderApp('/lottery?room_id=3');
    await screen.findByText('幸运28 · 幸运一厅');
    const socket = await openSocket();
    await user().type(screen.getByRole('textbox', { name: '发送' }), '大单20 13点10');
    await user().click(screen.getByRole('button', { name: '发送' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('共2注 · 合计 ¥30.00')).toBeTruthy();
    await user().click(dialog.getByRole('button', { name: '确认' }));
    const order = socket.messages()[0]?.order as { total: string; data: string[][] };
    expect(order.total).toBe('30.00');
    expect(order.data.map(([, play, amount]) => [play, amount])).toEqual([
      ['big_odd', '20.00'],
      ['sum_13', '10.00'],
    ]);
  });

  test('plain chat in a sum-of-three room is sent as chat', async () => {
    server(makeRoom(2));
    renderApp('/lottery?room_id=3');
    await screen.findByText('幸运28 · 幸运一厅');
    const socket = await openSocket();
    await user().type(screen.getByRole('textbox', { name: '发送' }), '好运');
    await user().click(screen.getByRole('button', { name: '发送' }));
    expect(socket.messages()).toEqual([{ content: '好运' }]);
  });

  test('bet-like text without a bet gets the format, ordinary chat (大家好, a number inside) is sent', async () => {
    server(makeRoom(2));
    renderApp('/lottery?room_id=3');
    await screen.findByText('幸运28 · 幸运一厅');
    const socket = await openSocket();
    const input = screen.getByRole('textbox', { name: '发送' });
    for (const text of ['大', '大0', '13点', '大单 小双']) {
      await user().clear(input);
      await user().type(input, text);
      await user().click(screen.getByRole('button', { name: '发送' }));
    }
    expect(screen.getAllByText(BET_COMMAND_HELP)).toHaveLength(4);
    expect(socket.messages()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const text of ['大家好', '哈哈', '第3期开大了']) {
      await user().clear(input);
      await user().type(input, text);
      await user().click(screen.getByRole('button', { name: '发送' }));
    }
    expect(socket.messages()).toEqual([
      { content: '大家好' },
      { content: '哈哈' },
      { content: '第3期开大了' },
    ]);
  });

  test('with the socket down, a confirmed command is placed over HTTP', async () => {
    const api = server(makeRoom(2), {
      lotteryOrder: (body) => ({
        data: {
          order_id: String(body.order.id),
          expect: '202603010042',
          total: '20.00',
          lines: 1,
          balance: '980.00',
        },
      }),
    });
    renderApp('/lottery?room_id=3');
    await screen.findByText('幸运28 · 幸运一厅');
    await user().type(screen.getByRole('textbox', { name: '发送' }), '单20');
    await user().click(screen.getByRole('button', { name: '发送' }));
    await user().click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确认' }),
    );
    expect(await screen.findByText('投注成功')).toBeTruthy();
    expect(api.callsTo('lotteryOrder')[0]?.body.order.data).toEqual([['单', 'odd', '20.00']]);
  });

  test('the help dialog explains betting, the commands, 13/14 and provable fairness', async () => {
    server(makeRoom(2));
    renderApp('/lottery?room_id=3');
    await screen.findByText('幸运28 · 幸运一厅');
    await user().click(screen.getByRole('button', { name: '?' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('玩法说明')).toBeTruthy();
    expect(dialog.getByText('文字下注（和值玩法房间）')).toBeTruthy();
    expect(dialog.getByText('13/14 规则')).toBeTruthy();
    expect(dialog.getByText('公平可验证')).toBeTruthy();
  });
});
