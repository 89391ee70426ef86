import { describe, expect, test } from 'vitest';
import {
  conditionPercent,
  levelProgress,
  vipProgressPercent,
  vipProgressTarget,
} from './vip-progress.ts';

describe('VIP progress percent (spec part 1 §4)', () => {
  test('paysum over the threshold, rounded to a whole percent', () => {
    expect(vipProgressPercent('100.00', '300.00')).toBe(33);
    expect(vipProgressPercent('200.00', '300.00')).toBe(67);
    expect(vipProgressPercent('504.00', '1000.00')).toBe(50);
    expect(vipProgressPercent('5.05', '1000.00')).toBe(1);
    expect(vipProgressPercent('4.99', '1000.00')).toBe(0);
  });

  test('capped at 100', () => {
    expect(vipProgressPercent('1000.00', '1000.00')).toBe(100);
    expect(vipProgressPercent('2500.00', '1000.00')).toBe(100);
  });

  test('0 when either figure is 0', () => {
    expect(vipProgressPercent('0.00', '1000.00')).toBe(0);
    expect(vipProgressPercent('500.00', '0.00')).toBe(0);
    expect(vipProgressPercent('0.00', '0.00')).toBe(0);
  });

  test('the main rule takes the level numbered vip; the variant the level at index vip', () => {
    const levels = [1, 2, 3].map((level) => ({ level, recharge: `${level * 100}.00` }));
    expect(vipProgressTarget(levels, 2, 'current')?.level).toBe(2);
    expect(vipProgressTarget(levels, 2, 'index')?.level).toBe(3);
    expect(vipProgressTarget(levels, 3, 'index')).toBeUndefined();
    expect(vipProgressTarget(levels, 0, 'current')).toBeUndefined();
  });
});

describe('a level’s progress as the promotion rule combines its conditions', () => {
  test('a threshold of 0 is met; short of a threshold never reads 100', () => {
    expect(conditionPercent('1440.00', '0.00')).toBe(100);
    expect(conditionPercent('0.00', '0.00')).toBe(100);
    expect(conditionPercent('0.00', '100.00')).toBe(0);
    expect(conditionPercent('999.99', '1000.00')).toBe(99);
    expect(conditionPercent('1000.00', '1000.00')).toBe(100);
  });

  test('deposits and turnover are both needed: the level is the lesser', () => {
    expect(
      levelProgress({ paysum: '1440.00', flow: '250.00' }, { recharge: '400.00', flow: '4000.00' }),
    ).toEqual({ deposit: 100, flow: 6, level: 6 });
    expect(
      levelProgress({ paysum: '100.00', flow: '9000.00' }, { recharge: '400.00', flow: '4000.00' }),
    ).toEqual({ deposit: 25, flow: 100, level: 25 });
  });
});
