import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { formatMinor } from '@app/contract/money-format';
import { commitOf } from '@app/domain/house/stream';
import { recomputePersonal, recomputeTableRound } from '@app/domain/house/verify';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { HouseTableVerify, HouseVerify } from '../api/house-verify.ts';

const SEED = '5c'.repeat(16) + '0e'.repeat(16);
const BET = 'H2026030100000042';
let slotBet: Extract<HouseVerify, { kind: 'slot' }>;
let fishBet: Extract<HouseVerify, { kind: 'fishing' }>;
let cardsBet: Extract<HouseVerify, { kind: 'cards' }>;

/** Bets as the server publishes them, played with the domain's own engine. */
beforeAll(async () => {
  const common = {
    bet_no: BET,
    commit: await commitOf(SEED),
    seed: SEED,
    clientSeed: 'lucky-player',
    nonce: 7,
    created_at: '2026-03-01 12:00:00',
  };
  const spin = await recomputePersonal({
    game: 'slots',
    seed: SEED,
    clientSeed: 'lucky-player',
    nonce: 7,
    params: { slot: 'fruit', stake: 100n },
  });
  slotBet = {
    ...common,
    kind: 'slot',
    game: 'fruit',
    bet: '1.00',
    outcome: { stops: spin.stops, win: formatMinor(spin.win) },
  };
  // a shot at a clownfish (×2) at the stated 96 %
  const shot = await recomputePersonal({
    game: 'fishing',
    seed: SEED,
    clientSeed: 'lucky-player',
    nonce: 7,
    params: { multiplier: 2, rtpPpm: 960_000 },
  });
  fishBet = {
    ...common,
    kind: 'fishing',
    game: 'fishing',
    bet: '0.50',
    fish: 'clownfish',
    multiplier: 2,
    rtp_ppm: 960_000,
    outcome: { caught: shot.caught, win: shot.caught ? '1.00' : '0.00' },
  };
  // a hand of 炸金花 at 10.00, a player's win paying 0.95:1
  const hand = await recomputePersonal({
    game: 'cards',
    seed: SEED,
    clientSeed: 'lucky-player',
    nonce: 7,
    params: { stake: 1_000n, oddsBp: 9_500 },
  });
  cardsBet = {
    ...common,
    kind: 'cards',
    game: 'zhajinhua',
    bet: '10.00',
    odds_bp: 9_500,
    outcome: { ...hand, win: formatMinor(hand.win) },
  };
});

const open = async (answer: HouseVerify) => {
  const api = mockApi({ houseVerify: () => ({ data: answer }) });
  renderApp(`/house/verify?bet=${BET}`);
  return { api, verdict: await screen.findByText(/本机重算结果与服务端/) };
};
const marks = () =>
  Object.fromEntries(
    screen.getAllByRole('row').flatMap((row) => {
      const head = within(row).queryByRole('rowheader');
      const mark = row.querySelector('[data-check]');
      return head && mark ? [[head.textContent, mark.getAttribute('data-check')]] : [];
    }),
  );

describe('/house/verify', () => {
  test('a spin recomputed in the browser: ✓ for the seed, the stops and the win', async () => {
    const { api, verdict } = await open(slotBet);
    expect(verdict.textContent).toBe('本机重算结果与服务端一致 ✓');
    expect(api.callsTo('houseVerify')[0]!.body).toEqual({ bet: BET });
    expect(marks()).toEqual({ 停轮位置: 'pass', 赢得: 'pass' });
    expect(document.querySelector('.house-check [data-check]')!.getAttribute('data-check')).toBe(
      'pass',
    );
    // the recomputed window, drawn
    expect(
      within(screen.getByRole('group', { name: '本机重算的转轴画面' })).getAllByRole('img'),
    ).toHaveLength(15);
  });

  test('a win the server altered: ✗ beside it, and the bet does not verify', async () => {
    const altered = { ...slotBet, outcome: { ...slotBet.outcome, win: '888.00' } };
    const { verdict } = await open(altered);
    expect(verdict.textContent).toBe('本机重算结果与服务端不一致 ✗');
    expect(marks()).toEqual({ 停轮位置: 'pass', 赢得: 'fail' });
  });

  test('stops the server altered: ✗ beside them', async () => {
    const stops = [...slotBet.outcome.stops];
    stops[4] = (stops[4]! + 1) % 38;
    await open({ ...slotBet, outcome: { ...slotBet.outcome, stops } });
    expect(marks()).toMatchObject({ 停轮位置: 'fail' });
  });

  test('a seed that does not hash to the commitment: ✗ on the seed', async () => {
    const { verdict } = await open({ ...slotBet, commit: 'f'.repeat(64) });
    expect(verdict.textContent).toContain('不一致');
    expect(document.querySelector('.house-check [data-check]')!.getAttribute('data-check')).toBe(
      'fail',
    );
  });

  test('a shot recomputed: ✓ for caught or not, and for the win', async () => {
    const { verdict } = await open(fishBet);
    expect(verdict.textContent).toContain('一致 ✓');
    expect(marks()).toEqual({ 是否捕获: 'pass', 赢得: 'pass' });
  });

  test('a shot whose outcome was flipped: ✗', async () => {
    const flipped = {
      ...fishBet,
      outcome: { caught: !fishBet.outcome.caught, win: fishBet.outcome.caught ? '0.00' : '1.00' },
    };
    await open(flipped);
    expect(marks()).toEqual({ 是否捕获: 'fail', 赢得: 'fail' });
  });

  test('a hand of cards recomputed: ✓ for the cards, the hands, the winner and the win', async () => {
    const { verdict } = await open(cardsBet);
    expect(verdict.textContent).toBe('本机重算结果与服务端一致 ✓');
    expect(marks()).toEqual({ 牌面: 'pass', 牌型: 'pass', 胜方: 'pass', 赢得: 'pass' });
    const drawn = within(screen.getByRole('group', { name: '本机重算的牌面' })).getAllByRole('img');
    expect(drawn).toHaveLength(6);
    expect(screen.getByText('炸金花', { exact: false })).toBeTruthy();
  });

  test('a hand whose cards were swapped: ✗ on the cards', async () => {
    const cards = [...cardsBet.outcome.cards];
    [cards[0], cards[3]] = [cards[3]!, cards[0]!];
    const { verdict } = await open({ ...cardsBet, outcome: { ...cardsBet.outcome, cards } });
    expect(verdict.textContent).toContain('不一致 ✗');
    expect(marks()).toMatchObject({ 牌面: 'fail' });
  });

  test('before the rotation the seed is secret; 换一组种子 reveals it and the bet verifies', async () => {
    setToken('tok-1');
    const api = mockApi({
      user: () => ({ data: PLAYER }),
      houseVerify: (_body, n) => ({ data: n === 1 ? { ...slotBet, seed: null } : slotBet }),
      houseSeedsRotate: () => ({
        data: {
          commit: 'b'.repeat(64),
          clientSeed: 'fresh',
          nonce: 0,
          previous: { commit: slotBet.commit, clientSeed: 'lucky-player', nonce: 8, seed: SEED },
        },
      }),
    });
    renderApp(`/house/verify?bet=${BET}`);
    expect(await screen.findByText(/该组种子尚未公开/)).toBeTruthy();
    expect(screen.queryByText(/本机重算结果/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '换一组种子' }));
    expect((await screen.findByText(/本机重算结果与服务端/)).textContent).toContain('一致 ✓');
    await waitFor(() => expect(api.callsTo('houseSeedsRotate')).toHaveLength(1));
    expect(api.callsTo('houseVerify')).toHaveLength(2);
  });
});

