import { describe, expect, it } from 'vitest';
import {
  evaluateSlot,
  linePay,
  SLOT_BETS_MINOR,
  SLOT_LINE_COUNT,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_REEL_COUNT,
  SLOT_ROWS,
  SLOT_RTP_BASIS_POINTS,
  SLOT_RTP_PERCENT,
  SLOT_STRIPS,
  SLOT_SYMBOLS,
  slotWindow,
  spinSlot,
  type SlotSymbol,
} from './slot.ts';

const K = SLOT_SYMBOLS.length;
const symbolId = (symbol: SlotSymbol) => SLOT_SYMBOLS.indexOf(symbol);

/** Pay (multiple of the line bet) of every possible line, indexed by Σ id(reel i) · K^i. */
function lineTable(): Int32Array {
  const table = new Int32Array(K ** SLOT_REEL_COUNT);
  for (let code = 0; code < table.length; code++) {
    const symbols: SlotSymbol[] = [];
    for (let reel = 0, rest = code; reel < SLOT_REEL_COUNT; reel++, rest = Math.floor(rest / K)) {
      symbols.push(SLOT_SYMBOLS[rest % K]!);
    }
    table[code] = linePay(symbols)?.multiplier ?? 0;
  }
  return table;
}

/**
 * Every stop combination of the five reels (Π strip lengths of them, about 29 million), each
 * evaluated on all 10 lines through the engine's own line pay: the exact total paid, its square
 * (for the exact variance of a spin) and the number of winning spins.
 */
function enumerateEverySpin() {
  const table = lineTable();
  // symbolAt[reel][stop * LINES + line]: id · K^reel of the symbol that line reads there.
  const symbolAt = SLOT_STRIPS.map((strip, reel) => {
    const cells = new Int32Array(strip.length * SLOT_LINE_COUNT);
    for (let stop = 0; stop < strip.length; stop++) {
      SLOT_PAYLINES.forEach((rows, line) => {
        const symbol = strip[(stop + rows[reel]!) % strip.length] as SlotSymbol;
        cells[stop * SLOT_LINE_COUNT + line] = symbolId(symbol) * K ** reel;
      });
    }
    return cells;
  });
  const L = SLOT_LINE_COUNT;
  const [r0, r1, r2, r3, r4] = symbolAt as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  const lengths = SLOT_STRIPS.map((strip) => strip.length);
  const p1 = new Int32Array(L);
  const p2 = new Int32Array(L);
  const p3 = new Int32Array(L);
  const p4 = new Int32Array(L);
  let paid = 0;
  let paidSquared = 0;
  let winningSpins = 0;
  let spins = 0;
  for (let a = 0; a < lengths[0]!; a++) {
    for (let b = 0; b < lengths[1]!; b++) {
      for (let l = 0; l < L; l++) p1[l] = r0[a * L + l]! + r1[b * L + l]!;
      for (let c = 0; c < lengths[2]!; c++) {
        for (let l = 0; l < L; l++) p2[l] = p1[l]! + r2[c * L + l]!;
        for (let d = 0; d < lengths[3]!; d++) {
          for (let l = 0; l < L; l++) p3[l] = p2[l]! + r3[d * L + l]!;
          for (let e = 0; e < lengths[4]!; e++) {
            let spin = 0;
            for (let l = 0; l < L; l++) {
              p4[l] = p3[l]! + r4[e * L + l]!;
              spin += table[p4[l]!]!;
            }
            paid += spin;
            paidSquared += spin * spin;
            if (spin > 0) winningSpins++;
            spins++;
          }
        }
      }
    }
  }
  return { paid, paidSquared, winningSpins, spins };
}

/** Exactly, by the reels' symbol counts: every line reads independent reels with these shares. */
function expectedLinePayByCounts(): { numerator: number; denominator: number } {
  const table = lineTable();
  const counts = SLOT_STRIPS.map((strip) => {
    const count = new Array<number>(K).fill(0);
    for (const symbol of strip) count[symbolId(symbol as SlotSymbol)]! += 1;
    return count;
  });
  let numerator = 0;
  for (let code = 0; code < table.length; code++) {
    if (table[code] === 0) continue;
    let weight = 1;
    for (let reel = 0, rest = code; reel < SLOT_REEL_COUNT; reel++, rest = Math.floor(rest / K)) {
      weight *= counts[reel]![rest % K]!;
    }
    numerator += weight * table[code]!;
  }
  const denominator = SLOT_STRIPS.reduce((product, strip) => product * strip.length, 1);
  return { numerator, denominator };
}

