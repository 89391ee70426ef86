import { describe, expect, test } from 'vitest';
import { vipProgressPercent, vipProgressTarget } from './vip-progress.ts';

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
