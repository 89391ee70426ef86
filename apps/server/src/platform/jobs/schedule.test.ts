import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { beijingDate, manualClock } from '../time.ts';
import { checkSchedule, dailySlot, dueSlots, everySlot } from './schedule.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** 2000-01-01 .. 2100-01-01, in epoch ms (Asia/Shanghai kept UTC+8 all along since 1991). */
const instant = fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 });

/** The Beijing date by the platform's time zone database, independently of time.ts. */
function shanghaiDate(at: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
}

describe('daily slots', () => {
  it('name the Beijing date of the instant', () => {
    fc.assert(
      fc.property(instant, (at) => {
        expect(dailySlot(at)).toBe(shanghaiDate(at));
      }),
      { numRuns: 2000 },
    );
  });

  it('give one slot per Beijing day: two instants share a slot exactly when they share a day', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 3 * DAY }), (a, gap) => {
        const b = a + gap;
        const sameDay = shanghaiDate(a) === shanghaiDate(b);
        expect(dailySlot(a) === dailySlot(b)).toBe(sameDay);
      }),
      { numRuns: 2000 },
    );
  });

  it('fall due at HH:MM Beijing time and stay due, with the same slot, until the day ends', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (at, hour, minute) => {
          const dailyAt = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          const due = dueSlots({ dailyAt }, at);
          // Minutes since Beijing midnight, by the time zone database.
          const parts = new Intl.DateTimeFormat('en-GB', {
            timeZone: 'Asia/Shanghai',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          }).formatToParts(new Date(at));
          const h = Number(parts.find((p) => p.type === 'hour')!.value);
          const m = Number(parts.find((p) => p.type === 'minute')!.value);
          const isDue = h * 60 + m >= hour * 60 + minute;
          expect(due.length).toBe(isDue ? 1 : 0);
          if (isDue) {
            expect(due[0]!.slot).toBe(shanghaiDate(at));
            expect(shanghaiDate(due[0]!.at)).toBe(shanghaiDate(at));
            expect(due[0]!.at).toBeLessThanOrEqual(at);
            expect(due[0]!.at % 60_000).toBe(0);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('at the Beijing midnight boundary (16:00 UTC) the slot moves to the next date', () => {
    const midnight = Date.UTC(2026, 10, 21, 16, 0, 0); // 2026-11-22 00:00 in Beijing
    expect(dailySlot(midnight - 1)).toBe('2026-11-21');
    expect(dailySlot(midnight)).toBe('2026-11-22');
    expect(dueSlots({ dailyAt: '00:00' }, midnight)).toEqual([
      { slot: '2026-11-22', at: midnight },
    ]);
    expect(dueSlots({ dailyAt: '00:00' }, midnight - 1)).toEqual([
      { slot: '2026-11-21', at: midnight - DAY },
    ]);
    expect(dueSlots({ dailyAt: '23:59' }, midnight - 1)).toEqual([
      { slot: '2026-11-21', at: midnight - 60_000 },
    ]);
    expect(dueSlots({ dailyAt: '23:59' }, midnight)).toEqual([]);
  });

  it('a slot missed by more than catchUpMs is not due', () => {
    const four = Date.UTC(2026, 10, 21, 20, 0, 0); // 04:00 Beijing
    const schedule = { dailyAt: '04:00', catchUpMs: HOUR };
    expect(dueSlots(schedule, four + HOUR)).toHaveLength(1);
    expect(dueSlots(schedule, four + HOUR + 1)).toEqual([]);
    expect(dueSlots({ dailyAt: '04:00' }, four + 19 * HOUR)).toHaveLength(1);
  });
});

describe('other schedules', () => {
  it('every: the slot is floor(now / period), and only the current one is due', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 86_400 }), (at, every) => {
        const [due] = dueSlots({ every }, at);
        expect(due).toEqual(everySlot(every, at));
        expect(due!.slot).toBe(String(Math.floor(at / (every * 1000))));
        expect(due!.at).toBeLessThanOrEqual(at);
        expect(at - due!.at).toBeLessThan(every * 1000);
      }),
    );
  });

  it('a one-off is due, as slot "once", from its time on', () => {
    expect(dueSlots({ at: 1000 }, 999)).toEqual([]);
    expect(dueSlots({ at: 1000 }, 1000)).toEqual([{ slot: 'once', at: 1000 }]);
    expect(dueSlots({ at: 1000 }, 10 ** 12)).toEqual([{ slot: 'once', at: 1000 }]);
  });

  it('slots(now): only those whose time has come, oldest first; bad answers are refused', () => {
    const schedule = {
      slots: () => [
        { slot: 'r1-0002', at: 2000 },
        { slot: 'r1-0001', at: 1000 },
        { slot: 'r1-0003', at: 3000 },
      ],
    };
    expect(dueSlots(schedule, 2500).map((d) => d.slot)).toEqual(['r1-0001', 'r1-0002']);
    expect(() => dueSlots({ slots: () => [{ slot: 'a b', at: 1 }] }, 5)).toThrow(/bad slot/);
    const many = Array.from({ length: 101 }, (_, i) => ({ slot: `s${i}`, at: i }));
    expect(() => dueSlots({ slots: () => many }, 500)).toThrow(/at most/);
  });

  it('schedules that cannot be right are refused', () => {
    expect(() => checkSchedule({ every: 0 })).toThrow();
    expect(() => checkSchedule({ every: 1.5 })).toThrow();
    expect(() => checkSchedule({ dailyAt: '24:00' })).toThrow();
    expect(() => checkSchedule({ dailyAt: '4:00' })).toThrow();
    expect(() => checkSchedule({ at: -1 })).toThrow();
    expect(() => checkSchedule({} as never)).toThrow();
    expect(() => checkSchedule({ dailyAt: '04:00' })).not.toThrow();
  });
});

describe('manual clock', () => {
  it('moves only when told', () => {
    const clock = manualClock(1000);
    expect(clock.now()).toBe(1000);
    clock.advance(500);
    expect(clock.now()).toBe(1500);
    clock.set(10);
    expect(clock.now()).toBe(10);
    expect(() => clock.advance(-1)).toThrow();
    expect(beijingDate(Date.UTC(2026, 0, 1, 15, 59, 59, 999))).toBe('2026-01-01');
  });
});
