import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPlaybox, findPlay, parseOdds, totalCount } from './plays.ts';
import {
  DEFAULT_TYPE1_RULES,
  DEFAULT_TYPE2_RULES,
  type Type1Rules,
  type Type2Rules,
} from './rules.ts';
import { maxPayoutMinor, settleLine, shapeOf, type BetLine, type DrawResult } from './settle.ts';

const IN_2026 = Date.UTC(2026, 5, 1);
const IN_2025 = Date.UTC(2025, 5, 1);
const STAKE = 10_000n; // 100.00

const line = (play: string, picks: number[] = [], odds?: string): BetLine => ({
  play,
  picks,
  amountMinor: STAKE,
  odds: odds ?? findPlay(1, play)?.odds ?? findPlay(2, play)!.odds,
});

// ---- Type 1 -------------------------------------------------------------------------------

const draw1 = (numbers: number[], drawAtMs = IN_2026): DrawResult => ({
  type: 1,
  numbers,
  drawAtMs,
});
/** Regular 1–6, special 7 (2026: 01 马 … 06 牛, 07 鼠). */
const LOW = draw1([1, 2, 3, 4, 5, 6, 7]);
/** The special is 49. */
const TIE = draw1([3, 14, 25, 30, 41, 48, 49]);

function outcome1(
  result: DrawResult,
  play: string,
  picks: number[] = [],
  rules: Type1Rules = DEFAULT_TYPE1_RULES,
) {
  const o = settleLine(result, rules, line(play, picks), 0n);
  return o.status === 'lose' ? 'lose' : `${o.status} ${o.payoutMinor}`;
}

