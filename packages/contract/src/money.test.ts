import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMinor, moneyField, parseMinor } from './money.ts';

describe('money', () => {
  it('formats fen as a 2-place string', () => {
    expect(formatMinor(0n)).toBe('0.00');
    expect(formatMinor(5n)).toBe('0.05');
    expect(formatMinor(123450n)).toBe('1234.50');
    expect(formatMinor(-1n)).toBe('-0.01');
  });

  it('parse(format(x)) = x for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (minor) => {
        expect(parseMinor(formatMinor(minor))).toBe(minor);
      }),
    );
  });

  it('accepts numbers and strings with at most 2 places, refuses the rest', () => {
    expect(parseMinor(12)).toBe(1200n);
    expect(parseMinor(12.5)).toBe(1250n);
    expect(parseMinor('0.1')).toBe(10n);
    expect(parseMinor(0.1)).toBe(10n);
    for (const bad of ['1.234', 'abc', '', '1e5', 'NaN', '1,000', ' 1 2']) {
      expect(parseMinor(bad)).toBeNull();
    }
    expect(parseMinor(Number.NaN)).toBeNull();
    expect(parseMinor(1.005)).toBeNull();
    expect(moneyField.safeParse('1.234').success).toBe(false);
    expect(moneyField.parse('100')).toBe(10000n);
  });
});