describe('/house/verify?table=&round=', () => {
  /** A dealt round as the server publishes it, dealt with the domain's own engine. */
  const tableRound = async (
    game: HouseTableVerify['game'],
    table: string,
    round: number,
  ): Promise<HouseTableVerify> => {
    const dealt = await recomputeTableRound({ game, table, round, seed: SEED, beacon: '' });
    return {
      kind: 'table',
      game,
      table,
      round,
      commit: await commitOf(SEED),
      seed: SEED,
      beacon: '',
      cards: dealt.cards,
      outcome: dealt.outcome,
    };
  };
  const openRound = async (answer: HouseTableVerify) => {
    const api = mockApi({ houseVerify: () => ({ data: answer }) });
    renderApp(`/house/verify?table=${answer.table}&round=${answer.round}`);
    return { api, verdict: await screen.findByText(/本机重算结果与服务端/) };
  };
  const commitMark = () =>
    document.querySelector('.house-check [data-check]')!.getAttribute('data-check');

  test('a baccarat round recomputed in the browser: ✓ for the seed, the cards and the outcome', async () => {
    const answer = await tableRound('baccarat', 'bac1', 42);
    const { api, verdict } = await openRound(answer);
    expect(verdict.textContent).toBe('本机重算结果与服务端一致 ✓');
    expect(api.callsTo('houseVerify')[0]!.body).toEqual({ table: 'bac1', round: '42' });
    expect(marks()).toEqual({ 牌: 'pass', 结果: 'pass' });
    expect(commitMark()).toBe('pass');
    // the recomputed cards, drawn face up
    const drawn = screen.getByRole('group', { name: '本机重算的牌' });
    expect(within(drawn).getAllByRole('img')).toHaveLength(answer.cards.length);
  });

  test('a 百人牛牛 round: ✓, twenty-five cards drawn', async () => {
    const answer = await tableRound('niuniu', 'nn1', 7);
    const { verdict } = await openRound(answer);
    expect(verdict.textContent).toContain('一致 ✓');
    expect(
      within(screen.getByRole('group', { name: '本机重算的牌' })).getAllByRole('img'),
    ).toHaveLength(25);
  });

  test('a tampered outcome: ✗ beside it, and the round does not verify', async () => {
    const answer = await tableRound('dragon_tiger', 'dt1', 9);
    const winner =
      'winner' in answer.outcome && answer.outcome.winner === 'dragon' ? 'tiger' : 'dragon';
    const { verdict } = await openRound({ ...answer, outcome: { winner } });
    expect(verdict.textContent).toBe('本机重算结果与服务端不一致 ✗');
    expect(marks()).toEqual({ 牌: 'pass', 结果: 'fail' });
  });

  test('tampered cards and a seed that does not hash to the commitment: ✗', async () => {
    const answer = await tableRound('baccarat', 'bac2', 3);
    const cards = [...answer.cards];
    cards[0] = (cards[0]! + 1) % 416;
    await openRound({ ...answer, cards, commit: 'f'.repeat(64) });
    expect(marks()).toMatchObject({ 牌: 'fail' });
    expect(commitMark()).toBe('fail');
  });
});
