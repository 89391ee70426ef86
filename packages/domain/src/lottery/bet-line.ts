import { findPlay, type LotteryType, type PlayDef } from './plays.ts';

/**
 * A bet line: one play, its chosen numbers and a stake at the odds of the time it was placed; the
 * codec of its stored play field ('lm_2qz:07,12', or 'big' for a fixed play); and the expansion
 * of a multi-number choice into lines.
 */

/** One bet line. */
export interface BetLine {
  /** The play id. */
  play: string;
  /** Numbers 1–49 for special plays (distinct), none for fixed plays. */
  picks: number[];
  /** The stake in fen. */
  amountMinor: bigint;
  /** The odds the line was placed at (the play's shape: 'a' or 'a/b'). */
  odds: string;
}

const isBall = (n: number) => Number.isInteger(n) && n >= 1 && n <= 49;

/**
 * Why these picks do not suit the play, as a short Chinese reason, or null when they do: a fixed
 * play takes no numbers; a special play exactly `play.picks` distinct integers from 1–49.
 */
export function validateLine(type: LotteryType, play: PlayDef, picks: number[]): string | null {
  const known = findPlay(type, play.id);
  if (!known || known.picks !== play.picks) return '玩法不存在';
  if (play.picks === 0) return picks.length === 0 ? null : '该玩法不需选号';
  if (picks.length !== play.picks) return `该玩法需选 ${play.picks} 个号码`;
  if (!picks.every(isBall)) return '号码须为 1–49';
  if (new Set(picks).size !== picks.length) return '号码不能重复';
  return null;
}

/**
 * The stored play field of a line: the id alone for a fixed play, else the id, ':' and the picks
 * ascending as two digits joined by ','. Throws a RangeError on a bad id or picks.
 */
export function encodePlayField(id: string, picks: number[]): string {
  if (!/^[a-z0-9_]+$/.test(id)) throw new RangeError(`bad play id: '${id}'`);
  if (picks.length === 0) return id;
  if (!picks.every(isBall) || new Set(picks).size !== picks.length)
    throw new RangeError('picks must be distinct integers 1–49');
  const sorted = [...picks].sort((a, b) => a - b);
  return `${id}:${sorted.map((n) => String(n).padStart(2, '0')).join(',')}`;
}

/**
 * A stored play field back to its id and picks, or null unless it is exactly what
 * `encodePlayField` writes (ascending distinct two-digit numbers 01–49).
 */
export function decodePlayField(s: string): { id: string; picks: number[] } | null {
  if (typeof s !== 'string') return null;
  const match =
    /^([a-z0-9_]+)(?::((?:0[1-9]|[1-3]\d|4[0-9])(?:,(?:0[1-9]|[1-3]\d|4[0-9]))*))?$/.exec(s);
  if (!match) return null;
  const id = match[1] as string;
  const picks = match[2] === undefined ? [] : match[2].split(',').map(Number);
  for (let i = 1; i < picks.length; i++)
    if ((picks[i] as number) <= (picks[i - 1] as number)) return null;
  return { id, picks };
}

/** n choose k as a number (exact below 2^53). */
export function combinationCount(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return Math.round(result);
}

/**
 * Every k-number combination of distinct numbers, each ascending, in lexicographic order: a
 * multi-number choice of a 连码 or 不中 play expanded into lines. Throws a RangeError on repeated
 * numbers, a bad k, or more than `max` combinations (default 10,000), rather than building them.
 */
export function combinations(numbers: number[], k: number, max = 10_000): number[][] {
  if (new Set(numbers).size !== numbers.length) throw new RangeError('numbers repeat');
  if (!Number.isInteger(k) || k < 1) throw new RangeError('k must be an integer ≥ 1');
  const count = combinationCount(numbers.length, k);
  if (count > max) throw new RangeError(`${count} combinations exceed the cap of ${max}`);
  const sorted = [...numbers].sort((a, b) => a - b);
  const result: number[][] = [];
  const chosen: number[] = [];
  const walk = (start: number) => {
    if (chosen.length === k) {
      result.push([...chosen]);
      return;
    }
    for (let i = start; i <= sorted.length - (k - chosen.length); i++) {
      chosen.push(sorted[i] as number);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
  return result;
}
