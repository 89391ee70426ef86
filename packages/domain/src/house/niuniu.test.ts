import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealShoe } from './cards.ts';
import {
  compareNiuniu,
  niuniuHand,
  niuniuHold,
  niuOf,
  playNiuniu,
  settleNiuniu,
  type NiuniuHand,
} from './niuniu.ts';
import { seededStream } from './test-streams.ts';

/** A card by rank (1–13) and suit (0 ♠, 1 ♥, 2 ♣, 3 ♦). */
const card = (rank: number, suit = 0) => suit * 13 + rank - 1;

describe('hand ranks', () => {
  it('牛N: three cards sum to a multiple of 10, N the other two mod 10 (0 → 牛牛 = 10)', () => {
    expect(niuOf([card(3), card(7), card(10), card(2), card(5)])).toBe(7); // 3+7+10 | 2+5
    expect(niuOf([card(13), card(12), card(11), card(4, 1), card(6, 1)])).toBe(10); // K Q J | 4+6
    expect(niuOf([card(1), card(9), card(13), card(9, 1), card(3)])).toBe(2); // A 9 K | 9+3
    expect(niuOf([card(2), card(3), card(5), card(13), card(1)])).toBe(1); // 2 3 5 | K A
  });

  it('无牛 when no three cards make a multiple of 10', () => {
    expect(niuOf([card(1), card(3), card(5), card(5, 1), card(9)])).toBe(0);
    expect(niuOf([card(1), card(1, 1), card(2), card(2, 1), card(4)])).toBe(0);
    expect(() => niuOf([card(1), card(2)])).toThrow(RangeError);
  });

  it('N is the hand sum mod 10 whatever three cards make the 10s', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...Array(52).keys()], { minLength: 5, maxLength: 5 }),
        (hand) => {
          const points = hand.map((c) => Math.min((c % 13) + 1, 10));
          const sum = points.reduce((a, b) => a + b, 0);
          let niu = false;
          for (let i = 0; i < 5; i++)
            for (let j = i + 1; j < 5; j++)
              for (let k = j + 1; k < 5; k++)
                if ((points[i]! + points[j]! + points[k]!) % 10 === 0) niu = true;
          expect(niuOf(hand)).toBe(niu ? (sum % 10 === 0 ? 10 : sum % 10) : 0);
        },
      ),
    );
  });
});

describe('comparison', () => {
  it('牛牛 > 牛9 > … > 牛1 > 无牛', () => {
    const niuniu = niuniuHand([card(10), card(11), card(12), card(13), card(10, 1)]);
    const niu9 = niuniuHand([card(3), card(7), card(10), card(4), card(5)]);
    const niu1 = niuniuHand([card(2), card(3), card(5), card(13), card(1)]);
    const none = niuniuHand([card(1), card(3), card(5), card(5, 1), card(9)]);
    expect([niuniu.niu, niu9.niu, niu1.niu, none.niu]).toEqual([10, 9, 1, 0]);
    expect(compareNiuniu(niuniu, niu9)).toBeGreaterThan(0);
    expect(compareNiuniu(niu9, niu1)).toBeGreaterThan(0);
    expect(compareNiuniu(niu1, none)).toBeGreaterThan(0);
    expect(compareNiuniu(none, niuniu)).toBeLessThan(0);
  });

  it('equal ranks: the highest card wins, by rank and then ♠ > ♥ > ♣ > ♦', () => {
    // Both 牛7; K against Q.
    const withKing = niuniuHand([card(3), card(7), card(13), card(2), card(5)]);
    const withQueen = niuniuHand([card(3, 1), card(7, 1), card(12), card(2, 1), card(5, 1)]);
    expect(withKing.high).toBe(card(13));
    expect(compareNiuniu(withKing, withQueen)).toBeGreaterThan(0);
    // Both 牛牛 with a K high: ♠K beats ♥K, ♥K beats ♣K, ♣K beats ♦K.
    const kings = [0, 1, 2, 3].map((suit) =>
      niuniuHand([card(13, suit), card(10, suit), card(12, suit), card(4, suit), card(6, suit)]),
    );
    expect(kings.every((hand) => hand.niu === 10)).toBe(true);
    for (let s = 0; s < 3; s++) expect(compareNiuniu(kings[s]!, kings[s + 1]!)).toBeGreaterThan(0);
    // Both 无牛: the highest card decides there too.
    const a = niuniuHand([card(1), card(3), card(5), card(5, 1), card(9, 1)]);
    const b = niuniuHand([card(1, 2), card(3, 2), card(5, 2), card(5, 3), card(9, 2)]);
    expect([a.niu, b.niu]).toEqual([0, 0]);
    expect(compareNiuniu(a, b)).toBeGreaterThan(0); // ♥9 over ♣9
  });

  it('is antisymmetric and never ties on two hands of one deck', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...Array(52).keys()], { minLength: 10, maxLength: 10 }),
        (cards) => {
          const a: NiuniuHand = niuniuHand(cards.slice(0, 5));
          const b: NiuniuHand = niuniuHand(cards.slice(5));
          const ab = compareNiuniu(a, b);
          expect(ab).not.toBe(0);
          expect(Math.sign(compareNiuniu(b, a))).toBe(-Math.sign(ab));
        },
      ),
    );
  });
});