describe('slot engine', () => {
  it('has five strips of known symbols and ten lines over three rows', () => {
    expect(SLOT_STRIPS).toHaveLength(SLOT_REEL_COUNT);
    for (const strip of SLOT_STRIPS) {
      for (const symbol of strip) expect(SLOT_SYMBOLS).toContain(symbol);
      // No symbol sits next to itself (the window never shows a symbol stacked twice).
      for (let i = 0; i < strip.length; i++) {
        expect(strip[i], `${strip} at ${i}`).not.toBe(strip[(i + 1) % strip.length]);
      }
    }
    expect(SLOT_PAYLINES).toHaveLength(10);
    expect(new Set(SLOT_PAYLINES.map((line) => line.join(''))).size).toBe(10);
    for (const line of SLOT_PAYLINES) {
      expect(line).toHaveLength(SLOT_REEL_COUNT);
      for (const row of line) expect(row >= 0 && row < SLOT_ROWS).toBe(true);
    }
    for (const bet of SLOT_BETS_MINOR) expect(bet % BigInt(SLOT_LINE_COUNT)).toBe(0n);
  });

  it('pays runs from the left with the wild standing in, the better of symbol and wild runs', () => {
    const line = (text: string) => linePay(text.split('') as SlotSymbol[]);
    expect(line('HHHGA')).toEqual({ symbol: 'H', count: 3, multiplier: 3 });
    expect(line('HWHHG')).toEqual({ symbol: 'H', count: 4, multiplier: 6 });
    expect(line('WWAAA')).toEqual({ symbol: 'A', count: 5, multiplier: 80 });
    // Three wilds pay 15; the run of H behind them (4 long) pays only 6.
    expect(line('WWWHG')).toEqual({ symbol: 'W', count: 3, multiplier: 15 });
    expect(line('WWWWW')).toEqual({ symbol: 'W', count: 5, multiplier: 100 });
    expect(line('HHGHH')).toBeNull();
    expect(line('GHHHH')).toBeNull();
    expect(line('WWGHH')).toEqual({ symbol: 'G', count: 3, multiplier: 3 });
    expect(line('WGHHH')).toBeNull();
    for (const [symbol, pays] of Object.entries(SLOT_PAYTABLE)) {
      expect(pays[0] < pays[1] && pays[1] < pays[2], symbol).toBe(true);
    }
  });

  it('shows each stop and the two positions after it, wrapping round the strip', () => {
    const last = SLOT_STRIPS.map((strip) => strip.length - 1);
    const grid = slotWindow(last);
    SLOT_STRIPS.forEach((strip, reel) => {
      expect(grid[reel]).toEqual([strip[strip.length - 1], strip[0], strip[1]]);
    });
    expect(() => slotWindow([0, 0, 0, 0])).toThrow();
    expect(() => slotWindow([0, 0, 0, 0, 99])).toThrow();
  });

  it('pays each winning line at the line bet (stake / 10) in fen', () => {
    // Find a window where the middle line pays, and check the sum over lines.
    const random = seeded(7);
    for (let i = 0; i < 2000; i++) {
      const outcome = spinSlot(random, 500n);
      expect(outcome.winMinor).toBe(outcome.lines.reduce((sum, l) => sum + l.winMinor, 0n));
      for (const won of outcome.lines) {
        expect(won.winMinor).toBe(50n * BigInt(won.multiplier));
        const rows = SLOT_PAYLINES[won.line - 1]!;
        const read = rows.map((row, reel) => outcome.grid[reel]![row]!);
        expect(linePay(read)).toEqual({
          symbol: won.symbol,
          count: won.count,
          multiplier: won.multiplier,
        });
      }
    }
    expect(() => evaluateSlot([0, 0, 0, 0, 0], 150n)).toThrow();
  });

  it(`returns exactly ${SLOT_RTP_PERCENT} % over every stop combination`, () => {
    const every = enumerateEverySpin();
    const lengths = SLOT_STRIPS.map((strip) => strip.length);
    expect(every.spins).toBe(lengths.reduce((a, b) => a * b, 1));
    // Integers throughout (well below 2^53): the ratio is exact up to the final division.
    expect(Number.isSafeInteger(every.paidSquared)).toBe(true);
    const staked = every.spins * SLOT_LINE_COUNT; // in line bets
    const rtpPercent = (every.paid / staked) * 100;
    const statedPercent = SLOT_RTP_BASIS_POINTS / 100;
    expect(Math.abs(rtpPercent - statedPercent)).toBeLessThan(0.01);
    expect(SLOT_RTP_PERCENT).toBe(statedPercent.toFixed(2));

    // The same number by the reels' symbol counts alone (linearity of expectation over lines).
    const byCounts = expectedLinePayByCounts();
    expect(every.paid * byCounts.denominator).toBe(
      byCounts.numerator * SLOT_LINE_COUNT * every.spins,
    );

    // Modest volatility: a spin's standard deviation, in stakes.
    const mean = every.paid / every.spins / SLOT_LINE_COUNT;
    const meanSquare = every.paidSquared / every.spins / SLOT_LINE_COUNT ** 2;
    const deviation = Math.sqrt(meanSquare - mean * mean);
    const hitRate = every.winningSpins / every.spins;
    console.log(
      `slot: exact RTP ${rtpPercent.toFixed(6)} % over ${every.spins} stop combinations; ` +
        `spin standard deviation ${deviation.toFixed(4)} stakes; winning spins ${(hitRate * 100).toFixed(2)} %`,
    );
    expect(deviation).toBeLessThan(1.5);
    expect(hitRate).toBeGreaterThan(0.35);
  });
});

/** A small deterministic source for shape tests (not for statistics). */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}
