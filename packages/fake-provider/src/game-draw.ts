import { randomInt } from 'node:crypto';
import type { FakeGame } from './config.ts';

/**
 * How a round of the fake's games ends: the amount won in fen (0 when lost). A slot draws a
 * multiplier from a small table; every other game is an even draw paying 1.96×.
 */
const SLOT_TABLE: readonly { weight: number; times100: bigint }[] = [
  { weight: 72, times100: 0n },
  { weight: 20, times100: 200n },
  { weight: 6, times100: 500n },
  { weight: 2, times100: 1200n },
];

export function drawWin(game: FakeGame, stake: bigint): bigint {
  if (game.category === 'slots') {
    let roll = randomInt(100);
    for (const row of SLOT_TABLE) {
      if (roll < row.weight) return (stake * row.times100) / 100n;
      roll -= row.weight;
    }
    return 0n;
  }
  return randomInt(2) === 0 ? (stake * 196n) / 100n : 0n;
}
