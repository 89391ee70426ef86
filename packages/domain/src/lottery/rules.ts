import type { LotteryType } from './plays.ts';

/**
 * The configurable house rules of a lottery's settlement (shared/domain/lottery.md), stored as
 * JSON by the operator; `parseRules` is the only way in from storage.
 */

/** Type-1 rules. */
export interface Type1Rules {
  /**
   * 两面 and 半波 bets return the stake when the special number is 49 (和). When false, 49 counts
   * as what it is: 大 (≥ 25), 单, 合单 (4 + 9 = 13), 尾大, green, and its zodiac sign.
   */
  tie49: boolean;
}

/** Which winning bets a middle total only refunds: 'combo' 大单大双小单小双, 'bsoe' 大小单双. */
export type MiddleRefund = 'combo' | 'bsoe';

/** One tier of the 13/14 rule. */
export interface MiddleTier {
  /** The player's total stake in the issue from which the tier applies: bigint fen as decimal. */
  minIssueStakeMinor: string;
  refund: MiddleRefund[];
}

/** Type-2 rules. */
export interface Type2Rules {
  /** 极大/极小: 'wide' 22–27 / 0–5, 'narrow' 23–27 / 0–4. */
  extremeRange: 'wide' | 'narrow';
  /** 890 and 901 (in any order) count as 顺子. */
  straightWraps: boolean;
  /** The middle totals of the 13/14 rule, usually [13, 14]. */
  middleTotals: number[];
  /**
   * The tier with the largest `minIssueStakeMinor` at or below the player's stake in the issue
   * applies (none: no refund); on a middle total, a WINNING bet of a play it lists only returns its
   * stake.
   */
  middleTiers: MiddleTier[];
  /** Winning 大小单双 and 组合 bets only return the stake when the result is 对子, 顺子 or 豹子. */
  shapeRefund: boolean;
}

/** Default type-1 rules: 49 is a tie for 两面 and 半波. */
export const DEFAULT_TYPE1_RULES: Readonly<Type1Rules> = Object.freeze({ tie49: true });

/**
 * Default type-2 rules (deeply frozen): 极值 22–27 / 0–5, no wrapping 顺子; on 13 and 14 winning 组合 bets are
 * always refunded and winning 大小单双 bets too from an issue stake of 1,000.00 (100000 fen); no
 * refund for shapes.
 */
export const DEFAULT_TYPE2_RULES: Readonly<Type2Rules> = Object.freeze({
  extremeRange: 'wide',
  straightWraps: false,
  middleTotals: Object.freeze([13, 14]) as number[],
  middleTiers: Object.freeze([
    Object.freeze({ minIssueStakeMinor: '0', refund: Object.freeze(['combo']) as MiddleRefund[] }),
    Object.freeze({
      minIssueStakeMinor: '100000',
      refund: Object.freeze(['combo', 'bsoe']) as MiddleRefund[],
    }),
  ]) as MiddleTier[],
  shapeRefund: false,
} satisfies Type2Rules);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasExactly = (value: Record<string, unknown>, keys: string[]) =>
  Object.keys(value).length === keys.length && keys.every((k) => Object.hasOwn(value, k));

function parseType1(json: unknown): Type1Rules | null {
  if (!isRecord(json) || !hasExactly(json, ['tie49'])) return null;
  return typeof json.tie49 === 'boolean' ? { tie49: json.tie49 } : null;
}

function parseTier(json: unknown): MiddleTier | null {
  if (!isRecord(json) || !hasExactly(json, ['minIssueStakeMinor', 'refund'])) return null;
  const { minIssueStakeMinor, refund } = json;
  if (typeof minIssueStakeMinor !== 'string' || !/^(0|[1-9]\d{0,17})$/.test(minIssueStakeMinor))
    return null;
  if (!Array.isArray(refund) || new Set(refund).size !== refund.length) return null;
  if (!refund.every((r): r is MiddleRefund => r === 'combo' || r === 'bsoe')) return null;
  return { minIssueStakeMinor, refund: [...refund] };
}

function parseType2(json: unknown): Type2Rules | null {
  const keys = ['extremeRange', 'straightWraps', 'middleTotals', 'middleTiers', 'shapeRefund'];
  if (!isRecord(json) || !hasExactly(json, keys)) return null;
  const { extremeRange, straightWraps, middleTotals, middleTiers, shapeRefund } = json;
  if (extremeRange !== 'wide' && extremeRange !== 'narrow') return null;
  if (typeof straightWraps !== 'boolean' || typeof shapeRefund !== 'boolean') return null;
  if (
    !Array.isArray(middleTotals) ||
    new Set(middleTotals).size !== middleTotals.length ||
    !middleTotals.every((t) => Number.isInteger(t) && t >= 0 && t <= 27)
  )
    return null;
  if (!Array.isArray(middleTiers)) return null;
  const tiers = middleTiers.map(parseTier);
  if (!tiers.every((t): t is MiddleTier => t !== null)) return null;
  if (new Set(tiers.map((t) => t.minIssueStakeMinor)).size !== tiers.length) return null;
  return {
    extremeRange,
    straightWraps,
    middleTotals: [...(middleTotals as number[])],
    middleTiers: tiers,
    shapeRefund,
  };
}

/**
 * Rules from stored JSON (already parsed), validated: exactly the fields of the type's rules with
 * the right types (middle totals distinct integers 0–27; tier minimums distinct non-negative
 * integers written as decimal strings without leading zeros; refund lists distinct of 'combo' and
 * 'bsoe'). Answers a fresh copy, or null for anything else.
 */
export function parseRules(type: LotteryType, json: unknown): Type1Rules | Type2Rules | null {
  if (type === 1) return parseType1(json);
  if (type === 2) return parseType2(json);
  return null;
}

/** The refunds of the 13/14 rule that apply at a player's stake in the issue. */
export function middleRefundsAt(rules: Type2Rules, issueStakeMinor: bigint): MiddleRefund[] {
  let best: MiddleTier | null = null;
  for (const tier of rules.middleTiers) {
    const min = BigInt(tier.minIssueStakeMinor);
    if (min <= issueStakeMinor && (best === null || min > BigInt(best.minIssueStakeMinor)))
      best = tier;
  }
  return best ? best.refund : [];
}