describe('type 1 settlement', () => {
  it('pays 特码, 正码 and 正N特', () => {
    expect(outcome1(LOW, 'tm', [7])).toBe('win 488000');
    expect(outcome1(LOW, 'tm', [6])).toBe('lose');
    expect(outcome1(LOW, 'zm', [3])).toBe('win 72000');
    expect(outcome1(LOW, 'zm', [7])).toBe('lose');
    expect(outcome1(LOW, 'z1t', [1])).toBe('win 488000');
    expect(outcome1(LOW, 'z2t', [1])).toBe('lose');
    expect(outcome1(LOW, 'z6t', [6])).toBe('win 488000');
    expect(outcome1(LOW, 'z6t', [7])).toBe('lose');
  });

  it('pays each 连码 outcome, tiers included', () => {
    expect(outcome1(LOW, 'lm_2qz', [1, 2])).toBe('win 600000');
    expect(outcome1(LOW, 'lm_2qz', [1, 7])).toBe('lose');
    expect(outcome1(LOW, 'lm_3qz', [1, 2, 3])).toBe('win 7000000');
    expect(outcome1(LOW, 'lm_3qz', [1, 2, 7])).toBe('lose');
    // 三中二: all three → the second figure (110); two → the first (20); the special is no hit.
    expect(outcome1(LOW, 'lm_3z2', [1, 2, 3])).toBe('win 1100000');
    expect(outcome1(LOW, 'lm_3z2', [1, 2, 9])).toBe('win 200000');
    expect(outcome1(LOW, 'lm_3z2', [1, 2, 7])).toBe('win 200000');
    expect(outcome1(LOW, 'lm_3z2', [1, 7, 9])).toBe('lose');
    // 二中特: both regular → 50 (中二); one regular + the special → 25 (中特).
    expect(outcome1(LOW, 'lm_2zt', [1, 2])).toBe('win 500000');
    expect(outcome1(LOW, 'lm_2zt', [7, 1])).toBe('win 250000');
    expect(outcome1(LOW, 'lm_2zt', [7, 9])).toBe('lose');
    expect(outcome1(LOW, 'lm_2zt', [1, 9])).toBe('lose');
    expect(outcome1(LOW, 'lm_tc', [1, 7])).toBe('win 1500000');
    expect(outcome1(LOW, 'lm_tc', [7, 6])).toBe('win 1500000');
    expect(outcome1(LOW, 'lm_tc', [1, 2])).toBe('lose');
    expect(outcome1(LOW, 'lm_tc', [7, 9])).toBe('lose');
  });

  it('pays 不中 only when no pick is drawn, the special included', () => {
    expect(outcome1(LOW, 'bz_5', [10, 11, 12, 13, 14])).toBe('win 21500');
    expect(outcome1(LOW, 'bz_5', [7, 11, 12, 13, 14])).toBe('lose');
    expect(outcome1(LOW, 'bz_5', [1, 11, 12, 13, 14])).toBe('lose');
    const ten = [40, 41, 42, 43, 44, 45, 46, 47, 48, 49];
    expect(outcome1(LOW, 'bz_10', ten)).toBe('win 54000');
    expect(outcome1(TIE, 'bz_10', ten)).toBe('lose');
  });

  it('pays 两面 on the special and returns the stake on 49', () => {
    // 7: 小 单 合单 尾大, 鼠 in 2026 (野兽).
    const wins = ['t_small', 't_odd', 't_sum_odd', 't_tail_big', 't_wild'];
    const loses = ['t_big', 't_even', 't_sum_even', 't_tail_small', 't_domestic'];
    for (const id of wins) expect(outcome1(LOW, id), id).toBe('win 19650');
    for (const id of loses) expect(outcome1(LOW, id), id).toBe('lose');
    for (const id of [...wins, ...loses]) expect(outcome1(TIE, id), id).toBe('refund 10000');
    // Without the tie, 49 is 大 单 合单 (13) 尾大 and 马 (家禽) in 2026.
    const noTie = { tie49: false };
    for (const id of ['t_big', 't_odd', 't_sum_odd', 't_tail_big', 't_domestic'])
      expect(outcome1(TIE, id, [], noTie), id).toBe('win 19650');
    for (const id of ['t_small', 't_even', 't_sum_even', 't_tail_small', 't_wild'])
      expect(outcome1(TIE, id, [], noTie), id).toBe('lose');
    // 20: 合双 (2), 尾小; 35: 合双 (8); 29: 合单 (11).
    expect(outcome1(draw1([1, 2, 3, 4, 5, 6, 20]), 't_sum_even')).toBe('win 19650');
    expect(outcome1(draw1([1, 2, 3, 4, 5, 6, 20]), 't_tail_small')).toBe('win 19650');
    expect(outcome1(draw1([1, 2, 3, 4, 5, 6, 35]), 't_sum_even')).toBe('win 19650');
    expect(outcome1(draw1([1, 2, 3, 4, 5, 6, 29]), 't_sum_odd')).toBe('win 19650');
  });

  it('pays 波色 without a tie, and 半波 with one', () => {
    expect(outcome1(LOW, 't_red')).toBe('win 27000');
    expect(outcome1(LOW, 't_blue')).toBe('lose');
    expect(outcome1(TIE, 't_green')).toBe('win 29000');
    expect(outcome1(draw1([1, 2, 3, 4, 5, 6, 48]), 't_blue')).toBe('win 29000');
    const redOdd = findPlay(1, 'hb_red_odd')!.odds; // 8 winners: 5.68
    expect(redOdd).toBe('5.68');
    expect(outcome1(LOW, 'hb_red_odd')).toBe('win 56800');
    expect(outcome1(LOW, 'hb_red_small')).toBe('win 45500');
    expect(outcome1(LOW, 'hb_red_big')).toBe('lose');
    expect(outcome1(LOW, 'hb_red_even')).toBe('lose');
    expect(outcome1(LOW, 'hb_blue_odd')).toBe('lose');
    expect(outcome1(TIE, 'hb_green_odd')).toBe('refund 10000');
    expect(outcome1(TIE, 'hb_red_even')).toBe('refund 10000');
    expect(outcome1(TIE, 'hb_green_odd', [], { tie49: false })).not.toBe('lose');
    expect(outcome1(TIE, 'hb_green_big', [], { tie49: false })).not.toBe('lose');
    expect(outcome1(TIE, 'hb_green_even', [], { tie49: false })).toBe('lose');
    expect(outcome1(draw1([1, 2, 3, 4, 5, 6, 47]), 'hb_blue_big')).not.toBe('lose');
  });

  it('pays 特肖 at the lower figure for the year’s own sign', () => {
    // 2026 is 马 (index 6): 01 13 25 37 49 are 马; 07 is 鼠 (index 0).
    expect(outcome1(LOW, 'tx_0')).toBe('win 120000');
    expect(outcome1(LOW, 'tx_6')).toBe('lose');
    expect(outcome1(draw1([1, 2, 3, 4, 5, 6, 13]), 'tx_6')).toBe('win 95000');
    expect(outcome1(TIE, 'tx_6')).toBe('win 95000');
    // In 2025 (蛇, index 5) 13 is 蛇, the own sign; 07 stands for 2019, 猪 (index 11).
    expect(outcome1(draw1([1, 2, 3, 4, 5, 6, 13], IN_2025), 'tx_5')).toBe('win 95000');
    expect(outcome1(draw1([1, 2, 3, 4, 5, 6, 7], IN_2025), 'tx_11')).toBe('win 120000');
  });

  it('pays 一肖 across all seven balls and 尾数 likewise', () => {
    // 2026: 01 马 (own), 02 蛇, 03 龙, 04 兔, 05 虎, 06 牛, 07 鼠 (the special counts too).
    expect(outcome1(LOW, 'yx_6')).toBe('win 17800');
    expect(outcome1(LOW, 'yx_5')).toBe('win 20800');
    expect(outcome1(LOW, 'yx_0')).toBe('win 20800');
    expect(outcome1(LOW, 'yx_11')).toBe('lose');
    expect(outcome1(draw1([10, 20, 30, 40, 8, 9, 11]), 'yx_6')).toBe('lose');
    expect(outcome1(LOW, 'ws_7')).toBe('win 17980');
    expect(outcome1(LOW, 'ws_1')).toBe('win 17980');
    expect(outcome1(LOW, 'ws_0')).toBe('lose');
    expect(outcome1(LOW, 'ws_8')).toBe('lose');
    expect(outcome1(draw1([10, 21, 32, 43, 44, 45, 46]), 'ws_0')).toBe('win 20900');
  });
});

