import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TYPE1_RULES,
  DEFAULT_TYPE2_RULES,
  middleRefundsAt,
  parseRules,
  type Type2Rules,
} from './rules.ts';

describe('rules', () => {
  it('round-trips the defaults through JSON', () => {
    expect(parseRules(1, JSON.parse(JSON.stringify(DEFAULT_TYPE1_RULES)))).toEqual({ tie49: true });
    expect(parseRules(2, JSON.parse(JSON.stringify(DEFAULT_TYPE2_RULES)))).toEqual(
      DEFAULT_TYPE2_RULES,
    );
  });

  it('keeps the defaults frozen all the way down', () => {
    expect(() => DEFAULT_TYPE2_RULES.middleTiers[0]!.refund.push('bsoe')).toThrow(TypeError);
    expect(() => DEFAULT_TYPE2_RULES.middleTotals.push(12)).toThrow(TypeError);
  });

  it('refuses anything else', () => {
    const d = DEFAULT_TYPE2_RULES;
    const bad: unknown[] = [
      null,
      [],
      'x',
      { ...d, extremeRange: 'medium' },
      { ...d, straightWraps: 'yes' },
      { ...d, middleTotals: [13, 13] },
      { ...d, middleTotals: [28] },
      { ...d, middleTotals: [1.5] },
      { ...d, middleTiers: [{ minIssueStakeMinor: 100, refund: [] }] },
      { ...d, middleTiers: [{ minIssueStakeMinor: '-1', refund: [] }] },
      { ...d, middleTiers: [{ minIssueStakeMinor: '01', refund: [] }] },
      { ...d, middleTiers: [{ minIssueStakeMinor: '1', refund: ['all'] }] },
      { ...d, middleTiers: [{ minIssueStakeMinor: '1', refund: ['combo', 'combo'] }] },
      { ...d, middleTiers: [{ minIssueStakeMinor: '1', refund: [], extra: 1 }] },
      {
        ...d,
        middleTiers: [
          { minIssueStakeMinor: '1', refund: [] },
          { minIssueStakeMinor: '1', refund: ['bsoe'] },
        ],
      },
      { ...d, shapeRefund: undefined },
      { ...d, extra: true },
      { tie49: true },
    ];
    for (const json of bad) expect(parseRules(2, json)).toBeNull();
    for (const json of [{}, { tie49: 1 }, { tie49: true, x: 1 }, d])
      expect(parseRules(1, json)).toBeNull();
    expect(parseRules(3 as 1, { tie49: true })).toBeNull();
  });

  it('picks the tier with the largest minimum at or below the stake', () => {
    const rules = parseRules(2, {
      ...DEFAULT_TYPE2_RULES,
      middleTiers: [
        { minIssueStakeMinor: '100000', refund: ['combo', 'bsoe'] },
        { minIssueStakeMinor: '500', refund: ['combo'] },
        { minIssueStakeMinor: '5000000', refund: [] },
      ],
    }) as Type2Rules;
    expect(middleRefundsAt(rules, 499n)).toEqual([]);
    expect(middleRefundsAt(rules, 500n)).toEqual(['combo']);
    expect(middleRefundsAt(rules, 99_999n)).toEqual(['combo']);
    expect(middleRefundsAt(rules, 100_000n)).toEqual(['combo', 'bsoe']);
    expect(middleRefundsAt(rules, 5_000_000n)).toEqual([]);
    expect(middleRefundsAt(DEFAULT_TYPE2_RULES, 0n)).toEqual(['combo']);
  });
});
