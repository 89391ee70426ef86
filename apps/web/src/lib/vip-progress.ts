/**
 * The VIP progress percent (spec part 1 §4, part 2 §4): the player's cumulative approved deposits
 * (paysum) divided by a level's recharge threshold, rounded to a whole percent, capped at 100, and
 * 0 when either figure is 0. The spec's main rule takes the threshold "of the current level"; its
 * variant takes "the level at the index equal to the current level" of the VIP1-first list, which
 * is the next level (index 0 is VIP1). See `vipProgressTarget`.
 */
export const VIP_PERCENT_CAP = 100;

export function vipProgressPercent(paysum: string, recharge: string): number {
  const paid = Number(paysum);
  const needed = Number(recharge);
  if (!Number.isFinite(paid) || !Number.isFinite(needed) || paid <= 0 || needed <= 0) return 0;
  return Math.min(VIP_PERCENT_CAP, Math.round((paid / needed) * 100));
}

interface LevelThreshold {
  level: number;
  recharge: string;
}

/**
 * Which level's threshold a screen measures against:
 * - 'current': the level numbered `vip` (the main rule; on the VIP page "current" is the tab shown);
 * - 'index': `levels[vip]`, the variant (for a VIP1-first list: the next level up).
 * Undefined when there is no such level (VIP0 under 'current', VIP10 under 'index').
 */
export function vipProgressTarget<T extends LevelThreshold>(
  levels: readonly T[],
  vip: number,
  rule: 'current' | 'index',
): T | undefined {
  return rule === 'current' ? levels.find((level) => level.level === vip) : levels[vip];
}

/**
 * How far one condition of a level is met: 100 once `have` reaches `need` (a threshold of 0 is met
 * by everyone), otherwise `have / need` as a whole percent that never reads 100 before it is met.
 * Unlike the spec's percent (0 when the threshold is 0), a level that asks nothing is not shown as
 * out of reach.
 */
export function conditionPercent(have: string, need: string): number {
  const got = Number(have);
  const needed = Number(need);
  if (!Number.isFinite(got) || !Number.isFinite(needed)) return 0;
  if (needed <= 0 || got >= needed) return VIP_PERCENT_CAP;
  if (got <= 0) return 0;
  return Math.min(VIP_PERCENT_CAP - 1, Math.round((got / needed) * 100));
}

export interface LevelProgress {
  /** Cumulative deposits against the level's recharge. */
  deposit: number;
  /** Cumulative valid-bet turnover against the level's flow. */
  flow: number;
  /**
   * The level as the promotion rule sees it: deposits AND turnover must both reach the level
   * (server vip module, the daily promotion job), so the level is as far as the lesser of the two.
   */
  level: number;
}

export function levelProgress(
  standing: { paysum: string; flow: string },
  level: { recharge: string; flow: string },
): LevelProgress {
  const deposit = conditionPercent(standing.paysum, level.recharge);
  const flow = conditionPercent(standing.flow, level.flow);
  return { deposit, flow, level: Math.min(deposit, flow) };
}
