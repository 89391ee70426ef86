import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

beforeEach(() => setToken('tok-1'));

describe('/house/tables', () => {
  test('a card per table: name, game, limits, phase with its countdown, the recent road', async () => {
    const now = Date.now();
    const api = mockApi({
      user: () => ({ data: PLAYER }),
      houseTables: () => ({
        data: [
          {
            code: 'bac1',
            game: 'baccarat',
            round: 106,
            last: 105,
            name: '百家乐 A',
            phase: 'betting',
            closes_at: now + 12_400,
            now,
            min: '1.00',
            max: '5000.00',
            winners: ['player', 'tie', 'banker', 'banker'],
          },
          {
            code: 'dt1',
            game: 'dragon_tiger',
            round: 88,
            last: 87,
            name: '龙虎',
            phase: 'dealing',
            closes_at: now - 1_000,
            now,
            min: '1.00',
            max: '2000.00',
            winners: [],
          },
        ],
      }),
    });
    renderApp('/house/tables');
    const bac = await screen.findByRole('link', { name: /百家乐 A/ });
    expect(bac.getAttribute('href')).toBe('/house/table/bac1');
    expect(bac.textContent).toContain('百家乐');
    expect(bac.textContent).toContain('限红 1.00–5000.00');
    expect(bac.textContent).toMatch(/下注中 1[23]秒/);
    // the road: oldest first
    const beads = [...bac.querySelectorAll('[data-winner]')].map((b) =>
      b.getAttribute('data-winner'),
    );
    expect(beads).toEqual(['banker', 'banker', 'tie', 'player']);
    const dt = screen.getByRole('link', { name: /龙虎/ });
    expect(dt.textContent).toContain('开牌中');
    expect(dt.textContent).toContain('暂无开奖');
    expect(api.callsTo('houseTables')).toHaveLength(1);
  });

  test('no table: says so', async () => {
    mockApi({ user: () => ({ data: PLAYER }), houseTables: () => ({ data: [] }) });
    renderApp('/house/tables');
    expect(await screen.findByText('暂无开放的牌桌')).toBeTruthy();
  });

  test('a failure: its message and 重试', async () => {
    mockApi({
      user: () => ({ data: PLAYER }),
      houseTables: (_body, n) =>
        n === 1 ? { code: 503, message: '自营游戏维护中，请稍后再试' } : { data: [] },
    });
    renderApp('/house/tables');
    expect(await screen.findByText('自营游戏维护中，请稍后再试')).toBeTruthy();
    screen.getByRole('button', { name: '重试' }).click();
    expect(await screen.findByText('暂无开放的牌桌')).toBeTruthy();
  });
});
