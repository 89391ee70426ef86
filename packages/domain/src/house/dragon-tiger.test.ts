import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dragonTigerPayout, playDragonTiger, type DragonTigerWinner } from './dragon-tiger.ts';

describe('dragon tiger', () => {
  it('position 0 is the dragon, 1 the tiger; rank only, A lowest and K highest', () => {
    expect(playDragonTiger([12, 0])).toEqual({ dragon: 12, tiger: 0, winner: 'dragon' }); // ♠K ♠A
    expect(playDragonTiger([0, 14])).toMatchObject({ winner: 'tiger' }); // ♠A ♥2
    expect(playDragonTiger([10, 11]).winner).toBe('tiger'); // ♠J ♠Q
    expect(playDragonTiger([9, 10]).winner).toBe('tiger'); // ♠10 ♠J
  });

  it('ties on equal ranks, whatever the suits and decks', () => {
    expect(playDragonTiger([0, 13]).winner).toBe('tie'); // ♠A ♥A
    expect(playDragonTiger([51, 51 + 52 * 7]).winner).toBe('tie'); // ♦K ♦K
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 415 }), fc.integer({ min: 0, max: 415 }), (d, t) => {
        const rank = (c: number) => (c % 52) % 13;
        const expected = rank(d) > rank(t) ? 'dragon' : rank(d) < rank(t) ? 'tiger' : 'tie';
        expect(playDragonTiger([d, t]).winner).toBe(expected);
        const swapped = playDragonTiger([t, d]).winner;
        expect(swapped).toBe(
          expected === 'tie' ? 'tie' : expected === 'dragon' ? 'tiger' : 'dragon',
        );
      }),
    );
    expect(() => playDragonTiger([1])).toThrow(RangeError);
  });

  it('pays dragon / tiger 1:1 and tie 8:1; a tie returns half a dragon / tiger stake', () => {
    const on = (winner: DragonTigerWinner) => ({ winner });
    expect(dragonTigerPayout('dragon', 100n, on('dragon'))).toBe(200n);
    expect(dragonTigerPayout('tiger', 100n, on('tiger'))).toBe(200n);
    expect(dragonTigerPayout('dragon', 100n, on('tiger'))).toBe(0n);
    expect(dragonTigerPayout('tiger', 100n, on('dragon'))).toBe(0n);
    expect(dragonTigerPayout('tie', 100n, on('tie'))).toBe(900n);
    expect(dragonTigerPayout('tie', 100n, on('dragon'))).toBe(0n);
    expect(dragonTigerPayout('dragon', 100n, on('tie'))).toBe(50n);
    expect(dragonTigerPayout('tiger', 101n, on('tie'))).toBe(50n); // 50.5 → 50
    expect(() => dragonTigerPayout('tie', -1n, on('tie'))).toThrow(RangeError);
  });

  it('never pays a negative amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('dragon' as const, 'tiger' as const, 'tie' as const),
        fc.constantFrom('dragon' as const, 'tiger' as const, 'tie' as const),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (area, winner, stake) => {
          expect(dragonTigerPayout(area, stake, { winner }) >= 0n).toBe(true);
        },
      ),
    );
  });
});
