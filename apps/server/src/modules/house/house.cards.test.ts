import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import {
  cardOf,
  commitOf,
  formatRtp,
  recomputePersonal,
  zhajinhuaHand,
  ZHAJINHUA_ODDS_BP,
} from '@app/domain/house/index';
import { houseTotal, houseVenueBalance, verifyLedger } from '../ledger/index.ts';
import { pullBetRecords } from '../bets/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { get, housePlayer, playCards } from './house.test-helpers.ts';

const fen = (money: string) => BigInt(money.replace('.', ''));

describe.each(TEST_DATABASES)('the house card game (炸金花 against the banker) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  it('its definition: 0.95:1, 5 % commission, the exact RTP, stakes; listed in the lobby', async () => {
    const cards = await get(t.app, '/api/house/cards');
    expect(cards.code).toBe(200);
    expect(cards.data).toMatchObject({
      code: 'zhajinhua',
      name: '炸金花',
      rtp: '97.39%',
      odds_bp: 9_500,
      commission_bp: 500,
      bets: ['1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'],
    });
    const exact = {
      numerator: BigInt(cards.data.rtp_exact.numerator),
      denominator: BigInt(cards.data.rtp_exact.denominator),
    };
    expect(formatRtp(exact)).toBe('97.39%');
    // 203 359 936 player wins of 407 170 400 deals, each paying 1.95 × the stake
    expect(exact.numerator * 407_170_400n * 100n).toBe(203_359_936n * 195n * exact.denominator);
    const p = await housePlayer(t, 10, 0);
    const lobby = await get(t.app, '/api/house/games', {}, p.token);
    expect(lobby.data.games.at(-1)).toMatchObject({ code: 'zhajinhua', kind: 'cards' });
  });

  it('a hand: six different cards, the better hand wins, paid through the ledger; a replayed key moves nothing', async () => {
    const p = await housePlayer(t, 200, 200);
    const poolBefore = await houseTotal(t.store, 'house_pool');
    let balance = 20_000n;
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const answer = await playCards(t.app, p.token, { bet: '10' }, `cards-${kind}-${i}`);
      expect(answer.code).toBe(200);
      const { data } = answer;
      expect(data).toMatchObject({ game: 'zhajinhua', bet: '10.00', nonce: i });
      const dealt = [...data.player.cards, ...data.banker.cards];
      expect(new Set(dealt).size).toBe(6);
      expect(dealt.every((c: number) => Number.isInteger(c) && c >= 0 && c < 52)).toBe(true);
      const player = zhajinhuaHand(data.player.cards);
      const banker = zhajinhuaHand(data.banker.cards);
      expect([data.player.category, data.banker.category]).toEqual([
        player.category,
        banker.category,
      ]);
      expect(data.winner).toBe(player.strength > banker.strength ? 'player' : 'banker');
      expect(data.win).toBe(data.winner === 'player' ? '19.50' : '0.00');
      balance += fen(data.win) - 1_000n;
      expect(data.balance).toBe((Number(balance) / 100).toFixed(2));
      seen.add(data.winner);
    }
    expect(await houseVenueBalance(t.store, p.userId)).toBe(balance);
    expect((await houseTotal(t.store, 'house_pool')) - poolBefore).toBe(20_000n - balance);

    const again = await playCards(t.app, p.token, { bet: '10' }, `cards-${kind}-0`);
    expect(again.data.nonce).toBe(0);
    expect(await houseVenueBalance(t.store, p.userId)).toBe(balance);
    expect((await get(t.app, '/api/house/seeds', {}, p.token)).data.nonce).toBe(12);
  });

  it('refuses bad input with a 4xx in the envelope and plays nothing', async () => {
    const p = await housePlayer(t, 5, 5);
    for (const [body, status, message] of [
      [{ bet: '3.00' }, 400, MSG.houseStakeInvalid],
      [{ bet: '1.001' }, 400, MSG.houseStakeInvalid],
      [{ bet: -1 }, 400, MSG.houseStakeInvalid],
      [{ bet: 'ten' }, 400, MSG.houseStakeInvalid],
      [{}, 400, MSG.houseStakeInvalid],
      [{ bet: '10.00' }, 422, MSG.insufficientBalance],
    ] as const) {
      const answer = await playCards(t.app, p.token, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status, code: status, message });
    }
    expect((await playCards(t.app, '', { bet: '1' })).status).toBe(401);
    expect((await get(t.app, '/api/house/seeds', {}, p.token)).data.nonce).toBe(0);
    expect(await houseVenueBalance(t.store, p.userId)).toBe(500n);
  });

  it('verification answers the cards and outcome; after rotation they recompute exactly', async () => {
    const p = await housePlayer(t, 50, 50);
    const played = (await playCards(t.app, p.token, { bet: '5' })).data;
    const hidden = (await get(t.app, '/api/house/verify', { bet: played.bet_no })).data;
    expect(hidden).toMatchObject({
      kind: 'cards',
      game: 'zhajinhua',
      seed: null,
      nonce: played.nonce,
      bet: '5.00',
      odds_bp: ZHAJINHUA_ODDS_BP,
      outcome: {
        cards: [...played.player.cards, ...played.banker.cards],
        player: played.player.category,
        banker: played.banker.category,
        winner: played.winner,
        win: played.win,
      },
    });
    const rotated = await call(t.app, '/api/house/seeds/rotate', {}, p.token);
    expect(await commitOf(rotated.data.previous.seed)).toBe(hidden.commit);
    const shown = (await get(t.app, '/api/house/verify', { bet: played.bet_no })).data;
    expect(shown.seed).toBe(rotated.data.previous.seed);
    const again = await recomputePersonal({
      game: 'cards',
      seed: shown.seed,
      clientSeed: shown.clientSeed,
      nonce: shown.nonce,
      params: { stake: fen(shown.bet), oddsBp: shown.odds_bp },
    });
    expect({ ...again, win: (Number(again.win) / 100).toFixed(2) }).toEqual(shown.outcome);
    // the cards are real cards: suits 0–3, ranks 1–13
    for (const c of shown.outcome.cards) expect(cardOf(c).rank).toBeGreaterThan(0);
  });

  it('its bets are the venue\u2019s bet records, listed under 棋牌 (/betRecord)', async () => {
    const p = await housePlayer(t, 20, 20);
    const played = (await playCards(t.app, p.token, { bet: '2' })).data;
    await pullBetRecords(t.ctx);
    const records = await call(
      t.app,
      '/api/betrecord',
      { date: 1, page: 1, api_type: 'house' },
      p.token,
    );
    expect(records.code).toBe(200);
    const row = records.data.order.data.find((r: { bet_id: string }) => r.bet_id === played.bet_no);
    expect(row).toBeDefined();
    expect(row).toMatchObject({ plays: '炸金花', plat_name: '自营游戏' });
    const listing = await t.store.db
      .selectFrom('games as g')
      .innerJoin('game_categories as c', 'c.id', 'g.category_id')
      .select(['c.name', 'g.name as game'])
      .where('g.platname', '=', 'house')
      .where('g.game_code', '=', 'zhajinhua')
      .execute();
    expect(listing).toEqual([{ name: '棋牌', game: '炸金花' }]);
  });
});
