import { describe, expect, it } from 'vitest';
import { hmacRandomStream } from './csprng.ts';
import {
  DICE_MAX_BET_MINOR,
  DICE_MIN_BET_MINOR,
  DICE_PICKS,
  DICE_RTP_BASIS_POINTS,
  DICE_RTP_PERCENT,
  isDiceBet,
  rollDice,
  settleDice,
  winningPicks,
} from './dice.ts';

const everyThrow = (): [number, number, number][] => {
  const throws: [number, number, number][] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) throws.push([a, b, c]);
  return throws;
};

describe('dice big/small table', () => {
  it('wins big on 11–17, small on 4–10, odd and even by the total; a triple loses all', () => {
    expect(winningPicks([5, 5, 1])).toEqual(['big', 'odd']);
    expect(winningPicks([6, 5, 6])).toEqual(['big', 'odd']);
    expect(winningPicks([1, 2, 1])).toEqual(['small', 'even']);
    expect(winningPicks([4, 3, 3])).toEqual(['small', 'even']);
    expect(winningPicks([4, 4, 4])).toEqual([]);
    expect(winningPicks([1, 1, 1])).toEqual([]);
    expect(() => winningPicks([0, 1, 2])).toThrow();
    expect(settleDice([6, 4, 1], 'big', 1_000n)).toMatchObject({
      total: 11,
      won: true,
      winMinor: 2_000n,
      triple: false,
    });
    expect(settleDice([6, 4, 1], 'small', 1_000n)).toMatchObject({ won: false, winMinor: 0n });
    expect(settleDice([3, 3, 3], 'odd', 1_000n)).toMatchObject({ triple: true, won: false });
  });

  it('keeps stakes within 10 to 5,000 yuan', () => {
    expect(isDiceBet(DICE_MIN_BET_MINOR)).toBe(true);
    expect(isDiceBet(DICE_MAX_BET_MINOR)).toBe(true);
    expect(isDiceBet(999n)).toBe(false);
    expect(isDiceBet(500_001n)).toBe(false);
    expect(() => settleDice([1, 2, 3], 'big', 0n)).toThrow();
  });

  it(`returns exactly ${DICE_RTP_PERCENT} % on every pick over the 216 throws`, () => {
    const throws = everyThrow();
    for (const pick of DICE_PICKS) {
      const wins = throws.filter((dice) => settleDice(dice, pick, 1_000n).won).length;
      expect(wins, pick).toBe(105);
      const paid = throws.reduce((sum, dice) => sum + settleDice(dice, pick, 1_000n).winMinor, 0n);
      const rtpPercent = (Number(paid) / (throws.length * 1_000)) * 100;
      expect(Math.abs(rtpPercent - DICE_RTP_BASIS_POINTS / 100)).toBeLessThan(0.01);
      expect(DICE_RTP_PERCENT).toBe(rtpPercent.toFixed(2));
    }
  });

  it('throws three fair dice from the random source', () => {
    const random = hmacRandomStream(Buffer.from('dice-shape-test-seed-0001'), 1);
    const seen = new Array<number>(7).fill(0);
    for (let i = 0; i < 6_000; i++) {
      const outcome = rollDice(random, 'small', 1_000n);
      for (const die of outcome.dice) seen[die]! += 1;
      expect(outcome.total).toBe(outcome.dice[0] + outcome.dice[1] + outcome.dice[2]);
    }
    // 3,000 throws of each face expected; 5 standard deviations (≈ 5 · 50) either side.
    for (let face = 1; face <= 6; face++) expect(Math.abs(seen[face]! - 3_000)).toBeLessThan(250);
  });
});
