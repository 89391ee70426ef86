import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionOf, splitCommission } from './split.ts';

const rate = fc.integer({ min: 0, max: 10_000 });
const chain = fc.array(fc.option(rate, { nil: null }), { minLength: 0, maxLength: 10 });

describe('the differential commission split', () => {
  it('pays the nearest agent its rate and a parent the difference to its child agent', () => {
    // child 0.30 %, parent 0.50 %, grandparent 0.80 %: 30, 20, 30.
    expect(splitCommission([30, 50, 80])).toEqual([30, 20, 30]);
    // A parent below its child earns nothing; the grandparent the part above the child's rate.
    expect(splitCommission([80, 50, 100])).toEqual([80, 0, 20]);
    // A non-agent referrer in between earns nothing and passes nothing on.
    expect(splitCommission([null, 50, 30])).toEqual([0, 50, 0]);
    expect(splitCommission([])).toEqual([]);
  });

  it('never pays a negative share, and the shares sum to the top rate of the chain', () => {
    fc.assert(
      fc.property(chain, (rates) => {
        const shares = splitCommission(rates);
        expect(shares).toHaveLength(rates.length);
        for (const [i, share] of shares.entries()) {
          expect(share).toBeGreaterThanOrEqual(0);
          if (rates[i] === null) expect(share).toBe(0);
          else expect(share).toBeLessThanOrEqual(rates[i]!);
        }
        const top = Math.max(0, ...rates.map((r) => r ?? 0));
        expect(shares.reduce((a, b) => a + b, 0)).toBe(top);
      }),
    );
  });

  it('sum paid up the chain for a basis is the top rate × basis (within a fen per agent)', () => {
    fc.assert(
      fc.property(chain, fc.bigInt({ min: 0n, max: 10n ** 12n }), (rates, basis) => {
        const shares = splitCommission(rates);
        const paid = shares.map((s) => commissionOf(basis * BigInt(s)));
        for (const p of paid) expect(p >= 0n).toBe(true);
        const top = BigInt(Math.max(0, ...rates.map((r) => r ?? 0)));
        const exact = (basis * top) / 10_000n;
        const sum = paid.reduce((a, b) => a + b, 0n);
        expect(sum <= exact).toBe(true);
        expect(exact - sum <= BigInt(rates.length)).toBe(true);
      }),
    );
  });
});
