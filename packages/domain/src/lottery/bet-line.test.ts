import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combinationCount,
  combinations,
  decodePlayField,
  encodePlayField,
  validateLine,
} from './bet-line.ts';
import { findPlay } from './plays.ts';

describe('line validation', () => {
  it('takes no numbers for fixed plays and exactly the count for special ones', () => {
    expect(validateLine(2, findPlay(2, 'big')!, [])).toBeNull();
    expect(validateLine(2, findPlay(2, 'big')!, [1])).toBe('该玩法不需选号');
    expect(validateLine(1, findPlay(1, 't_big')!, [])).toBeNull();
    expect(validateLine(1, findPlay(1, 'tm')!, [49])).toBeNull();
    expect(validateLine(1, findPlay(1, 'tm')!, [])).toBe('该玩法需选 1 个号码');
    expect(validateLine(1, findPlay(1, 'lm_3z2')!, [1, 2])).toBe('该玩法需选 3 个号码');
    expect(validateLine(1, findPlay(1, 'lm_2qz')!, [0, 2])).toBe('号码须为 1–49');
    expect(validateLine(1, findPlay(1, 'lm_2qz')!, [50, 2])).toBe('号码须为 1–49');
    expect(validateLine(1, findPlay(1, 'lm_2qz')!, [1.5, 2])).toBe('号码须为 1–49');
    expect(validateLine(1, findPlay(1, 'lm_2qz')!, [2, 2])).toBe('号码不能重复');
    expect(validateLine(1, findPlay(1, 'bz_10')!, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBeNull();
    expect(validateLine(2, findPlay(1, 'tm')!, [1])).toBe('玩法不存在');
    expect(validateLine(1, { ...findPlay(1, 'tm')!, picks: 0 }, [])).toBe('玩法不存在');
  });
});

describe('play field codec', () => {
  it('writes ids and sorted two-digit picks', () => {
    expect(encodePlayField('lm_2qz', [12, 7])).toBe('lm_2qz:07,12');
    expect(encodePlayField('big', [])).toBe('big');
    expect(decodePlayField('lm_2qz:07,12')).toEqual({ id: 'lm_2qz', picks: [7, 12] });
    expect(decodePlayField('big')).toEqual({ id: 'big', picks: [] });
    expect(() => encodePlayField('Big', [])).toThrow(RangeError);
    expect(() => encodePlayField('tm', [50])).toThrow(RangeError);
    expect(() => encodePlayField('tm', [3, 3])).toThrow(RangeError);
  });

  it('reads strictly', () => {
    for (const bad of [
      '',
      'lm_2qz:',
      'lm_2qz:7,12',
      'lm_2qz:12,07',
      'lm_2qz:07,07',
      'lm_2qz:00',
      'lm_2qz:50',
      'lm_2qz:07, 12',
      'lm_2qz:07,12,',
      'LM:07',
      'big ',
      'a:b',
    ])
      expect(decodePlayField(bad), bad).toBeNull();
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9_]{1,12}$/),
        fc.uniqueArray(fc.integer({ min: 1, max: 49 }), { maxLength: 10 }),
        (id, picks) => {
          const field = encodePlayField(id, picks);
          expect(decodePlayField(field)).toEqual({
            id,
            picks: [...picks].sort((a, b) => a - b),
          });
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        const decoded = decodePlayField(s);
        if (decoded) expect(encodePlayField(decoded.id, decoded.picks)).toBe(s);
      }),
    );
  });
});

describe('combinations', () => {
  it('expands a choice into ascending lines in order', () => {
    expect(combinations([5, 1, 3, 2], 2)).toEqual([
      [1, 2],
      [1, 3],
      [1, 5],
      [2, 3],
      [2, 5],
      [3, 5],
    ]);
    expect(combinations([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(combinations([1, 2], 3)).toEqual([]);
    expect(combinations([4, 9], 1)).toEqual([[4], [9]]);
    expect(
      combinations(
        Array.from({ length: 20 }, (_, i) => i + 1),
        5,
        15_504,
      ),
    ).toHaveLength(15_504);
    expect(combinationCount(49, 7)).toBe(85_900_584);
  });

  it('refuses repeats, a bad k and more than the cap', () => {
    expect(() => combinations([1, 1, 2], 2)).toThrow(RangeError);
    expect(() => combinations([1, 2], 0)).toThrow(RangeError);
    expect(() => combinations([1, 2], 1.5)).toThrow(RangeError);
    expect(() =>
      combinations(
        Array.from({ length: 49 }, (_, i) => i + 1),
        7,
      ),
    ).toThrow(RangeError);
    expect(() => combinations([1, 2, 3, 4], 2, 5)).toThrow(RangeError);
  });

  it('counts as n choose k, every line distinct', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 49 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 6 }),
        (numbers, k) => {
          const lines = combinations(numbers, k);
          expect(lines).toHaveLength(combinationCount(numbers.length, k));
          expect(new Set(lines.map((l) => l.join(','))).size).toBe(lines.length);
        },
      ),
    );
  });
});