// ---- Type 2 -------------------------------------------------------------------------------

const ALL_DIGITS: number[][] = [];
for (let a = 0; a < 10; a++)
  for (let b = 0; b < 10; b++) for (let c = 0; c < 10; c++) ALL_DIGITS.push([a, b, c]);
const TYPE2_IDS = defaultPlaybox(2).flatMap((g) => g.plays.map((p) => p.id));

const PLAIN: Type2Rules = {
  extremeRange: 'wide',
  straightWraps: false,
  middleTotals: [13, 14],
  middleTiers: [],
  shapeRefund: false,
};

/** Wins and refunds of every type-2 play over all 1,000 outcomes. */
function tally(rules: Type2Rules, issueStake = 0n) {
  const counts: Record<string, { win: number; refund: number }> = {};
  for (const id of TYPE2_IDS) {
    counts[id] = { win: 0, refund: 0 };
    for (const digits of ALL_DIGITS) {
      const o = settleLine({ type: 2, numbers: digits, drawAtMs: 0 }, rules, line(id), issueStake);
      if (o.status !== 'lose') counts[id]![o.status] += 1;
    }
  }
  return counts;
}
const wins = (t: ReturnType<typeof tally>) =>
  Object.fromEntries(Object.entries(t).map(([id, c]) => [id, c.win]));

