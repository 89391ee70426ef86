import { describe, expect, it } from 'vitest';
import { addMonths } from './calendar.ts';

describe('calendar months', () => {
  it('adds calendar months, keeping the day or the month’s last day', () => {
    expect(new Date(addMonths(Date.UTC(2026, 0, 31, 12), 1)).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(new Date(addMonths(Date.UTC(2026, 10, 25), 60)).toISOString()).toBe(
      '2031-11-25T00:00:00.000Z',
    );
  });
});
