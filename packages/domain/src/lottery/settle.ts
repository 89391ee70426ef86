import { ballColour, isDomestic, sumColour, yearSignIndexOf, zodiacIndexOf } from './attributes.ts';
import { validateLine, type BetLine } from './bet-line.ts';
import { findPlay, oddsProblem, parseOdds, tierOdds, type LotteryType } from './plays.ts';
import { middleRefundsAt, type Type1Rules, type Type2Rules } from './rules.ts';

export type { BetLine } from './bet-line.ts';

/**
 * Settlement of one bet line against a draw, pure (shared/domain/lottery.md). Decimal odds: a
 * win pays floor(stake × odds in thousandths / 1000) fen, the stake included; a refund pays the
 * stake back; a loss pays nothing.
 */

/** A drawn issue: type 1 seven numbers in draw order (the seventh is the special), type 2 three digits. */
export interface DrawResult {
  type: LotteryType;
  numbers: number[];
  /** The draw time: it fixes the lunar year of the zodiac plays. */
  drawAtMs: number;
}

/** What a line gets. */
export type LineOutcome =
  | { status: 'win'; payoutMinor: bigint }
  | { status: 'lose'; payoutMinor: 0n }
  | { status: 'refund'; payoutMinor: bigint };

/** What a play does with a result: lose, refund, or win at a tier (0-based) of its odds. */
type Verdict = { kind: 'lose' } | { kind: 'refund' } | { kind: 'win'; tier: number };

const LOSE: Verdict = { kind: 'lose' };
const REFUND: Verdict = { kind: 'refund' };
const win = (tier = 0): Verdict => ({ kind: 'win', tier });
const winIf = (condition: boolean): Verdict => (condition ? win() : LOSE);

// ---- Type 1 -------------------------------------------------------------------------------

const digitSum = (n: number) => Math.floor(n / 10) + (n % 10);

/** The 两面 attributes of the special number, 49 counted as what it is. */
const SIDES: Record<string, (n: number, atMs: number) => boolean> = {
  t_big: (n) => n >= 25,
  t_small: (n) => n <= 24,
  t_odd: (n) => n % 2 === 1,
  t_even: (n) => n % 2 === 0,
  t_sum_odd: (n) => digitSum(n) % 2 === 1,
  t_sum_even: (n) => digitSum(n) % 2 === 0,
  t_tail_big: (n) => n % 10 >= 5,
  t_tail_small: (n) => n % 10 <= 4,
  t_domestic: (n, at) => isDomestic(n, at),
  t_wild: (n, at) => !isDomestic(n, at),
};

const HALF_WAVE: Record<string, (n: number) => boolean> = {
  odd: (n) => n % 2 === 1,
  even: (n) => n % 2 === 0,
  big: (n) => n >= 25,
  small: (n) => n <= 24,
};

function judgeType1(
  id: string,
  picks: number[],
  numbers: number[],
  at: number,
  rules: Type1Rules,
): Verdict {
  const regular = numbers.slice(0, 6);
  const special = numbers[6] as number;
  const isRegular = (n: number) => regular.includes(n);
  const hits = picks.filter(isRegular).length;
  const [a, b] = picks as [number, number];

  if (id === 'tm') return winIf(picks[0] === special);
  if (id === 'zm') return winIf(isRegular(picks[0] as number));
  const position = /^z([1-6])t$/.exec(id);
  if (position) return winIf(numbers[Number(position[1]) - 1] === picks[0]);
  switch (id) {
    case 'lm_2qz':
    case 'lm_3qz':
      return winIf(hits === picks.length);
    case 'lm_3z2':
      return hits === 3 ? win(1) : hits === 2 ? win(0) : LOSE;
    case 'lm_2zt':
      if (hits === 2) return win(0);
      return (isRegular(a) && b === special) || (isRegular(b) && a === special) ? win(1) : LOSE;
    case 'lm_tc':
      return winIf((isRegular(a) && b === special) || (isRegular(b) && a === special));
  }
  if (id.startsWith('bz_')) return winIf(picks.every((n) => !numbers.includes(n)));

  const side = SIDES[id];
  if (side) {
    if (special === 49 && rules.tie49) return REFUND;
    return winIf(side(special, at));
  }
  const wave = /^t_(red|blue|green)$/.exec(id);
  if (wave) return winIf(ballColour(special) === wave[1]);
  const half = /^hb_(red|blue|green)_(odd|even|big|small)$/.exec(id);
  if (half) {
    if (special === 49 && rules.tie49) return REFUND;
    return winIf(
      ballColour(special) === half[1] &&
        (HALF_WAVE[half[2] as string] as (n: number) => boolean)(special),
    );
  }
  const sign = /^(tx|yx)_(\d+)$/.exec(id);
  if (sign) {
    const index = Number(sign[2]);
    const balls = sign[1] === 'tx' ? [special] : numbers;
    if (!balls.some((n) => zodiacIndexOf(n, at) === index)) return LOSE;
    return win(index === yearSignIndexOf(at) ? 1 : 0);
  }
  const tail = /^ws_(\d)$/.exec(id);
  if (tail) return winIf(numbers.some((n) => n % 10 === Number(tail[1])));
  throw new RangeError(`no settlement for play ${id}`);
}

// ---- Type 2 -------------------------------------------------------------------------------