describe('type 2 settlement over all 1,000 outcomes', () => {
  const sums = Object.fromEntries(
    Array.from({ length: 28 }, (_, t) => [`sum_${t}`, totalCount(t)]),
  );

  it('wins as often as lottery.md counts, without refunds', () => {
    const plain = tally(PLAIN);
    expect(wins(plain)).toEqual({
      big: 500,
      small: 500,
      odd: 500,
      even: 500,
      big_odd: 231,
      big_even: 269,
      small_odd: 269,
      small_even: 231,
      max: 56,
      min: 56,
      triple: 10,
      pair: 270,
      straight: 48,
      red: 332,
      green: 258,
      blue: 258,
      ...sums,
    });
    expect(Object.values(plain).every((c) => c.refund === 0)).toBe(true);
  });

  it('narrows 极值 and wraps 顺子 when configured', () => {
    const other = wins(tally({ ...PLAIN, extremeRange: 'narrow', straightWraps: true }));
    expect([other.max, other.min, other.straight]).toEqual([35, 35, 60]);
    expect(shapeOf([8, 9, 0], true)).toBe('straight');
    expect(shapeOf([9, 0, 1], true)).toBe('straight');
    expect(shapeOf([9, 0, 1], false)).toBe('none');
    expect(shapeOf([9, 1, 2], true)).toBe('none');
    expect(shapeOf([3, 5, 4], false)).toBe('straight');
  });

  it('applies the 13/14 rule by tier of the player’s issue stake', () => {
    // Below 1,000.00: only 组合 refunded (大双 on 14, 小单 on 13: 75 outcomes each).
    const low = tally(DEFAULT_TYPE2_RULES, 99_999n);
    expect([low.big_even, low.small_odd]).toEqual([
      { win: 194, refund: 75 },
      { win: 194, refund: 75 },
    ]);
    expect([low.big_odd, low.small_even]).toEqual([
      { win: 231, refund: 0 },
      { win: 231, refund: 0 },
    ]);
    for (const id of ['big', 'small', 'odd', 'even'])
      expect(low[id]).toEqual({ win: 500, refund: 0 });
    // From 1,000.00: 大小单双 too.
    const high = tally(DEFAULT_TYPE2_RULES, 100_000n);
    for (const id of ['big', 'small', 'odd', 'even'])
      expect(high[id], id).toEqual({ win: 425, refund: 75 });
    expect(high.big_even).toEqual({ win: 194, refund: 75 });
    // Other plays never refund: 13 and 14 pay as totals, and 13/14 are gray for colours.
    for (const id of ['max', 'pair', 'red', 'sum_13', 'sum_14'])
      expect(high[id]!.refund, id).toBe(0);
    // No tier at all below the smallest minimum.
    const tiered = {
      ...DEFAULT_TYPE2_RULES,
      middleTiers: [{ minIssueStakeMinor: '500', refund: ['bsoe' as const] }],
    };
    expect(tally(tiered, 499n).big).toEqual({ win: 500, refund: 0 });
    expect(tally(tiered, 500n).big).toEqual({ win: 425, refund: 75 });
    expect(tally(tiered, 500n).big_even).toEqual({ win: 269, refund: 0 });
  });

  it('refunds winning 大小单双 and 组合 on 对子, 顺子 and 豹子 when configured', () => {
    const t = tally({ ...PLAIN, middleTotals: [], shapeRefund: true });
    // Counted independently: outcomes with three different, non-consecutive digits.
    const plainShape = (d: number[]) => {
      const [x, y, z] = [...d].sort((p, q) => p - q) as [number, number, number];
      return x === y || y === z || (y === x + 1 && z === y + 1);
    };
    for (const [id, test] of [
      ['big', (s: number) => s >= 14],
      ['odd', (s: number) => s % 2 === 1],
      ['small_even', (s: number) => s <= 13 && s % 2 === 0],
    ] as const) {
      let win = 0;
      let refund = 0;
      for (const d of ALL_DIGITS) {
        if (!test(d[0]! + d[1]! + d[2]!)) continue;
        if (plainShape(d)) refund += 1;
        else win += 1;
      }
      expect(t[id], id).toEqual({ win, refund });
    }
    expect(t.triple).toEqual({ win: 10, refund: 0 });
    expect(t.max!.refund).toBe(0);
  });

  it('has fair odds that break even under the default rules (small stakes)', () => {
    const t = tally(DEFAULT_TYPE2_RULES, 0n);
    for (const id of TYPE2_IDS) {
      const fair = Number(findPlay(2, id)!.fair);
      const back = (t[id]!.win * fair + t[id]!.refund) / 1000;
      expect(back, id).toBeCloseTo(1, 3);
    }
  });
});

// ---- Both ---------------------------------------------------------------------------------

