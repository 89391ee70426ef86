import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  firstRoundOf,
  tableRoundAt,
  tableRoundTimes,
  type TableSchedule,
} from './table-schedule.ts';

const T0 = Date.UTC(2026, 10, 28, 4, 0, 0);
const BACCARAT: TableSchedule = {
  anchorRound: 1,
  anchorAt: T0,
  roundMs: 45_000,
  bettingMs: 30_000,
};

const schedules = fc
  .record({
    anchorRound: fc.integer({ min: 1, max: 1_000_000 }),
    anchorAt: fc.integer({ min: 0, max: 4_000_000_000_000 }),
    bettingMs: fc.integer({ min: 1_000, max: 120_000 }),
    dealMs: fc.integer({ min: 1_000, max: 60_000 }),
  })
  .map(({ dealMs, ...s }) => ({ ...s, roundMs: s.bettingMs + dealMs }));

describe('table schedule', () => {
  test('a round takes bets, then is dealt until the next one opens', () => {
    expect(tableRoundAt(BACCARAT, T0 - 1)).toMatchObject({ round: 1, phase: 'waiting' });
    expect(tableRoundAt(BACCARAT, T0)).toMatchObject({ round: 1, phase: 'betting' });
    expect(tableRoundAt(BACCARAT, T0 + 29_999)).toMatchObject({ round: 1, phase: 'betting' });
    expect(tableRoundAt(BACCARAT, T0 + 30_000)).toMatchObject({ round: 1, phase: 'dealing' });
    expect(tableRoundAt(BACCARAT, T0 + 45_000)).toMatchObject({ round: 2, phase: 'betting' });
    expect(tableRoundTimes(BACCARAT, 3)).toEqual({
      round: 3,
      opensAt: T0 + 90_000,
      closesAt: T0 + 120_000,
      endsAt: T0 + 135_000,
    });
  });

  test('the round at any moment contains it, and rounds follow each other without a gap', () => {
    fc.assert(
      fc.property(schedules, fc.integer({ min: 0, max: 10_000_000 }), (schedule, after) => {
        const now = schedule.anchorAt + after;
        const at = tableRoundAt(schedule, now);
        expect(at.opensAt <= now && now < at.endsAt).toBe(true);
        expect(at.phase).toBe(now < at.closesAt ? 'betting' : 'dealing');
        expect(tableRoundTimes(schedule, at.round + 1).opensAt).toBe(at.endsAt);
      }),
    );
  });

  test('a schedule that could not be a table is refused', () => {
    expect(() => tableRoundAt({ ...BACCARAT, bettingMs: 45_000 }, T0)).toThrow(RangeError);
    expect(() => tableRoundAt({ ...BACCARAT, anchorRound: 0 }, T0)).toThrow(RangeError);
    expect(() => tableRoundTimes(BACCARAT, 0)).toThrow(RangeError);
  });

  test('new lengths anchored two rounds ahead leave the rounds before the anchor where they were', () => {
    // Round 3 is under way; from round 5 the rounds take 20 s, 8 s of betting.
    const now = T0 + 100_000;
    expect(tableRoundAt(BACCARAT, now).round).toBe(3);
    const changed: TableSchedule = {
      anchorRound: 5,
      anchorAt: tableRoundTimes(BACCARAT, 5).opensAt,
      roundMs: 20_000,
      bettingMs: 8_000,
      previous: BACCARAT,
    };
    expect(tableRoundAt(changed, now)).toEqual(tableRoundAt(BACCARAT, now));
    expect(tableRoundTimes(changed, 4)).toEqual(tableRoundTimes(BACCARAT, 4));
    expect(tableRoundTimes(changed, 5)).toEqual({
      round: 5,
      opensAt: T0 + 180_000,
      closesAt: T0 + 188_000,
      endsAt: T0 + 200_000,
    });
    expect(tableRoundAt(changed, T0 + 199_999)).toMatchObject({ round: 5, phase: 'dealing' });
    expect(tableRoundAt(changed, T0 + 200_000)).toMatchObject({ round: 6, phase: 'betting' });
    expect(firstRoundOf(changed)).toBe(1);
    // A previous schedule that does not reach the anchor exactly would overlap or leave a gap.
    expect(() => tableRoundAt({ ...changed, anchorAt: changed.anchorAt + 1 }, now)).toThrow(
      RangeError,
    );
  });
});
