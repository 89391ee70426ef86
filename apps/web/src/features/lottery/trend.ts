import type { LotteryBall, LotteryExtend, LotterySum } from '@app/contract/lottery';

/** Pure helpers of the trend page: the series its charts draw, oldest first. */

export function isSum(extend: LotteryExtend): extend is LotterySum {
  return !Array.isArray(extend);
}

export function specialBall(extend: LotteryExtend): LotteryBall | null {
  return Array.isArray(extend) ? (extend[6] ?? null) : null;
}

/** Type 2: 大 14–27, 小 0–13. */
export function sumBigSmall(total: number): 'big' | 'small' {
  return total >= 14 ? 'big' : 'small';
}

/** Type 1 特码: 大 25–48, 小 1–24, 49 和 (tie). */
export function specialBigSmall(n: number): 'big' | 'small' | 'tie' {
  if (n === 49) return 'tie';
  return n >= 25 ? 'big' : 'small';
}

export function oddEven(n: number): 'odd' | 'even' {
  return n % 2 === 1 ? 'odd' : 'even';
}

/** Runs of equal values (a "road"): each run is one column of the streak chart. */
export function runs<T>(values: readonly T[]): { value: T; length: number }[] {
  const out: { value: T; length: number }[] = [];
  for (const value of values) {
    const last = out.at(-1);
    if (last && last.value === value) last.length += 1;
    else out.push({ value, length: 1 });
  }
  return out;
}

/** How many times each value occurs, in first-seen order. */
export function counts<T>(values: readonly T[]): { value: T; count: number }[] {
  const map = new Map<T, number>();
  for (const value of values) map.set(value, (map.get(value) ?? 0) + 1);
  return [...map.entries()].map(([value, count]) => ({ value, count }));
}
