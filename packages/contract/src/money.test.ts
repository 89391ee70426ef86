import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatMinor,
  formatMoney,
  formatMoneyGrouped,
  formatMoneyShort,
  moneyField,
  parseMinor,
  sumMoney,
} from './money.ts';

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

describe('money display', () => {
  it('fen as numbers or bigints', () => {
    expect(formatMinor(1250)).toBe('12.50');
    expect(formatMinor(100000n)).toBe('1000.00');
    expect(formatMoney(-5n)).toBe('-0.05');
  });

  it('decimal strings and numbers of yuan to exactly 2 places, truncated, never through floats', () => {
    expect(formatMoney('12')).toBe('12.00');
    expect(formatMoney('12.5')).toBe('12.50');
    expect(formatMoney(' 3.456 ')).toBe('3.45');
    expect(formatMoney('-7.')).toBe('-7.00');
    expect(formatMoney(12.5)).toBe('12.50');
    expect(formatMoney('99999999999999999.99')).toBe('99999999999999999.99');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('--')).toBe('--');
  });

  it('grouped with thousands separators', () => {
    expect(formatMoneyGrouped('1234.5')).toBe('1,234.50');
    expect(formatMoneyGrouped(200000n)).toBe('2,000.00');
    expect(formatMoneyGrouped('-1234567.89')).toBe('-1,234,567.89');
    expect(formatMoneyGrouped('999.00')).toBe('999.00');
    expect(formatMoneyGrouped(null)).toBe('');
    expect(formatMoneyGrouped('n/a')).toBe('n/a');
  });

  it('short: without trailing zeros', () => {
    expect(formatMoneyShort('20.00')).toBe('20');
    expect(formatMoneyShort('12.50')).toBe('12.5');
    expect(formatMoneyShort('100')).toBe('100');
    expect(formatMoneyShort('0.00')).toBe('0');
    expect(formatMoneyShort('0.05')).toBe('0.05');
  });

  it('any fen reads back the same through every display', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (minor) => {
        expect(parseMinor(formatMoney(minor))).toBe(minor);
        expect(parseMinor(formatMoneyGrouped(minor).replaceAll(',', ''))).toBe(minor);
        expect(parseMinor(formatMoneyShort(minor))).toBe(minor);
        expect(parseMinor(formatMoney(formatMoney(minor)))).toBe(minor);
      }),
    );
  });

  it('sums exactly; a missing or unreadable entry makes the sum partial', () => {
    expect(sumMoney(['0.10', '0.20'])).toEqual({ total: '0.30', partial: false });
    expect(sumMoney([])).toEqual({ total: '0.00', partial: false });
    expect(sumMoney(['5.00', null, '1.25'])).toEqual({ total: '6.25', partial: true });
    expect(sumMoney(['5.00', undefined])).toEqual({ total: '5.00', partial: true });
  });
});