describe('settlement guards', () => {
  it('refuses malformed results, mismatched rules, unknown plays, bad picks and odds', () => {
    const bad: [DrawResult, Type1Rules | Type2Rules, BetLine][] = [
      [draw1([1, 2, 3, 4, 5, 6]), DEFAULT_TYPE1_RULES, line('tm', [1])],
      [draw1([1, 1, 3, 4, 5, 6, 7]), DEFAULT_TYPE1_RULES, line('tm', [1])],
      [draw1([0, 2, 3, 4, 5, 6, 7]), DEFAULT_TYPE1_RULES, line('tm', [1])],
      [LOW, DEFAULT_TYPE2_RULES, line('tm', [1])],
      [{ type: 2, numbers: [1, 2, 3], drawAtMs: 0 }, DEFAULT_TYPE1_RULES, line('big')],
      [{ type: 2, numbers: [1, 2, 10], drawAtMs: 0 }, DEFAULT_TYPE2_RULES, line('big')],
      [LOW, DEFAULT_TYPE1_RULES, line('big')],
      [LOW, DEFAULT_TYPE1_RULES, line('tm', [])],
      [LOW, DEFAULT_TYPE1_RULES, line('lm_2qz', [1, 1])],
      [LOW, DEFAULT_TYPE1_RULES, line('t_big', [1])],
      [LOW, DEFAULT_TYPE1_RULES, line('tm', [1], '0.5')],
      [LOW, DEFAULT_TYPE1_RULES, line('tm', [1], '2/3')],
      [LOW, DEFAULT_TYPE1_RULES, { ...line('tm', [1]), amountMinor: 0n }],
    ];
    for (const [result, rules, l] of bad)
      expect(() => settleLine(result, rules, l, 0n)).toThrow(RangeError);
  });

  it('pays a single figure on every tier', () => {
    expect(settleLine(LOW, DEFAULT_TYPE1_RULES, line('lm_3z2', [1, 2, 3], '30'), 0n)).toEqual({
      status: 'win',
      payoutMinor: 300_000n,
    });
    expect(maxPayoutMinor(line('lm_3z2', [1, 2, 3], '20/110'))).toBe(1_100_000n);
    expect(maxPayoutMinor({ ...line('big'), amountMinor: 333n, odds: '1.965' })).toBe(654n);
  });

  const type1Result = fc
    .shuffledSubarray(
      Array.from({ length: 49 }, (_, i) => i + 1),
      { minLength: 7, maxLength: 7 },
    )
    .chain((seven) => fc.shuffledSubarray(seven, { minLength: 7, maxLength: 7 }));
  const odds = fc.oneof(
    fc.constant(null),
    fc.integer({ min: 1000, max: 2_000_000 }).map((x) => (x / 1000).toFixed(3)),
  );
  const amount = fc.bigInt({ min: 1n, max: 100_000_000_000n });

  it('never pays below zero or above the line’s maximum; a refund is the stake (type 1)', () => {
    const plays = defaultPlaybox(1).flatMap((g) => g.plays);
    fc.assert(
      fc.property(
        type1Result,
        fc.constantFrom(...plays),
        fc.shuffledSubarray(
          Array.from({ length: 49 }, (_, i) => i + 1),
          { minLength: 10, maxLength: 10 },
        ),
        amount,
        odds,
        fc.boolean(),
        fc.integer({ min: Date.UTC(2020, 1, 1), max: Date.UTC(2040, 11, 1) }),
        (numbers, play, pool, amountMinor, customOdds, tie49, at) => {
          const l: BetLine = {
            play: play.id,
            picks: pool.slice(0, play.picks),
            amountMinor,
            odds: customOdds ?? play.odds,
          };
          const o = settleLine({ type: 1, numbers, drawAtMs: at }, { tie49 }, l, 0n);
          check(o, l);
        },
      ),
    );
  });

  it('never pays below zero or above the line’s maximum; a refund is the stake (type 2)', () => {
    const plays = defaultPlaybox(2).flatMap((g) => g.plays);
    const rules = fc.record({
      extremeRange: fc.constantFrom<'wide' | 'narrow'>('wide', 'narrow'),
      straightWraps: fc.boolean(),
      middleTotals: fc.uniqueArray(fc.integer({ min: 0, max: 27 }), { maxLength: 4 }),
      middleTiers: fc.uniqueArray(
        fc.record({
          minIssueStakeMinor: fc.bigInt({ min: 0n, max: 1_000_000n }).map(String),
          refund: fc.subarray<'combo' | 'bsoe'>(['combo', 'bsoe']),
        }),
        { maxLength: 3, selector: (t) => t.minIssueStakeMinor },
      ),
      shapeRefund: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.tuple(fc.nat(9), fc.nat(9), fc.nat(9)),
        fc.constantFrom(...plays),
        amount,
        odds,
        rules,
        fc.bigInt({ min: 0n, max: 2_000_000n }),
        (digits, play, amountMinor, customOdds, r, issueStake) => {
          const l: BetLine = {
            play: play.id,
            picks: [],
            amountMinor,
            odds: customOdds ?? play.odds,
          };
          check(settleLine({ type: 2, numbers: digits, drawAtMs: 0 }, r, l, issueStake), l);
        },
      ),
    );
  });

  function check(o: ReturnType<typeof settleLine>, l: BetLine) {
    expect(o.payoutMinor >= 0n).toBe(true);
    expect(o.payoutMinor <= maxPayoutMinor(l)).toBe(true);
    if (o.status === 'refund') expect(o.payoutMinor).toBe(l.amountMinor);
    if (o.status === 'lose') expect(o.payoutMinor).toBe(0n);
    if (o.status === 'win') {
      const figures = parseOdds(l.odds);
      expect(figures.some((f) => (l.amountMinor * f) / 1000n === o.payoutMinor)).toBe(true);
    }
  }
});
