import { describe, expect, test } from 'vitest';
import { beijingDay, customRange, dateCodeFor, inRange, presetRange } from './range.ts';

// 2026-11-23 18:30 UTC is 2026-11-24 02:30 in Beijing.
const NOW = new Date('2026-11-23T18:30:00Z');

describe('wash code record ranges', () => {
  test('days are Beijing days', () => {
    expect(beijingDay(NOW)).toBe('2026-11-24');
    expect(beijingDay(NOW, 1)).toBe('2026-11-23');
  });

  test('presets ask the covering date code', () => {
    expect(presetRange('today', NOW)).toEqual({
      key: 'today',
      date: 1,
      from: '2026-11-24',
      to: '2026-11-24',
    });
    expect(presetRange('yesterday', NOW)).toMatchObject({ date: 2, from: '2026-11-23' });
    expect(presetRange('d7', NOW)).toMatchObject({ date: 2, from: '2026-11-18' });
    expect(presetRange('d15', NOW)).toMatchObject({ date: 3, from: '2026-11-10' });
    expect(presetRange('d30', NOW)).toMatchObject({ date: 4, from: '2026-10-26' });
  });

  test('a custom range: at most 30 days, within the last 30, either order', () => {
    expect(customRange('2026-11-20', '2026-11-15', NOW)).toEqual({
      key: 'custom',
      date: 3,
      from: '2026-11-15',
      to: '2026-11-20',
    });
    expect(customRange('2026-10-26', '2026-11-24', NOW)).toMatchObject({ date: 4 });
    expect(customRange('2026-10-25', '2026-11-23', NOW)).toBe('tooOld');
    expect(customRange('2026-10-20', '2026-11-24', NOW)).toBe('tooLong');
    expect(dateCodeFor('2026-11-24', NOW)).toBe(1);
    expect(dateCodeFor('2026-11-18', NOW)).toBe(2);
    expect(dateCodeFor('2026-11-17', NOW)).toBe(3);
  });

  test('a bet is in a range by its day', () => {
    const range = presetRange('yesterday', NOW);
    expect(inRange('2026-11-23 00:00:00', range)).toBe(true);
    expect(inRange('2026-11-23 23:59:59', range)).toBe(true);
    expect(inRange('2026-11-24 00:00:01', range)).toBe(false);
  });
});
