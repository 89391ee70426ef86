import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { MSG } from '@app/contract/messages';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { cardsAnswer, lobbyAnswer, preferReducedMotion } from '../test/house-data.ts';

/** A card by rank (1 = A … 13 = K) and suit (0 ♠, 1 ♥, 2 ♣, 3 ♦). */
const card = (rank: number, suit = 0) => suit * 13 + rank - 1;

beforeEach(() => {
  setToken('tok-1');
  preferReducedMotion();
});

const base = {
  user: () => ({ data: PLAYER }),
  houseCards: () => ({ data: cardsAnswer() }),
  houseLobby: () => ({ data: lobbyAnswer('50.00', 3) }),
};

type Category = 'high_card' | 'pair' | 'straight' | 'flush' | 'straight_flush' | 'three_of_a_kind';

const hand = (
  player: number[],
  banker: number[],
  winner: 'player' | 'banker',
  categories: [Category, Category],
  { bet = '5.00', win = '0.00', balance = '45.00' } = {},
) => ({
  data: {
    bet_no: 'H0000000000077',
    game: 'zhajinhua',
    bet,
    win,
    balance,
    nonce: 3,
    player: { cards: player, category: categories[0] },
    banker: { cards: banker, category: categories[1] },
    winner,
  },
});

describe('/house/cards', () => {
  test('states the odds and RTP; a hand: six cards turned, the hands named, the win and balance', async () => {
    const api = mockApi({
      ...base,
      houseCardsPlay: () =>
        hand(
          [card(7), card(7, 1), card(7, 2)],
          [card(1), card(13), card(12)],
          'player',
          ['three_of_a_kind', 'straight_flush'],
          { win: '9.75', balance: '54.75' },
        ),
    });
    renderApp('/house/cards');
    expect(await screen.findByText('返还率 97.39% · 闲家赢赔 0.95 倍（抽水 5%）')).toBeTruthy();
    expect(await screen.findByText('¥50.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '筹码 ¥5.00' }));
    expect(screen.getByRole('radio', { name: '筹码 ¥5.00' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: '发牌' }));

    const result = await screen.findByTestId('cards-result');
    expect(result.textContent).toContain('你赢了 ¥9.75');
    expect(api.callsTo('houseCardsPlay')[0]!.body).toEqual({ bet: '5.00' });
    expect(api.callsTo('houseCardsPlay')[0]!.headers['Idempotency-Key']).toBeTruthy();
    const player = screen.getByTestId('hand-player');
    expect(player.getAttribute('aria-label')).toBe('闲家（你）：豹子');
    expect(
      within(player)
        .getAllByRole('img')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['♠7', '♥7', '♣7']);
    const banker = screen.getByTestId('hand-banker');
    expect(banker.getAttribute('aria-label')).toBe('庄家：同花顺');
    expect(
      within(banker)
        .getAllByRole('img')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['♠A', '♠K', '♠Q']);
    expect(screen.getByText('¥54.75')).toBeTruthy();
    expect(within(result).getByRole('link', { name: '验证本局' }).getAttribute('href')).toBe(
      '/house/verify?bet=H0000000000077',
    );
    expect(screen.getByRole('button', { name: '再来一局' })).toBeTruthy();
  });

  test('equal ranks: the banker wins, and the screen says why', async () => {
    mockApi({
      ...base,
      houseCardsPlay: () =>
        hand(
          [card(13), card(12, 1), card(9, 2)],
          [card(13, 1), card(12, 2), card(9, 3)],
          'banker',
          ['high_card', 'high_card'],
        ),
    });
    renderApp('/house/cards');
    await userEvent.click(await screen.findByRole('button', { name: '发牌' }));
    const result = await screen.findByTestId('cards-result');
    expect(result.textContent).toContain('庄家赢');
    expect(result.textContent).toContain('牌型点数完全相同，庄家赢');
    expect(screen.getByText('¥45.00')).toBeTruthy();
  });

  test('a refusal is shown and nothing is turned; 余额不足 offers the transfer', async () => {
    mockApi({
      ...base,
      houseCardsPlay: () => ({ code: 422, message: MSG.insufficientBalance }),
    });
    renderApp('/house/cards');
    await userEvent.click(await screen.findByRole('button', { name: '发牌' }));
    await waitFor(() =>
      expect(screen.getByText(`发牌失败：${MSG.insufficientBalance}`)).toBeTruthy(),
    );
    expect(screen.getByRole('link', { name: '转入资金' })).toBeTruthy();
    expect(within(screen.getByTestId('hand-player')).queryAllByRole('img')).toEqual([]);
  });
});
