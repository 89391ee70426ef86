import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import '../../../test/jsdom-pointer.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  findStops,
  lobbyAnswer,
  preferReducedMotion,
  slotAnswer,
  spinAnswer,
} from '../test/house-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/** Stops where the fruit slot pays exactly one line, and stops where it pays nothing. */
const ONE_LINE = findStops('fruit', '1.00', (spin) => spin.wins.length === 1);
const NOTHING = findStops('fruit', '1.00', (spin) => spin.total === 0n);

beforeEach(() => {
  setToken('tok-1');
  preferReducedMotion();
});

const base = {
  user: () => ({ data: PLAYER }),
  houseSlot: () => ({ data: slotAnswer('fruit') }),
  houseLobby: () => ({ data: lobbyAnswer('100.00') }),
};

describe('/house/slot/:game', () => {
  test('a spin lands on the server stops and shows its win with the line drawn', async () => {
    const answer = spinAnswer('fruit', ONE_LINE, { bet: '1.00', balance: '120.00', nonce: 0 });
    const api = mockApi({ ...base, houseSpin: () => ({ data: answer }) });
    renderApp('/house/slot/fruit');
    expect(await screen.findByText('¥100.00')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '旋转' }));

    const won = answer.lines[0]!;
    const lineText = `第${won.line + 1}线 ${
      slotAnswer('fruit').symbols.find((s) => s.id === won.symbol)!.name
    }×${won.count} 赢 ¥${won.win}`;
    expect(await screen.findByText(lineText)).toBeTruthy();
    expect(screen.getByText(`赢得 ¥${answer.win}`)).toBeTruthy();
    expect(api.callsTo('houseSpin')).toHaveLength(1);
    expect(api.callsTo('houseSpin')[0]!.body).toEqual({ game: 'fruit', bet: '1.00' });
    expect(api.callsTo('houseSpin')[0]!.headers['Idempotency-Key']).toBeTruthy();
    // the balance is the server's answer
    expect(screen.getByText('¥120.00')).toBeTruthy();

    // the reels rest on the server's stops: the window is the strips' symbols there
    const reels = screen.getByRole('group', { name: '转轴' });
    const strips = slotAnswer('fruit').reels;
    ONE_LINE.forEach((stop, reel) => {
      for (let row = 0; row < 3; row++) {
        const cell = reels.querySelector(`[data-cell="${reel}:${row}"]`)!;
        const symbol = strips[reel]![(stop + row) % strips[reel]!.length]!;
        expect(cell.querySelector('svg')!.getAttribute('data-symbol')).toBe(symbol);
      }
    });
    // the winning cells are lit, the line is drawn over the window
    const lit = [...reels.querySelectorAll('.house-cell--win')].map((c) =>
      c.getAttribute('data-cell'),
    );
    expect(lit.sort()).toEqual(won.cells.map(([reel, row]) => `${reel}:${row}`).sort());
    expect(reels.querySelector(`polyline[data-line="${won.line}"]`)).not.toBeNull();
  });

  test('a spin the wallet cannot pay: the server message and the way to transfer in', async () => {
    mockApi({ ...base, houseSpin: () => ({ code: 422, message: '余额不足' }) });
    renderApp('/house/slot/fruit');
    await user().click(await screen.findByRole('button', { name: '旋转' }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent).join()).toContain(
      '余额不足',
    );
    const link = screen.getByRole('link', { name: '转入资金' });
    expect(link.getAttribute('href')).toBe('/transfer?target=house');
  });

  test('auto-spin stops after a single win above the limit the player set', async () => {
    const big = spinAnswer('fruit', ONE_LINE, { bet: '1.00', balance: '99.00', nonce: 2 });
    const api = mockApi({
      ...base,
      houseSpin: (_body, n) => ({
        data:
          n < 3
            ? spinAnswer('fruit', NOTHING, { bet: '1.00', balance: `${100 - n}.00`, nonce: n - 1 })
            : big,
      }),
    });
    renderApp('/house/slot/fruit');
    await user().click(await screen.findByRole('button', { name: '自动' }));
    const sheet = await screen.findByRole('dialog', { name: '自动旋转' });
    await user().click(within(sheet).getByRole('radio', { name: '25' }));
    await user().type(within(sheet).getByRole('textbox', { name: /单次赢得超过/ }), '0.01');
    await user().click(within(sheet).getByRole('button', { name: '开始自动旋转 25 次' }));
    expect(await screen.findByText('赢得超过设定金额，自动旋转已停止')).toBeTruthy();
    expect(api.callsTo('houseSpin')).toHaveLength(3);
    expect(screen.getByRole('button', { name: '自动' }).getAttribute('aria-pressed')).toBe('false');
  });

  test('auto-spin stops when the balance falls below the stake', async () => {
    const api = mockApi({
      ...base,
      houseSlot: () => ({ data: { ...slotAnswer('fruit'), bets: ['1.00', '2.00'] } }),
      houseSpin: (_body, n) => ({
        data: spinAnswer('fruit', NOTHING, {
          bet: '1.00',
          balance: n === 1 ? '1.00' : '0.00',
          nonce: n - 1,
        }),
      }),
    });
    renderApp('/house/slot/fruit');
    await user().click(await screen.findByRole('button', { name: '自动' }));
    const sheet = await screen.findByRole('dialog', { name: '自动旋转' });
    await user().click(within(sheet).getByRole('button', { name: '开始自动旋转 10 次' }));
    expect(await screen.findByText('余额不足，自动旋转已停止')).toBeTruthy();
    expect(api.callsTo('houseSpin')).toHaveLength(2);
    // and the screen offers the transfer
    expect(screen.getByRole('link', { name: '转入资金' })).toBeTruthy();
  });

  test('the paytable states the exact RTP and every symbol pays for 3, 4 and 5', async () => {
    mockApi(base);
    renderApp('/house/slot/fruit');
    await user().click(await screen.findByRole('button', { name: '赔付表' }));
    const sheet = await screen.findByRole('dialog', { name: '赔付表' });
    expect(sheet.textContent).toContain('理论返还率 95.98%（精确值 342100/356421');
    const cherry = within(sheet).getByRole('row', { name: /樱桃/ });
    expect(
      within(cherry)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['×2¥0.20', '×5¥0.50', '×15¥1.50']);
    expect(within(sheet).getAllByRole('img', { name: /^第\d+线$/ })).toHaveLength(10);
  });

  test('记录 lists the house bets, each linked to its verification', async () => {
    mockApi({
      ...base,
      houseBets: () => ({
        data: {
          data: [
            {
              bet_no: 'H2026030100000042',
              game: 'fruit',
              game_name: '缤纷水果',
              kind: 'slot',
              bet: '1.00',
              win: '2.50',
              commit: 'a'.repeat(64),
              seed: null,
              clientSeed: 'lucky-player',
              nonce: 0,
              created_at: '2026-03-01 12:00:00',
            },
          ],
          total: 1,
          current_page: 1,
          last_page: 1,
        },
      }),
    });
    renderApp('/house/slot/fruit');
    await user().click(await screen.findByRole('button', { name: '记录' }));
    const sheet = await screen.findByRole('dialog', { name: '自营游戏记录' });
    expect(await within(sheet).findByText('赢得 ¥2.50')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: '验证' }).getAttribute('href')).toBe(
      '/house/verify?bet=H2026030100000042',
    );
  });
});
