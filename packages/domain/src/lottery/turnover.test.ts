import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEDGED_PAIRS, netTurnover } from './turnover.ts';

const line = (play: string, yuan: number) => ({ play, amountMinor: BigInt(yuan) * 100n });

describe('the turnover of hedged lottery bets', () => {
  it('counts lines without an opposite in full', () => {
    expect(netTurnover([line('big', 100), line('odd', 50), line('sum_13', 5)])).toEqual([
      10_000n,
      5_000n,
      500n,
    ]);
  });

  it('counts only the net exposure of 大 with 小 and 单 with 双', () => {
    expect(netTurnover([line('big', 100), line('small', 80)])).toEqual([2_000n, 0n]);
    expect(netTurnover([line('odd', 50), line('even', 50)])).toEqual([0n, 0n]);
    // Two lines on the larger side share the difference in proportion to their stakes.
    expect(netTurnover([line('small', 30), line('big', 10), line('small', 10)])).toEqual([
      2_250n,
      0n,
      750n,
    ]);
    expect(netTurnover([line('t_big', 10), line('t_small', 4), line('lm_2qz', 2)])).toEqual([
      600n,
      0n,
      200n,
    ]);
  });

  it('gives the fen rounding leaves to the largest remainders, never beyond a stake', () => {
    // 大 3 × 0.01 against 小 0.01: a net of 0.02 over three lines of 0.01 (fast-check found it).
    const fen = (play: string) => ({ play, amountMinor: 1n });
    const lines = [fen('t_big'), fen('t_small'), fen('t_big'), fen('t_big')];
    expect(netTurnover(lines)).toEqual([1n, 0n, 1n, 0n]);
  });

  it('never counts more than the stakes, never less than zero, and exactly the net per pair', () => {
    const plays = [...HEDGED_PAIRS.flat(), 'big_odd', 'sum_7', 'tm'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            play: fc.constantFrom(...plays),
            amountMinor: fc.bigInt({ min: 1n, max: 10_000_000n }),
          }),
          { maxLength: 30 },
        ),
        (lines) => {
          const valid = netTurnover(lines);
          expect(valid).toHaveLength(lines.length);
          valid.forEach((v, i) => {
            expect(v >= 0n && v <= lines[i]!.amountMinor).toBe(true);
          });
          for (const [a, b] of HEDGED_PAIRS) {
            const sum = (play: string, list: bigint[]) =>
              lines.reduce((s, l, i) => (l.play === play ? s + list[i]! : s), 0n);
            const stakes = lines.map((l) => l.amountMinor);
            const sa = sum(a, stakes);
            const sb = sum(b, stakes);
            if (sa > 0n && sb > 0n) {
              expect(sum(a, valid) + sum(b, valid)).toBe(sa > sb ? sa - sb : sb - sa);
            }
          }
        },
      ),
    );
  });
});
