import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardLabel, cardOf, dealShoe } from './cards.ts';
import { fairStream } from './stream.ts';
import { scriptedStream, seededStream } from './test-streams.ts';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('card indices', () => {
  it('r = c mod 52, suit = floor(r / 13) (♠ ♥ ♣ ♦), rank = r mod 13 + 1', () => {
    expect(cardOf(0)).toEqual({ suit: 0, rank: 1 });
    expect(cardOf(12)).toEqual({ suit: 0, rank: 13 });
    expect(cardOf(13)).toEqual({ suit: 1, rank: 1 });
    expect(cardOf(51)).toEqual({ suit: 3, rank: 13 });
    expect(cardOf(52 * 7 + 30)).toEqual({ suit: 2, rank: 5 });
    expect([0, 9, 22, 36, 51].map(cardLabel)).toEqual(['♠A', '♠10', '♥10', '♣J', '♦K']);
    expect(() => cardOf(-1)).toThrow(RangeError);
    expect(() => cardOf(1.5)).toThrow(RangeError);
  });

  it('every deck of a shoe holds the same 52 cards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 51 }), fc.integer({ min: 0, max: 7 }), (c, deck) => {
        expect(cardOf(c + 52 * deck)).toEqual(cardOf(c));
        const { suit, rank } = cardOf(c);
        expect(suit * 13 + rank - 1).toBe(c);
      }),
    );
  });
});

describe('dealShoe', () => {
  it('swaps position i with i + pick(52·D − i), dealing positions 0, 1, 2, …', async () => {
    const stream = scriptedStream([0, 0, 0]);
    expect(await dealShoe(stream, 1, 3)).toEqual([0, 1, 2]);
    expect(stream.asked).toEqual([52, 51, 50]);
    // Always the last position: the last card comes first, then 0, 1, … follow it.
    const last = scriptedStream([415, 414, 413, 412]);
    expect(await dealShoe(last, 8, 4)).toEqual([415, 0, 1, 2]);
    // Card 5 comes first and card 0 moves to position 5, where the next picks find it.
    expect(await dealShoe(scriptedStream([5, 4, 0]), 1, 3)).toEqual([5, 0, 2]);
    expect(await dealShoe(scriptedStream([5, 4, 3]), 1, 3)).toEqual([5, 0, 1]);
  });

  it('deals distinct cards of the shoe, and dealing fewer deals a prefix', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer(),
        async (decks, wanted, seed) => {
          const count = Math.min(wanted, 52 * decks);
          const cards = await dealShoe(seededStream(seed), decks, count);
          expect(cards).toHaveLength(count);
          expect(new Set(cards).size).toBe(count);
          for (const c of cards) expect(c >= 0 && c < 52 * decks).toBe(true);
          const fewer = await dealShoe(seededStream(seed), decks, Math.floor(count / 2));
          expect(fewer).toEqual(cards.slice(0, fewer.length));
        },
      ),
    );
  });

  it('deals a whole deck as a permutation from the fair stream', async () => {
    const cards = await dealShoe(fairStream(SEED, 'nn1:1:'), 1, 52);
    expect([...cards].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, c) => c));
  });

  it('refuses impossible deals', async () => {
    await expect(dealShoe(seededStream(1), 0, 1)).rejects.toThrow(RangeError);
    await expect(dealShoe(seededStream(1), 1, 53)).rejects.toThrow(RangeError);
    await expect(dealShoe(seededStream(1), 1, -1)).rejects.toThrow(RangeError);
  });
});
