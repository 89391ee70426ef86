import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLimit, nextPlaySession, windowUsage, type Flow } from './rules.ts';

const WINDOW = 24 * 3_600_000;
const NOW = 1_800_000_000_000;

const flowsArb = (floorAtZero: boolean) =>
  fc.array(
    fc.record({
      at: fc.integer({ min: NOW - 2 * WINDOW, max: NOW }),
      usage: floorAtZero
        ? fc.bigInt({ min: -50_000n, max: 50_000n })
        : fc.bigInt({ min: 1n, max: 50_000n }),
    }),
    { maxLength: 30 },
  );

describe('a money limit over a rolling window', () => {
  for (const floorAtZero of [false, true]) {
    const label = floorAtZero ? 'losses' : 'deposits';

    it(`admits only what keeps the usage within the limit (${label})`, () => {
      fc.assert(
        fc.property(
          flowsArb(floorAtZero),
          fc.bigInt({ min: 1n, max: 200_000n }),
          fc.bigInt({ min: 0n, max: 100_000n }),
          (flows, limit, amount) => {
            const verdict = checkLimit(flows, {
              limit,
              windowMs: WINDOW,
              now: NOW,
              amount,
              floorAtZero,
            });
            const used = windowUsage(flows, NOW, WINDOW, floorAtZero);
            expect(verdict.used).toBe(used);
            expect(verdict.ok).toBe(used + amount <= limit);
          },
        ),
      );
    });

    it(`names the first moment the amount fits, and it does fit then (${label})`, () => {
      fc.assert(
        fc.property(
          flowsArb(floorAtZero),
          fc.bigInt({ min: 1n, max: 200_000n }),
          fc.bigInt({ min: 1n, max: 100_000n }),
          (flows, limit, amount) => {
            const verdict = checkLimit(flows, {
              limit,
              windowMs: WINDOW,
              now: NOW,
              amount,
              floorAtZero,
            });
            if (verdict.ok) return;
            if (verdict.until === null) {
              expect(amount > limit).toBe(true);
              return;
            }
            expect(verdict.until).toBeGreaterThan(NOW);
            // At `until` (no new flows) the amount fits; a moment before, it does not.
            expect(windowUsage(flows, verdict.until, WINDOW, floorAtZero) + amount <= limit).toBe(
              true,
            );
            expect(
              windowUsage(flows, verdict.until - 1, WINDOW, floorAtZero) + amount <= limit,
            ).toBe(false);
          },
        ),
      );
    });
  }

  it('counts a loss net of what came back, never below zero', () => {
    const flows: Flow[] = [
      { at: NOW - 1000, usage: 3000n },
      { at: NOW - 500, usage: -5000n },
    ];
    expect(windowUsage(flows, NOW, WINDOW, true)).toBe(0n);
    expect(windowUsage(flows, NOW, WINDOW, false)).toBe(-2000n);
  });
});

describe('the play session', () => {
  it('continues a session while stakes come within the break, and starts afresh after it', () => {
    const BREAK = 30 * 60_000;
    expect(nextPlaySession({ startedAt: null, lastAt: null }, 100, BREAK)).toEqual({
      startedAt: 100,
      lastAt: 100,
    });
    expect(nextPlaySession({ startedAt: 100, lastAt: 200 }, 200 + BREAK - 1, BREAK)).toEqual({
      startedAt: 100,
      lastAt: 200 + BREAK - 1,
    });
    expect(nextPlaySession({ startedAt: 100, lastAt: 200 }, 200 + BREAK, BREAK)).toEqual({
      startedAt: 200 + BREAK,
      lastAt: 200 + BREAK,
    });
  });
});
