import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRUIT, OCEAN } from './slot-games.ts';
import { exactRtp, formatRtp } from './slot-rtp.ts';
import { lineBetOf, linePay, slotStops, slotWindow, spinSlot, type SlotGame } from './slots.ts';
import { scriptedStream } from './test-streams.ts';

/** A small game whose windows are easy to work out by hand. */
const TOY: SlotGame = {
  code: 'toy',
  symbols: ['w', 'a', 'b'],
  wild: 'w',
  reels: [
    ['a', 'b', 'a', 'w'],
    ['a', 'a', 'b'],
    ['w', 'a', 'b'],
    ['a', 'b'],
    ['b', 'b', 'a', 'a'],
  ],
  lines: [
    [0, 0, 0, 0, 0],
    [1, 1, 1, 1, 1],
    [2, 1, 0, 1, 2],
  ],
  paytable: { w: [10, 20, 50], a: [2, 4, 8], b: [1, 3, 6] },
  statedRtp: '',
};

describe('the window', () => {
  it('shows stop, stop + 1, stop + 2 of each strip, wrapping', () => {
    expect(slotWindow(TOY, [3, 2, 0, 1, 3])).toEqual([
      ['w', 'a', 'b'],
      ['b', 'a', 'a'],
      ['w', 'a', 'b'],
      ['b', 'a', 'b'],
      ['a', 'b', 'b'],
    ]);
    expect(() => slotWindow(TOY, [0, 0, 0, 0])).toThrow(RangeError);
    expect(() => slotWindow(TOY, [0, 0, 0, 2, 0])).toThrow(RangeError);
  });

  it('takes one pick per reel, in reel order, below each strip length', async () => {
    const stream = scriptedStream([3, 2, 0, 1, 3]);
    expect(await slotStops(TOY, stream)).toEqual([3, 2, 0, 1, 3]);
    expect(stream.asked).toEqual([4, 3, 3, 2, 4]);
  });
});

describe('line pays', () => {
  const pay = (game: SlotGame, line: string[]) => linePay(game, line);

  it('pays 3, 4, 5 of a kind from the left only', () => {
    expect(pay(FRUIT, ['cherry', 'cherry', 'cherry', 'cherry', 'cherry'])).toEqual({
      symbol: 'cherry',
      count: 5,
      multiplier: 15,
    });
    expect(pay(FRUIT, ['bell', 'bell', 'bell', 'lemon', 'bell'])?.count).toBe(3);
    expect(pay(FRUIT, ['bell', 'bell', 'lemon', 'bell', 'bell'])).toBeNull();
    expect(pay(FRUIT, ['lemon', 'bell', 'bell', 'bell', 'bell'])).toBeNull();
  });

  it('a wild stands for the first other symbol, or pays its own run when that pays more', () => {
    expect(pay(FRUIT, ['wild', 'cherry', 'wild', 'lemon', 'lemon'])).toMatchObject({
      symbol: 'cherry',
      count: 3,
    });
    expect(pay(FRUIT, ['wild', 'wild', 'wild', 'seven', 'seven'])).toMatchObject({
      symbol: 'seven',
      count: 5,
      multiplier: 150,
    });
    expect(pay(FRUIT, ['wild', 'wild', 'wild', 'cherry', 'lemon'])).toMatchObject({
      symbol: 'wild',
      count: 3,
      multiplier: 20,
    });
    expect(pay(FRUIT, ['wild', 'wild', 'wild', 'wild', 'wild'])?.multiplier).toBe(250);
  });

  it("a wild that is not in the paytable only substitutes (the ocean's)", () => {
    expect(pay(OCEAN, ['wild', 'wild', 'wild', 'wild', 'wild'])).toBeNull();
    expect(pay(OCEAN, ['wild', 'wild', 'wild', 'shark', 'crab'])).toMatchObject({
      symbol: 'shark',
      count: 4,
      multiplier: 50,
    });
  });
});

describe('a spin', () => {
  it('pays each line at the line bet = stake / lines, naming the line and its cells', () => {
    // Window rows: top w b w b a, middle a a a a b, bottom b a b b b.
    const spin = spinSlot(TOY, [3, 2, 0, 1, 3], 300n);
    expect(spin.window.map((rows) => rows[1])).toEqual(['a', 'a', 'a', 'a', 'b']);
    expect(spin.wins).toEqual([
      {
        line: 0,
        symbol: 'b',
        count: 4,
        multiplier: 3,
        cells: [
          [0, 0],
          [1, 0],
          [2, 0],
          [3, 0],
        ],
        win: 300n,
      },
      {
        line: 1,
        symbol: 'a',
        count: 4,
        multiplier: 4,
        cells: [
          [0, 1],
          [1, 1],
          [2, 1],
          [3, 1],
        ],
        win: 400n,
      },
    ]);
    // Line 2 (b a w a b) pays nothing.
    expect(spin.total).toBe(700n);
  });

  it('takes a stake that is a positive multiple of the lines', () => {
    expect(lineBetOf(FRUIT, 100n)).toBe(10n);
    for (const bad of [0n, -10n, 105n]) {
      expect(() => spinSlot(FRUIT, [0, 0, 0, 0, 0], bad)).toThrow(RangeError);
    }
  });
});

/** A random small game, small enough to spin every stop combination. */
const smallGame = fc
  .record({
    reels: fc.array(fc.array(fc.constantFrom('w', 'a', 'b', 'c'), { minLength: 1, maxLength: 4 }), {
      minLength: 5,
      maxLength: 5,
    }),
    lines: fc.array(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 5, maxLength: 5 }), {
      minLength: 1,
      maxLength: 4,
    }),
    hasWild: fc.boolean(),
    wildPays: fc.boolean(),
    pays: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 12, maxLength: 12 }),
  })
  .map(({ reels, lines, hasWild, wildPays, pays }): SlotGame => {
    const triple = (i: number) => [pays[i]!, pays[i + 1]!, pays[i + 2]!] as const;
    return {
      code: 'small',
      symbols: ['w', 'a', 'b', 'c'],
      wild: hasWild ? 'w' : null,
      reels,
      lines,
      paytable: {
        a: triple(0),
        b: triple(3),
        c: triple(6),
        ...(wildPays || !hasWild ? { w: triple(9) } : {}),
      },
      statedRtp: '',
    };
  });

describe('exact RTP', () => {
  it('equals the total of spinning every stop combination, over the stakes', () => {
    fc.assert(
      fc.property(smallGame, (game) => {
        const stake = BigInt(game.lines.length);
        let paid = 0n;
        let spins = 0n;
        const visit = (stops: number[]): void => {
          if (stops.length === game.reels.length) {
            paid += spinSlot(game, stops, stake).total;
            spins += 1n;
            return;
          }
          for (let s = 0; s < game.reels[stops.length]!.length; s++) visit([...stops, s]);
        };
        visit([]);
        const rtp = exactRtp(game);
        expect(rtp.numerator * stake * spins).toBe(paid * rtp.denominator);
      }),
      { numRuns: 150 },
    );
  });

  it('formats as a percentage with two decimals, rounding half up', () => {
    const f = (numerator: bigint, denominator: bigint) => formatRtp({ numerator, denominator });
    expect(f(1n, 3n)).toBe('33.33%');
    expect(f(2n, 3n)).toBe('66.67%');
    expect(f(1n, 32n)).toBe('3.13%'); // 3.125
    expect(f(0n, 1n)).toBe('0.00%');
    expect(f(1n, 1n)).toBe('100.00%');
    expect(f(9601n, 10000n)).toBe('96.01%');
  });
});
