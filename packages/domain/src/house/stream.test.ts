import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitOf as lotteryCommitOf, drawNumbers } from '../lottery/draw.ts';
import { commitOf, fairStream, isSeedHex, personalPrefix, tablePrefix } from './stream.ts';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
/**
 * Known answers, computed once outside this code with node:crypto's createHmac: the first ten
 * words of HMAC-SHA256(seed, `${prefix}:${k}`), k = 0, 1, read as big-endian uint32.
 */
const WORDS_BAC1_42 = [
  156789188, 3333483141, 1997820220, 148137893, 3295035061, 3554588911, 4046133497, 384470797,
  3375479461, 2972533595,
];
const WORDS_PLAYER_7 = [
  1203160825, 2966582030, 2091806095, 2975832891, 547700118, 4161734034, 321594831, 2597611520,
  952416817, 130625789,
];

/** pick(2^32) rejects nothing (2^32 mod 2^32 = 0), so it reads the raw words. */
async function rawWords(prefix: string, count: number): Promise<number[]> {
  const stream = fairStream(SEED, prefix);
  const words: number[] = [];
  for (let i = 0; i < count; i++) words.push(await stream.pick(2 ** 32));
  return words;
}

describe('fairStream', () => {
  it('reads HMAC-SHA256(seed, `${prefix}:${k}`) as big-endian words, across blocks', async () => {
    expect(await rawWords(tablePrefix('bac1', 42, ''), 10)).toEqual(WORDS_BAC1_42);
    expect(await rawWords(personalPrefix('player-seed', 7), 10)).toEqual(WORDS_PLAYER_7);
  });

  it('discards words at or above 2^32 − (2^32 mod n)', async () => {
    // n = 3·2^30: the limit is 3·2^30, so five of these ten words are discarded.
    const n = 3 * 2 ** 30;
    const kept = WORDS_BAC1_42.filter((u) => u < n).map((u) => u % n);
    expect(kept).toHaveLength(5);
    const stream = fairStream(SEED, 'bac1:42:');
    for (const value of kept) expect(await stream.pick(n)).toBe(value);
  });

  it('answers u mod n for every n, against the rule written again over the raw words', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 2 ** 32 }), { maxLength: 12 }),
        async (ns) => {
          const words = await rawWords('prop', 64);
          const stream = fairStream(SEED, 'prop');
          let w = 0;
          for (const n of ns) {
            let u = words[w++]!;
            while (u >= 2 ** 32 - (2 ** 32 % n)) u = words[w++]!;
            expect(await stream.pick(n)).toBe(u % n);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('takes the words in call order even when picks overlap', async () => {
    const stream = fairStream(SEED, 'bac1:42:');
    const all = await Promise.all(Array.from({ length: 10 }, () => stream.pick(2 ** 32)));
    expect(all).toEqual(WORDS_BAC1_42);
  });

  it('refuses a bad n and a bad seed', async () => {
    const stream = fairStream(SEED, 'x');
    for (const n of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) {
      await expect(stream.pick(n)).rejects.toThrow(RangeError);
    }
    expect(await stream.pick(1)).toBe(0);
    expect(() => fairStream(SEED.toUpperCase(), 'x')).toThrow(RangeError);
    expect(() => fairStream(SEED.slice(2), 'x')).toThrow(RangeError);
  });
});

describe('the lottery draws from the same stream', () => {
  const input = { seedHex: SEED, lottery: 'cqssc', expect: '20240101001', beacon: 'ab12' };

  it('a type-2 draw is three pick(10) on the prefix `${lottery}:${expect}:${beacon}`', async () => {
    const stream = fairStream(SEED, `${input.lottery}:${input.expect}:${input.beacon}`);
    const digits = [await stream.pick(10), await stream.pick(10), await stream.pick(10)];
    expect(digits).toEqual(await drawNumbers({ ...input, type: 2 }));
  });

  it('a type-1 draw is the partial Fisher–Yates over 1..49 with pick(49 − i)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 8 }),
        async (hex) => {
          const stream = fairStream(SEED, `${input.lottery}:${input.expect}:${hex}`);
          const balls = Array.from({ length: 49 }, (_, i) => i + 1);
          for (let i = 0; i < 7; i++) {
            const j = i + (await stream.pick(49 - i));
            [balls[i], balls[j]] = [balls[j]!, balls[i]!];
          }
          expect(balls.slice(0, 7)).toEqual(await drawNumbers({ ...input, beacon: hex, type: 1 }));
        },
      ),
      { numRuns: 20 },
    );
  });

  it('commits and checks seeds as the lottery does', async () => {
    expect(await commitOf(SEED)).toBe(await lotteryCommitOf(SEED));
    expect(isSeedHex(SEED)).toBe(true);
    expect(isSeedHex(SEED.toUpperCase())).toBe(false);
  });
});

describe('prefixes', () => {
  it('a table round: `${code}:${round}:${beacon}`', () => {
    expect(tablePrefix('bac1', 42, '')).toBe('bac1:42:');
    expect(tablePrefix('dt2', 0, '00ff')).toBe('dt2:0:00ff');
    for (const [code, round, beacon] of [
      ['', 1, ''],
      ['a:b', 1, ''],
      ['bac1', -1, ''],
      ['bac1', 1.5, ''],
      ['bac1', 1, 'AB'],
      ['bac1', 1, 'xyz'],
    ] as const) {
      expect(() => tablePrefix(code, round, beacon)).toThrow(RangeError);
    }
  });

  it('a personal round: `${clientSeed}:${nonce}`', () => {
    expect(personalPrefix('lucky', 0)).toBe('lucky:0');
    expect(personalPrefix('a:b', 12)).toBe('a:b:12');
    expect(() => personalPrefix('', 0)).toThrow(RangeError);
    expect(() => personalPrefix('lucky', -1)).toThrow(RangeError);
    expect(() => personalPrefix('lucky', 0.5)).toThrow(RangeError);
  });
});
