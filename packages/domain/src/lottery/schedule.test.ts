import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentIssue,
  issueByNumber,
  issuesDrawnBetween,
  issuesOpenedBetween,
  issuesPerDay,
  issuesSealedBetween,
  previousIssue,
  scheduleProblem,
  type LotterySchedule,
} from './schedule.ts';

/** Around the clock, every 210 s: 411 issues a day (86,400 / 210 = 411.4). */
const FAST: LotterySchedule = {
  periodSeconds: 210,
  sealSeconds: 30,
  openFrom: '00:00',
  openTo: '24:00',
};
/** 09:05–23:55 every 5 minutes, sealing 60 s before the draw. */
const DAYTIME: LotterySchedule = {
  periodSeconds: 300,
  sealSeconds: 60,
  openFrom: '09:05',
  openTo: '23:55',
};

/** A Beijing wall-clock time as ms since the epoch. */
const bj = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) =>
  Date.UTC(y, mo - 1, d, h - 8, mi, s);

describe('schedule validation', () => {
  it('accepts sound schedules and counts their issues', () => {
    expect(scheduleProblem(FAST)).toBeNull();
    expect(issuesPerDay(FAST)).toBe(411);
    expect(issuesPerDay(DAYTIME)).toBe(178); // 14 h 50 min / 5 min
  });

  it('refuses bad ones', () => {
    const bad: LotterySchedule[] = [
      { ...FAST, periodSeconds: 29 },
      { ...FAST, periodSeconds: 60.5 },
      { ...FAST, sealSeconds: 0 },
      { ...FAST, sealSeconds: 210 },
      { ...FAST, openFrom: '9:00' },
      { ...FAST, openTo: '24:01' },
      { ...FAST, openFrom: '12:00', openTo: '12:00' },
      { ...FAST, openFrom: '12:00', openTo: '12:03' },
      { ...FAST, periodSeconds: 30, sealSeconds: 10, openFrom: '00:00', openTo: '24:00' }, // 2880 ok
    ];
    const problems = bad.map(scheduleProblem);
    expect(problems.slice(0, -1).every((p) => typeof p === 'string')).toBe(true);
    expect(problems.at(-1)).toBeNull();
    expect(() => currentIssue({ ...FAST, periodSeconds: 10 }, Date.now())).toThrow(RangeError);
  });
});

describe('issues', () => {
  it('numbers and times the first issues of a day', () => {
    expect(issueByNumber(FAST, '202611230001')).toEqual({
      expect: '202611230001',
      openAt: bj(2026, 11, 23),
      sealAt: bj(2026, 11, 23, 0, 3, 0),
      drawAt: bj(2026, 11, 23, 0, 3, 30),
    });
    const i142 = issueByNumber(FAST, '202611230142');
    expect(i142?.openAt).toBe(bj(2026, 11, 23) + 141 * 210_000);
    expect(issueByNumber(DAYTIME, '202611230001')?.openAt).toBe(bj(2026, 11, 23, 9, 5));
    expect(issueByNumber(DAYTIME, '202611230178')?.drawAt).toBe(bj(2026, 11, 23, 23, 55));
  });

  it('refuses malformed and nonexistent numbers', () => {
    for (const bad of [
      '',
      '20261123001',
      '2026112300001',
      '202611230000',
      '202611230412', // FAST has 411
      '202602300001', // 30 February
      '202613010001',
      '196912310001',
      '2026112300a1',
      ' 202611230001',
    ])
      expect(issueByNumber(FAST, bad)).toBeNull();
    expect(issueByNumber(FAST, '202611230411')).not.toBeNull();
    expect(issueByNumber(DAYTIME, '202611230179')).toBeNull();
  });

  it('answers the issue open now, at and around its edges', () => {
    const first = issueByNumber(FAST, '202611230001')!;
    expect(currentIssue(FAST, first.openAt)).toEqual(first);
    expect(currentIssue(FAST, first.drawAt - 1)).toEqual(first);
    expect(currentIssue(FAST, first.drawAt).expect).toBe('202611230002');
  });

  it('crosses the day boundary: the gap after the last issue belongs to the next day', () => {
    const last = issueByNumber(FAST, '202611230411')!;
    expect(last.drawAt).toBe(bj(2026, 11, 23, 23, 58, 30));
    // 23:58:30–24:00 has no issue: the next one (tomorrow's first) answers, opening at midnight.
    const inGap = currentIssue(FAST, bj(2026, 11, 23, 23, 59));
    expect(inGap.expect).toBe('202611240001');
    expect(inGap.openAt).toBe(bj(2026, 11, 24));
    expect(previousIssue(FAST, inGap)).toEqual(last);
    // Month and year ends.
    expect(previousIssue(FAST, issueByNumber(FAST, '202701010001')!)?.expect).toBe('202612310411');
    expect(previousIssue(FAST, issueByNumber(FAST, '202603010001')!)?.expect).toBe('202602280411');
    expect(previousIssue(FAST, issueByNumber(FAST, '202611230142')!)?.expect).toBe('202611230141');
  });

  it('answers the next issue during closed hours, which are Beijing hours', () => {
    // 02:00 Beijing is 18:00 UTC the day before: still Beijing's 23 November.
    const night = currentIssue(DAYTIME, bj(2026, 11, 23, 2, 0));
    expect(night.expect).toBe('202611230001');
    expect(night.openAt).toBe(bj(2026, 11, 23, 9, 5));
    const late = currentIssue(DAYTIME, bj(2026, 11, 23, 23, 55));
    expect(late.expect).toBe('202611240001');
    expect(currentIssue(DAYTIME, bj(2026, 11, 23, 23, 54, 59)).expect).toBe('202611230178');
  });

  it('refuses an issue of another schedule shape', () => {
    expect(previousIssue(FAST, { expect: 'x', openAt: 0, sealAt: 0, drawAt: 0 })).toBeNull();
  });
});

