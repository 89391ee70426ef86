import type { LotteryGroup, LotteryPlay } from '@app/contract/lottery';
import { combinationCount, combinations, encodePlayField } from '@app/domain/lottery/bet-line';
import { LOTTERY_MAX_LINES } from '@app/contract/lottery-constants';

/**
 * What the bet panel has chosen, turned into order lines (spec part 1 §2: playbox groups; special
 * plays need one or more plays, then numbers 1–49). A multi-number play (picks k > 1) expands the
 * chosen numbers into every combination of k: C(n, k) lines, each one bet.
 */
export interface SpecialChoice {
  plays: ReadonlySet<string>;
  numbers: ReadonlySet<number>;
}

export interface PanelChoice {
  /** Chosen plays of fixed groups, by play id. */
  fixed: ReadonlySet<string>;
  /** Per special group (by its index in the playbox). */
  special: ReadonlyMap<number, SpecialChoice>;
}

export const EMPTY_CHOICE: PanelChoice = { fixed: new Set(), special: new Map() };

/** A bet line before its amount: what the player sees and the play field the server reads. */
export interface BetLine {
  label: string;
  play: string;
}

/** The order's line limit on the label (the contract's 32 characters). */
const LABEL_MAX = 32;

/** The numbers a line of a special play takes (at least one). */
export function picksOf(play: LotteryPlay): number {
  return Math.max(1, play.picks);
}

const two = (n: number) => String(n).padStart(2, '0');

function numbersLabel(name: string, numbers: readonly number[]): string {
  const padded = `${name} ${numbers.map(two).join(',')}`;
  if (padded.length <= LABEL_MAX) return padded;
  const tight = `${name}${numbers.map(two).join(',')}`;
  return tight.length <= LABEL_MAX ? tight : `${name}${numbers.join(',')}`.slice(0, LABEL_MAX);
}

export interface PanelLines {
  lines: BetLine[];
  /** How many lines the choice makes (also when above the limit, where `lines` is empty). */
  count: number;
  tooMany: boolean;
  /** Special plays chosen without enough numbers: the most numbers one of them needs. */
  numbersNeeded: number;
}

export function panelLines(playbox: readonly LotteryGroup[], choice: PanelChoice): PanelLines {
  let count = 0;
  let numbersNeeded = 0;
  const plan: (() => BetLine[])[] = [];
  playbox.forEach((group, index) => {
    if (group.special === 1) {
      const chosen = choice.special.get(index);
      if (!chosen) return;
      const numbers = [...chosen.numbers].sort((a, b) => a - b);
      for (const play of group.childrens) {
        if (!chosen.plays.has(play.id)) continue;
        const k = picksOf(play);
        if (numbers.length < k) {
          numbersNeeded = Math.max(numbersNeeded, k);
          continue;
        }
        count += combinationCount(numbers.length, k);
        plan.push(() =>
          combinations(numbers, k).map((picks) => ({
            label: numbersLabel(play.name, picks),
            play: encodePlayField(play.id, picks),
          })),
        );
      }
      return;
    }
    for (const play of group.childrens) {
      if (!choice.fixed.has(play.id)) continue;
      count += 1;
      // A bare number (和值 13) reads better with its group's name.
      const label = /^\d+$/.test(play.name) ? `${group.name}${play.name}` : play.name;
      plan.push(() => [{ label: label.slice(0, LABEL_MAX), play: encodePlayField(play.id, []) }]);
    }
  });
  const tooMany = count > LOTTERY_MAX_LINES;
  return { lines: tooMany ? [] : plan.flatMap((make) => make()), count, tooMany, numbersNeeded };
}
