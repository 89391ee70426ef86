import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealShoe } from './cards.ts';
import { formatRtp } from './slot-rtp.ts';
import { fairStream, personalPrefix } from './stream.ts';
import { scriptedStream, seededPick } from './test-streams.ts';
import { recomputePersonal } from './verify.ts';
import {
  compareZhajinhua,
  dealZhajinhua,
  playZhajinhua,
  ZHAJINHUA_CATEGORIES,
  ZHAJINHUA_ODDS_BP,
  ZHAJINHUA_STATED_RTP,
  zhajinhuaHand,
  zhajinhuaPayout,
  type ZhajinhuaCategory,
} from './zhajinhua.ts';
import { zhajinhuaOdds, zhajinhuaRtp, zhajinhuaTable } from './zhajinhua-odds.ts';

/** A card by rank (1 = A … 13 = K) and suit (0 ♠, 1 ♥, 2 ♣, 3 ♦). */
const card = (rank: number, suit = 0) => suit * 13 + rank - 1;
const hand = (...cards: number[]) => zhajinhuaHand(cards);
const category = (...cards: number[]) => hand(...cards).category;
const beats = (a: number[], b: number[]) => compareZhajinhua(zhajinhuaHand(a), zhajinhuaHand(b));

/** Three different cards of one deck. */
const threeCards = fc.shuffledSubarray([...Array(52).keys()], { minLength: 3, maxLength: 3 });

/** The category by the plain definitions, with A both high and low only in A-2-3. */
function categoryByDefinition(cards: number[]): ZhajinhuaCategory {
  const ranks = cards.map((c) => (c % 13) + 1).sort((x, y) => x - y);
  const suits = new Set(cards.map((c) => Math.floor(c / 13)));
  const [a, b, c] = ranks as [number, number, number];
  const straight =
    (a + 1 === b && b + 1 === c) ||
    (a === 1 && b === 12 && c === 13) || // Q-K-A
    (a === 1 && b === 2 && c === 3);
  if (a === c) return 'three_of_a_kind';
  if (straight && suits.size === 1) return 'straight_flush';
  if (suits.size === 1) return 'flush';
  if (straight) return 'straight';
  if (a === b || b === c) return 'pair';
  return 'high_card';
}