/** The shape of three digits. */
export function shapeOf(
  digits: number[],
  straightWraps: boolean,
): 'triple' | 'pair' | 'straight' | 'none' {
  const [x, y, z] = [...digits].sort((p, q) => p - q) as [number, number, number];
  if (x === z) return 'triple';
  if (x === y || y === z) return 'pair';
  if (y === x + 1 && z === y + 1) return 'straight';
  // 890 and 901: sorted 0,8,9 and 0,1,9.
  if (straightWraps && ((x === 0 && y === 8 && z === 9) || (x === 0 && y === 1 && z === 9)))
    return 'straight';
  return 'none';
}

const BSOE = new Set(['big', 'small', 'odd', 'even']);
const COMBO = new Set(['big_odd', 'big_even', 'small_odd', 'small_even']);

function judgeType2(id: string, digits: number[], rules: Type2Rules, issueStake: bigint): Verdict {
  const total = digits.reduce((p, q) => p + q, 0);
  const big = total >= 14;
  const odd = total % 2 === 1;
  const shape = shapeOf(digits, rules.straightWraps);
  const wide = rules.extremeRange === 'wide';
  let won: boolean;
  switch (id) {
    case 'big':
      won = big;
      break;
    case 'small':
      won = !big;
      break;
    case 'odd':
      won = odd;
      break;
    case 'even':
      won = !odd;
      break;
    case 'big_odd':
      won = big && odd;
      break;
    case 'big_even':
      won = big && !odd;
      break;
    case 'small_odd':
      won = !big && odd;
      break;
    case 'small_even':
      won = !big && !odd;
      break;
    case 'max':
      won = total >= (wide ? 22 : 23);
      break;
    case 'min':
      won = total <= (wide ? 5 : 4);
      break;
    case 'triple':
    case 'pair':
    case 'straight':
      won = shape === id;
      break;
    case 'red':
    case 'green':
    case 'blue':
      won = sumColour(total) === id;
      break;
    default: {
      const sum = /^sum_(\d+)$/.exec(id);
      if (!sum) throw new RangeError(`no settlement for play ${id}`);
      won = Number(sum[1]) === total;
    }
  }
  if (!won) return LOSE;
  const kind = BSOE.has(id) ? 'bsoe' : COMBO.has(id) ? 'combo' : null;
  if (kind !== null) {
    if (rules.middleTotals.includes(total) && middleRefundsAt(rules, issueStake).includes(kind))
      return REFUND;
    if (rules.shapeRefund && shape !== 'none') return REFUND;
  }
  return win();
}

// ---- Both ---------------------------------------------------------------------------------

function checkResult(result: DrawResult): void {
  const { type, numbers } = result;
  if (type === 1) {
    const ok =
      numbers.length === 7 &&
      new Set(numbers).size === 7 &&
      numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 49);
    if (!ok) throw new RangeError('a type-1 result is seven distinct numbers 1–49');
  } else if (type === 2) {
    const ok =
      numbers.length === 3 && numbers.every((d) => Number.isInteger(d) && d >= 0 && d <= 9);
    if (!ok) throw new RangeError('a type-2 result is three digits 0–9');
  } else throw new RangeError('bad lottery type');
}

/**
 * Settles a line: tiered plays pay the tier the result reaches (三中二: 中二 the first figure, 中三
 * the second; 二中特: 中二 first, 中特 second; 特肖/一肖: the lunar year's own sign second);
 * 两面/半波 on 49 and the 13/14 and shape rules refund per `rules`; `playerIssueStakeMinor` (the
 * player's total stake in the issue) picks the 13/14 tier. Throws a RangeError on a malformed
 * result, rules of the other type, an unknown play, picks that do not fit it, a stake ≤ 0 or odds
 * that do not parse: a line is validated when placed, so any of these is a bug to surface.
 */
export function settleLine(
  result: DrawResult,
  rules: Type1Rules | Type2Rules,
  line: BetLine,
  playerIssueStakeMinor: bigint,
): LineOutcome {
  checkResult(result);
  const play = findPlay(result.type, line.play);
  if (!play) throw new RangeError(`unknown play ${line.play}`);
  const problem = validateLine(result.type, play, line.picks);
  if (problem !== null) throw new RangeError(`bad picks for ${line.play}: ${problem}`);
  if (line.amountMinor <= 0n) throw new RangeError('stake must be positive');
  const oddsTrouble = oddsProblem(play, line.odds);
  if (oddsTrouble !== null)
    throw new RangeError(`bad odds '${line.odds}' for ${line.play}: ${oddsTrouble}`);

  let verdict: Verdict;
  if (result.type === 1) {
    if (!('tie49' in rules)) throw new RangeError('type-1 result with type-2 rules');
    verdict = judgeType1(play.id, line.picks, result.numbers, result.drawAtMs, rules);
  } else {
    if (!('extremeRange' in rules)) throw new RangeError('type-2 result with type-1 rules');
    verdict = judgeType2(play.id, result.numbers, rules, playerIssueStakeMinor);
  }
  if (verdict.kind === 'lose') return { status: 'lose', payoutMinor: 0n };
  if (verdict.kind === 'refund') return { status: 'refund', payoutMinor: line.amountMinor };
  const odds = tierOdds(line.odds, verdict.tier);
  return { status: 'win', payoutMinor: (line.amountMinor * odds) / 1000n };
}

/** The most a line can pay: floor(stake × the largest of its odds), at least the stake. */
export function maxPayoutMinor(line: BetLine): bigint {
  const best = parseOdds(line.odds).reduce((p, q) => (q > p ? q : p));
  return (line.amountMinor * best) / 1000n;
}
