import { DICE_PICKS, type DicePick } from '@app/contract/dice-picks';
import { drawInt, type RandomInt } from './random.ts';

/**
 * The demo venue's dice table (骰宝 大小): three dice; 大 (big) wins on a total of 11–17, 小
 * (small) on 4–10, 单 (odd) on an odd total, 双 (even) on an even one; any triple (围骰) loses
 * every bet. A win pays 1:1 (the stake back and as much again).
 *
 * Return to player: each pick wins on 105 of the 216 equally likely throws, so it returns
 * 2 · 105 / 216 = 97.22 % (dice.test.ts enumerates them).
 */
export { DICE_PICKS, type DicePick } from '@app/contract/dice-picks';

export const DICE_PICK_NAMES: Readonly<Record<DicePick, string>> = {
  big: '大',
  small: '小',
  odd: '单',
  even: '双',
};

export const DICE_RTP_BASIS_POINTS = 9722;
export const DICE_RTP_PERCENT = '97.22';

/** Stake limits in fen: 10 to 5,000 yuan, at most 2 decimal places (fen). */
export const DICE_MIN_BET_MINOR = 1_000n;
export const DICE_MAX_BET_MINOR = 500_000n;
/** The chips offered on the table, in fen: 10, 50, 100, 500, 1,000, 5,000 yuan. */
export const DICE_CHIPS_MINOR: readonly bigint[] = [
  1_000n,
  5_000n,
  10_000n,
  50_000n,
  100_000n,
  500_000n,
];

export function isDicePick(value: string): value is DicePick {
  return (DICE_PICKS as readonly string[]).includes(value);
}

export function isDiceBet(betMinor: bigint): boolean {
  return betMinor >= DICE_MIN_BET_MINOR && betMinor <= DICE_MAX_BET_MINOR;
}

export interface DiceOutcome {
  betMinor: bigint;
  pick: DicePick;
  dice: [number, number, number];
  total: number;
  triple: boolean;
  /** The picks this throw wins (none on a triple). */
  winning: DicePick[];
  won: boolean;
  /** Paid back: twice the stake on a win, else 0; win/loss is winMinor - betMinor. */
  winMinor: bigint;
}

/** Which picks a throw wins. */
export function winningPicks(dice: readonly [number, number, number]): DicePick[] {
  for (const die of dice) {
    if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`bad die ${die}`);
  }
  const [a, b, c] = dice;
  if (a === b && b === c) return [];
  const total = a + b + c;
  return [total >= 11 ? 'big' : 'small', total % 2 === 1 ? 'odd' : 'even'];
}

export function settleDice(
  dice: readonly [number, number, number],
  pick: DicePick,
  betMinor: bigint,
): DiceOutcome {
  if (!isDiceBet(betMinor)) throw new RangeError(`stake ${betMinor} is outside the limits`);
  const winning = winningPicks(dice);
  const won = winning.includes(pick);
  const [a, b, c] = dice;
  return {
    betMinor,
    pick,
    dice: [a, b, c],
    total: a + b + c,
    triple: a === b && b === c,
    winning,
    won,
    winMinor: won ? betMinor * 2n : 0n,
  };
}

/** One throw of three fair dice. */
export function rollDice(random: RandomInt, pick: DicePick, betMinor: bigint): DiceOutcome {
  if (!isDiceBet(betMinor)) throw new RangeError(`stake ${betMinor} is outside the limits`);
  const die = () => drawInt(random, 6) + 1;
  return settleDice([die(), die(), die()], pick, betMinor);
}