describe('hand categories', () => {
  it('names each category', () => {
    expect(category(card(7), card(7, 1), card(7, 2))).toBe('three_of_a_kind');
    expect(category(card(9, 1), card(10, 1), card(11, 1))).toBe('straight_flush');
    expect(category(card(2, 2), card(9, 2), card(13, 2))).toBe('flush');
    expect(category(card(4), card(5, 1), card(6, 3))).toBe('straight');
    expect(category(card(8), card(8, 3), card(3))).toBe('pair');
    expect(category(card(2), card(5, 1), card(11, 3))).toBe('high_card');
  });

  it('A-2-3 and A-K-Q are straights; K-A-2 is not', () => {
    expect(category(card(1), card(2, 1), card(3, 2))).toBe('straight');
    expect(category(card(1, 3), card(13), card(12, 1))).toBe('straight');
    expect(category(card(13), card(1, 1), card(2, 2))).toBe('high_card');
    expect(category(card(1, 1), card(2, 1), card(3, 1))).toBe('straight_flush');
  });

  it('agrees with the definitions on every hand drawn', () => {
    fc.assert(
      fc.property(threeCards, (cards) => {
        expect(zhajinhuaHand(cards).category).toBe(categoryByDefinition(cards));
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses what is not three different cards of one deck', () => {
    expect(() => hand(card(1), card(2))).toThrow(RangeError);
    expect(() => hand(card(1), card(1), card(2))).toThrow(RangeError);
    expect(() => hand(card(1), card(2), 52)).toThrow(RangeError);
    expect(() => hand(card(1), card(2), -1)).toThrow(RangeError);
  });

  it('counts the 22 100 hands of each category as the combinatorics say', () => {
    const counts = new Map<string, number>();
    for (const [a, b, c] of zhajinhuaTable().hands) {
      const name = zhajinhuaHand([a, b, c]).category;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({
      three_of_a_kind: 13 * 4, // C(4,3) per rank
      straight_flush: 12 * 4, // 12 runs (A-2-3 … Q-K-A) in each suit
      flush: 4 * (286 - 12), // C(13,3) per suit less the straight flushes
      straight: 12 * (64 - 4),
      pair: 13 * 6 * 48,
      high_card: 22_100 - 52 - 48 - 1_096 - 720 - 3_744,
    });
  });
});

describe('ordering', () => {
  const examples: Record<ZhajinhuaCategory, number[]> = {
    three_of_a_kind: [card(2), card(2, 1), card(2, 2)], // the weakest 豹子
    straight_flush: [card(1, 3), card(2, 3), card(3, 3)], // the weakest 同花顺
    flush: [card(2, 1), card(3, 1), card(5, 1)], // the weakest 同花
    straight: [card(1), card(2, 1), card(3, 2)], // the weakest 顺子
    pair: [card(2), card(2, 1), card(3, 2)], // the weakest 对子
    high_card: [card(2), card(3, 1), card(5, 2)], // the weakest 散牌
  };
  const strongest: Record<ZhajinhuaCategory, number[]> = {
    three_of_a_kind: [card(1), card(1, 1), card(1, 2)],
    straight_flush: [card(12), card(13), card(1)],
    flush: [card(13, 2), card(12, 2), card(10, 2)],
    straight: [card(12), card(13, 1), card(1, 2)],
    pair: [card(1), card(1, 1), card(13, 2)],
    high_card: [card(1), card(13, 1), card(11, 2)],
  };

  it('豹子 > 同花顺 > 同花 > 顺子 > 对子 > 散牌: the weakest of each beats the strongest below', () => {
    for (let i = 1; i < ZHAJINHUA_CATEGORIES.length; i++) {
      const upper = ZHAJINHUA_CATEGORIES[i]!;
      const lower = ZHAJINHUA_CATEGORIES[i - 1]!;
      expect(zhajinhuaHand(examples[upper]).category).toBe(upper);
      expect(zhajinhuaHand(strongest[lower]).category).toBe(lower);
      expect(beats(examples[upper], strongest[lower]), `${upper} > ${lower}`).toBeGreaterThan(0);
      expect(beats(strongest[lower], examples[upper])).toBeLessThan(0);
    }
  });

  it('a higher category always beats a lower one', () => {
    fc.assert(
      fc.property(threeCards, threeCards, (a, b) => {
        const x = zhajinhuaHand(a);
        const y = zhajinhuaHand(b);
        const byCategory =
          ZHAJINHUA_CATEGORIES.indexOf(x.category) - ZHAJINHUA_CATEGORIES.indexOf(y.category);
        if (byCategory !== 0) expect(Math.sign(compareZhajinhua(x, y))).toBe(Math.sign(byCategory));
      }),
      { numRuns: 2_000 },
    );
  });

  it('comparison is antisymmetric and transitive', () => {
    fc.assert(
      fc.property(threeCards, threeCards, threeCards, (a, b, c) => {
        const [x, y, z] = [a, b, c].map((cards) => zhajinhuaHand(cards)) as [
          ReturnType<typeof zhajinhuaHand>,
          ReturnType<typeof zhajinhuaHand>,
          ReturnType<typeof zhajinhuaHand>,
        ];
        expect(compareZhajinhua(x, y) + compareZhajinhua(y, x)).toBe(0);
        if (compareZhajinhua(x, y) >= 0 && compareZhajinhua(y, z) >= 0) {
          expect(compareZhajinhua(x, z)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('suits never matter: the same ranks in other suits (same category) compare equal', () => {
    fc.assert(
      fc.property(threeCards, fc.integer({ min: 1, max: 3 }), (cards, shift) => {
        // moving every card to another suit by the same shift keeps the ranks and the flush
        const moved = cards.map((c) => ((Math.floor(c / 13) + shift) % 4) * 13 + (c % 13));
        expect(compareZhajinhua(zhajinhuaHand(cards), zhajinhuaHand(moved))).toBe(0);
      }),
    );
  });

  it('equal category: ranks compare from the highest down', () => {
    // 散牌: A-5-3 > K-Q-10 (A high); K-Q-9 > K-J-10; K-Q-4 > K-Q-3
    expect(
      beats([card(1), card(5, 1), card(3, 2)], [card(13), card(12, 1), card(10, 2)]),
    ).toBeGreaterThan(0);
    expect(
      beats([card(13), card(12, 1), card(9, 2)], [card(13, 1), card(11, 2), card(10)]),
    ).toBeGreaterThan(0);
    expect(
      beats([card(13), card(12, 1), card(4, 2)], [card(13, 1), card(12, 2), card(3)]),
    ).toBeGreaterThan(0);
    // 对子: the pair first (8-8-2 > 7-7-A), then the odd card (8-8-K > 8-8-Q)
    expect(beats([card(8), card(8, 1), card(2)], [card(7), card(7, 1), card(1)])).toBeGreaterThan(
      0,
    );
    expect(
      beats([card(8), card(8, 1), card(13)], [card(8, 2), card(8, 3), card(12)]),
    ).toBeGreaterThan(0);
    // 顺子: by the top card; A-K-Q is the highest, A-2-3 the lowest
    expect(
      beats([card(12), card(13, 1), card(1)], [card(11), card(12, 1), card(13, 2)]),
    ).toBeGreaterThan(0);
    expect(
      beats([card(2), card(3, 1), card(4)], [card(1), card(2, 1), card(3, 2)]),
    ).toBeGreaterThan(0);
    // 同花: as 散牌; 同花顺: as 顺子; 豹子: by the rank, A highest
    expect(
      beats([card(1, 1), card(4, 1), card(2, 1)], [card(13, 2), card(12, 2), card(10, 2)]),
    ).toBeGreaterThan(0);
    expect(
      beats([card(4, 3), card(5, 3), card(6, 3)], [card(1, 1), card(2, 1), card(3, 1)]),
    ).toBeGreaterThan(0);
    expect(
      beats([card(1), card(1, 1), card(1, 2)], [card(13), card(13, 1), card(13, 2)]),
    ).toBeGreaterThan(0);
  });

  it('fully equal ranks compare equal, and the banker takes the round', () => {
    const player = [card(13), card(12, 1), card(9, 2)];
    const banker = [card(13, 1), card(12, 2), card(9, 3)];
    expect(beats(player, banker)).toBe(0);
    const round = playZhajinhua([...player, ...banker]);
    expect(round.winner).toBe('banker');
    expect(zhajinhuaPayout(1_000n, round.winner)).toBe(0n);
    // a tied straight (A-2-3 in two colours) and a tied pair too
    expect(
      playZhajinhua([card(1), card(2, 1), card(3), card(1, 2), card(2, 3), card(3, 2)]).winner,
    ).toBe('banker');
    expect(
      playZhajinhua([card(6), card(6, 1), card(9), card(6, 2), card(6, 3), card(9, 1)]).winner,
    ).toBe('banker');
  });
});

describe('a round', () => {
  it('positions 0–2 are the player, 3–5 the banker; the better hand wins', () => {
    const round = playZhajinhua([
      card(7),
      card(7, 1),
      card(7, 2), // 豹子
      card(1),
      card(13),
      card(12), // 同花顺 A-K-Q
    ]);
    expect(round.player.category).toBe('three_of_a_kind');
    expect(round.banker.category).toBe('straight_flush');
    expect(round.winner).toBe('player');
    expect(() => playZhajinhua([card(1), card(2), card(3), card(1), card(5), card(6)])).toThrow(
      RangeError,
    );
    expect(() => playZhajinhua([card(1), card(2), card(3)])).toThrow(RangeError);
  });

  it('deals six cards from one fresh deck with partial Fisher–Yates', async () => {
    const stream = scriptedStream([51, 0, 49, 0, 0, 0]);
    const round = await dealZhajinhua(stream);
    expect(stream.asked).toEqual([52, 51, 50, 49, 48, 47]);
    // i=0 swaps 0↔51; i=1 keeps 1; i=2 swaps 2↔51 (now 0); then 3, 4, 5 stay
    expect([...round.player.cards, ...round.banker.cards]).toEqual([51, 1, 0, 3, 4, 5]);
  });

  it('pays a player win at 0.95:1 (1:1 less 5 % commission), rounded down to the fen', () => {
    expect(ZHAJINHUA_ODDS_BP).toBe(9_500);
    expect(zhajinhuaPayout(1_000n, 'player')).toBe(1_950n);
    expect(zhajinhuaPayout(105n, 'player')).toBe(204n); // 105 + floor(99.75)
    expect(zhajinhuaPayout(1_000n, 'banker')).toBe(0n);
    expect(() => zhajinhuaPayout(0n, 'player')).toThrow(RangeError);
  });

  it('the server deal and the verification recompute agree', async () => {
    const seed = 'ab'.repeat(32);
    for (let nonce = 0; nonce < 20; nonce++) {
      const dealt = await dealShoe(fairStream(seed, personalPrefix('client', nonce)), 1, 6);
      const round = playZhajinhua(dealt);
      const again = await recomputePersonal({
        game: 'cards',
        seed,
        clientSeed: 'client',
        nonce,
        params: { stake: 2_000n, oddsBp: ZHAJINHUA_ODDS_BP },
      });
      expect(again).toEqual({
        cards: dealt,
        player: round.player.category,
        banker: round.banker.category,
        winner: round.winner,
        win: zhajinhuaPayout(2_000n, round.winner),
      });
    }
  });
});

describe('exact odds over every deal', () => {
  const odds = zhajinhuaOdds();

  it('counts every deal once: 22 100 player hands × 18 424 banker hands', () => {
    expect(odds.deals).toBe(407_170_400n);
    // by symmetry the banker's hand is stronger as often as the player's
    expect(odds.deals - odds.ties - odds.playerWins).toBe(odds.playerWins);
    expect(odds.playerWins).toBe(203_359_936n);
    expect(odds.ties).toBe(450_528n);
  });

  it('the per-hand counts match a brute force over the other 49 cards', () => {
    const table = zhajinhuaTable();
    const pick = seededPick(7);
    for (let trial = 0; trial < 30; trial++) {
      const [a, b, c, s] = table.hands[pick(table.hands.length)]!;
      let less = 0;
      let equal = 0;
      for (const [x, y, z, t] of table.hands) {
        if ([x, y, z].some((k) => k === a || k === b || k === c)) continue;
        if (t < s) less++;
        else if (t === s) equal++;
      }
      expect(table.against(a, b, c, s)).toEqual({ less, equal });
    }
  });

  it(`the RTP at 0.95:1 is ${ZHAJINHUA_STATED_RTP}, as the screen states (1:1 would be 99.89 %)`, () => {
    const rtp = zhajinhuaRtp(odds, ZHAJINHUA_ODDS_BP);
    expect(formatRtp(rtp)).toBe(ZHAJINHUA_STATED_RTP);
    expect(formatRtp(zhajinhuaRtp(odds, 10_000))).toBe('99.89%');
    // exactly 203 359 936 × 1.95 / 407 170 400
    expect(rtp.numerator * 407_170_400n * 10_000n).toBe(203_359_936n * 19_500n * rtp.denominator);
  });

  it('a simulated 20 000 deals land near the exact win rate', async () => {
    const pick = seededPick(11);
    const stream = { pick: (n: number) => Promise.resolve(pick(n)) };
    let wins = 0;
    const rounds = 20_000;
    for (let i = 0; i < rounds; i++) if ((await dealZhajinhua(stream)).winner === 'player') wins++;
    const expected = Number(odds.playerWins) / Number(odds.deals);
    expect(Math.abs(wins / rounds - expected)).toBeLessThan(0.015);
  });
});