describe('a round', () => {
  it('hand h takes positions 5h … 5h + 4; each seat against the banker, winner multiplier', () => {
    const cards = [
      ...[card(3), card(7), card(10), card(4), card(4, 1)], // banker 牛8
      ...[card(10, 1), card(11), card(12), card(13), card(10, 2)], // 天 牛牛
      ...[card(1, 2), card(3, 3), card(5, 1), card(5, 2), card(9)], // 地 无牛
      ...[card(3, 1), card(7, 1), card(13, 2), card(4, 2), card(4, 3)], // 玄 牛8 with ♣K high
      ...[card(2), card(3, 2), card(5), card(6), card(1, 3)], // 黄 2+3+5 | 6+A = 牛7
    ];
    const round = playNiuniu(cards);
    expect(round.banker.niu).toBe(8);
    expect(round.seats.map((s) => [s.seat, s.hand.niu, s.winner, s.multiplier])).toEqual([
      [1, 10, 'seat', 3],
      [2, 0, 'banker', 2],
      [3, 8, 'seat', 2], // 牛8 each: the seat's ♣K beats the banker's ♠10
      [4, 7, 'banker', 2],
    ]);
    expect(() => playNiuniu(cards.slice(0, 24))).toThrow(RangeError);
    expect(() => playNiuniu([...cards.slice(0, 24), cards[0]!])).toThrow(RangeError);
    const flat = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    expect(playNiuniu(cards, flat).seats.map((s) => s.multiplier)).toEqual([1, 1, 1, 1]);
  });

  it('a dealt round always has a winner per seat', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer(), async (seed) => {
        const round = playNiuniu(await dealShoe(seededStream(seed), 1, 25));
        for (const seat of round.seats) {
          const wins = compareNiuniu(seat.hand, round.banker) > 0;
          expect(seat.winner).toBe(wins ? 'seat' : 'banker');
          expect([1, 2, 3]).toContain(seat.multiplier);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('settlement', () => {
  it('holds stake × the largest multiplier and returns what the round does not take', () => {
    expect(niuniuHold(100n)).toBe(300n);
    expect(settleNiuniu(100n, { winner: 'seat', multiplier: 3 })).toEqual({
      held: 300n,
      returned: 300n,
      won: 300n,
    });
    expect(settleNiuniu(100n, { winner: 'seat', multiplier: 1 })).toEqual({
      held: 300n,
      returned: 300n,
      won: 100n,
    });
    expect(settleNiuniu(100n, { winner: 'banker', multiplier: 2 })).toEqual({
      held: 300n,
      returned: 100n,
      won: 0n,
    });
    expect(settleNiuniu(100n, { winner: 'banker', multiplier: 3 })).toEqual({
      held: 300n,
      returned: 0n,
      won: 0n,
    });
    const higher = [1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 5];
    expect(niuniuHold(100n, higher)).toBe(500n);
    expect(() => settleNiuniu(100n, { winner: 'seat', multiplier: 4 })).toThrow(RangeError);
    expect(() => niuniuHold(0n)).toThrow(RangeError);
  });

  it('never returns more than held nor anything negative; the net is won or −stake × m', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.constantFrom('seat' as const, 'banker' as const),
        fc.constantFrom(1, 2, 3),
        (stake, winner, multiplier) => {
          const { held, returned, won } = settleNiuniu(stake, { winner, multiplier });
          expect(returned >= 0n && returned <= held && won >= 0n).toBe(true);
          const net = returned + won - held;
          expect(net).toBe((winner === 'seat' ? 1n : -1n) * stake * BigInt(multiplier));
        },
      ),
    );
  });
});