describe('issues between two times', () => {
  it('lists draws in (from, to], ascending, keeping the latest max', () => {
    const a = issueByNumber(DAYTIME, '202611230010')!;
    const b = issueByNumber(DAYTIME, '202611230014')!;
    const drawn = issuesDrawnBetween(DAYTIME, a.drawAt, b.drawAt, 100);
    expect(drawn.map((i) => i.expect)).toEqual([
      '202611230011',
      '202611230012',
      '202611230013',
      '202611230014',
    ]);
    expect(issuesDrawnBetween(DAYTIME, a.drawAt, b.drawAt, 2).map((i) => i.expect)).toEqual([
      '202611230013',
      '202611230014',
    ]);
    expect(issuesDrawnBetween(DAYTIME, a.drawAt, b.drawAt, 0)).toEqual([]);
    expect(issuesDrawnBetween(DAYTIME, b.drawAt, b.drawAt, 10)).toEqual([]);
  });

  it('spans the night', () => {
    const drawn = issuesDrawnBetween(
      DAYTIME,
      bj(2026, 11, 23, 23, 40),
      bj(2026, 11, 24, 9, 15),
      100,
    );
    expect(drawn.map((i) => i.expect)).toEqual([
      '202611230176',
      '202611230177',
      '202611230178',
      '202611240001',
      '202611240002',
    ]);
  });

  it('lists openings and seals by their own times', () => {
    const i = issueByNumber(DAYTIME, '202611230020')!;
    expect(issuesOpenedBetween(DAYTIME, i.openAt - 1, i.openAt, 5)).toEqual([i]);
    expect(issuesSealedBetween(DAYTIME, i.sealAt - 1, i.sealAt, 5)).toEqual([i]);
    expect(issuesSealedBetween(DAYTIME, i.sealAt, i.drawAt, 5)).toEqual([]);
    // From the seal to the draw, the sealed issue is also the current one.
    expect(issuesSealedBetween(DAYTIME, i.openAt, i.sealAt + 1, 5)).toEqual([i]);
    expect(issuesOpenedBetween(DAYTIME, i.openAt, i.drawAt, 5).map((x) => x.expect)).toEqual([
      '202611230021',
    ]);
  });
});

describe('properties', () => {
  const schedules = fc
    .record({
      periodSeconds: fc.integer({ min: 30, max: 3600 }),
      sealFraction: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      from: fc.integer({ min: 0, max: 23 * 60 }),
      span: fc.integer({ min: 60, max: 24 * 60 }),
    })
    .map(({ periodSeconds, sealFraction, from, span }) => {
      const to = Math.min(24 * 60, from + span);
      const hhmm = (m: number) =>
        `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const sealSeconds = Math.min(
        periodSeconds - 1,
        Math.max(1, Math.floor(periodSeconds * sealFraction)),
      );
      return { periodSeconds, sealSeconds, openFrom: hhmm(from), openTo: hhmm(to) };
    })
    .filter((s) => scheduleProblem(s) === null);
  const times = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

  it('finds the current issue again by its number; it is open now or opens next', () => {
    fc.assert(
      fc.property(schedules, times, (s, now) => {
        const issue = currentIssue(s, now);
        expect(issueByNumber(s, issue.expect)).toEqual(issue);
        expect(issue.drawAt).toBeGreaterThan(now);
        expect(issue.sealAt).toBeGreaterThan(issue.openAt);
        expect(issue.sealAt).toBeLessThan(issue.drawAt);
        const before = previousIssue(s, issue)!;
        // The issue before has drawn by now: nothing is open between them.
        expect(before.drawAt).toBeLessThanOrEqual(now);
        expect(before.drawAt).toBeLessThanOrEqual(issue.openAt);
      }),
    );
  });

  it('never overlaps consecutive issues and lists draws consistently', () => {
    fc.assert(
      fc.property(schedules, times, fc.integer({ min: 0, max: 48 * 3600_000 }), (s, to, span) => {
        const drawn = issuesDrawnBetween(s, to - span, to, 50);
        for (const [k, issue] of drawn.entries()) {
          expect(issue.drawAt).toBeGreaterThan(to - span);
          expect(issue.drawAt).toBeLessThanOrEqual(to);
          if (k > 0) {
            const prev = drawn[k - 1]!;
            expect(previousIssue(s, issue)).toEqual(prev);
            expect(prev.drawAt).toBeLessThanOrEqual(issue.openAt);
          }
        }
        // Nothing was left out after the last listed one.
        const next = currentIssue(s, to);
        expect(next.drawAt).toBeGreaterThan(to);
        if (drawn.length > 0 && drawn.length < 50) {
          const first = previousIssue(s, drawn[0]!)!;
          expect(first.drawAt).toBeLessThanOrEqual(to - span);
        }
      }),
    );
  });
});
