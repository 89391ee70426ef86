import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMargin,
  formatHongKongOdds,
  formatOdds,
  oddsAccepted,
  overroundBp,
  parseOdds,
} from './odds.ts';
import { formatLine, parseLine } from './markets.ts';
import { slipProblem } from './slip.ts';

describe('odds with the margin', () => {
  it('a fair two-way book at 5 % shows 1.90 / 1.90', () => {
    expect(applyMargin([200, 200], 500)).toEqual([190, 190]);
    expect(applyMargin([200, 200], 0)).toEqual([200, 200]);
  });

  it('the shown book is at least the margin over fair, keeps the order, never under 1.01', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 105, max: 5_000 }), { minLength: 2, maxLength: 17 }),
        fc.integer({ min: 0, max: 3_000 }),
        (prices, margin) => {
          const odds = applyMargin(prices, margin);
          expect(odds.every((o) => o >= 101)).toBe(true);
          // Rounding down only lengthens the book; the floor at 1.01 can only shorten it.
          if (odds.every((o) => o > 101))
            expect(overroundBp(odds)).toBeGreaterThanOrEqual(margin - 1);
          for (let i = 0; i < prices.length; i += 1) {
            for (let j = 0; j < prices.length; j += 1) {
              if (prices[i]! < prices[j]!) expect(odds[i]!).toBeLessThanOrEqual(odds[j]!);
            }
          }
        },
      ),
    );
  });

  it('decimal and Hong Kong odds', () => {
    expect(formatOdds(195)).toBe('1.95');
    expect(formatHongKongOdds(195)).toBe('0.95');
    expect(formatHongKongOdds(1_050)).toBe('9.50');
    expect(parseOdds('1.95')).toBe(195);
    expect(parseOdds(2.1)).toBe(210);
    expect(parseOdds('1.00')).toBeNull();
    expect(parseOdds('1.955')).toBeNull();
    expect(parseOdds('abc')).toBeNull();
  });
});

describe('the player choice on odds changes', () => {
  it.each([
    ['any', 195, 190, true],
    ['any', 195, 200, true],
    ['higher', 195, 200, true],
    ['higher', 195, 190, false],
    ['none', 195, 200, false],
    ['none', 195, 190, false],
    ['none', 195, 195, true],
  ] as const)('%s: %d → %d accepted %s', (choice, sent, now, ok) => {
    expect(oddsAccepted(choice, sent, now)).toBe(ok);
  });
});

describe('lines and the slip', () => {
  it('lines in quarters round-trip', () => {
    for (let q = -40; q <= 40; q += 1) expect(parseLine(formatLine(q))).toBe(q);
    expect(formatLine(-1)).toBe('-0.25');
    expect(formatLine(-3)).toBe('-0.75');
    expect(parseLine('2.3')).toBeNull();
  });

  it('a parlay has 2–10 legs from different fixtures', () => {
    expect(slipProblem([])).toBe('no_legs');
    expect(slipProblem([{ fixture: 1 }])).toBeNull();
    expect(slipProblem([{ fixture: 1 }, { fixture: 1 }])).toBe('same_fixture');
    expect(slipProblem(Array.from({ length: 11 }, (_, i) => ({ fixture: i })))).toBe(
      'too_many_legs',
    );
  });
});
